import { existsSync } from 'node:fs';
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

// Both generators write small inline scripts (Storybook's globals, TypeDoc's theme switch); the site's policy
// refuses inline scripts, so these pages get their own. They hold no user data and call no API.
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

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
    app.get(prefix.slice(0, -1), { schema: { hide: true } }, (_request, reply) => reply.redirect(prefix, 301));
    await app.register(async (site) => {
      site.addHook('onSend', async (_request, reply) => {
        reply.header('Content-Security-Policy', DOCS_CSP);
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
