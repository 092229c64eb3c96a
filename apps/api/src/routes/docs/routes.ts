import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The static documentation sites `npm start` builds: Storybook and the api-client's TypeDoc reference. */
export interface DocsSites {
  /** Storybook's static build (packages/ui/storybook-static), served at /storybook/. */
  storybook: string;
  /** TypeDoc's output (packages/api-client/api-reference), served at /api-client/. */
  apiReference: string;
}

/**
 * Both generators write small inline scripts (Storybook's globals, TypeDoc's theme switch). These pages share the
 * origin whose localStorage holds the token, so no inline script runs unless it is one of the built files' own:
 * each is allowed by its hash, worked out once when the site is served.
 */
function docsCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The SHA-256 of every inline script in the site's HTML files (a build holds a few hundred at most). */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      if (match[1]?.trim()) hashes.add(createHash('sha256').update(match[1]).digest('base64'));
    }
  }
  return [...hashes].sort();
}

/** Serves each built site under its prefix; a site not built is left out (the route answers 404). */
export async function docsRoutes(app: FastifyInstance, sites: DocsSites) {
  const served: string[] = [];
  for (const [prefix, dir] of [
    ['/storybook/', sites.storybook],
    ['/api-client/', sites.apiReference],
  ] as const) {
    const root = resolve(dir);
    if (!existsSync(join(root, 'index.html'))) continue;
    served.push(prefix);
    const csp = docsCsp(inlineScriptHashes(root));
    app.get(prefix.slice(0, -1), { schema: { hide: true } }, (_request, reply) => reply.redirect(prefix, 301));
    await app.register(async (site) => {
      site.addHook('onSend', async (_request, reply) => {
        reply.header('Content-Security-Policy', csp);
      });
      await site.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        dotfiles: 'deny',
        // File names are not hashed throughout, so every file is revalidated (ETag) rather than kept.
        cacheControl: false,
        setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
      });
    });
  }
  return served;
}
