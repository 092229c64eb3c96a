import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { PRELOADED_ELEMENT_ID } from '@parde/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type Call, type FirstData, firstCalls, firstData, jsonForHtml } from './first-data';

/** Hashed file names never change their bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that belong to the server, never to the web app's router. */
const SERVER_PATHS = /^\/(api|media|dev)(\/|$)/;
/** A file at the top of the build (`favicon.svg`, `loader.svg`). */
const ROOT_FILE = /^\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,100}\.[a-z0-9]{1,8}$/;

/** The Content-Security-Policy of the web app's pages: only its own scripts and styles, media from the CDN. */
export function webCsp(mediaBaseUrl: string): string {
  const media = mediaBaseUrl ? ` ${new URL(mediaBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Stylesheets are files, but the toast library (sonner) injects its CSS as a <style> element at load (checked
    // in Chromium: two violations, toasts unstyled, under 'self' alone). Scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    `connect-src 'self'${media}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * index.html with a page's first data: its answers inline, and its largest picture fetched beside the entry script
 * rather than after it has run. (Naming the page's chunks there too was measured: on a slow link they only take
 * bandwidth from the entry script, and first paint came later.)
 */
export function withFirstData(html: string, { answers, picture }: FirstData): string {
  const hints = picture
    ? `<link rel="preload" as="image" href="${picture.replace(/&/g, '&amp;')}" fetchpriority="high">`
    : '';
  const block = `<script type="application/json" id="${PRELOADED_ELEMENT_ID}">${jsonForHtml(answers)}</script>`;
  return html.replace('</head>', `${hints}</head>`).replace('</body>', `${block}</body>`);
}

/**
 * Serves the built web app on the API's port when `dist` holds one: hashed assets for a year, index.html
 * revalidated on every load and returned for every client route (history fallback). Files come brotli or gzip
 * compressed: the build's precompressed twins where it wrote them, on the fly otherwise.
 * Answers whether it did.
 */
export async function webRoutes(app: FastifyInstance, dist: string, mediaBaseUrl: string): Promise<boolean> {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) return false;
  const csp = webCsp(mediaBaseUrl);
  const assets = join(root, 'assets') + sep;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  // A landing page's HTML is the same for every visitor and costs a few queries to build, and home is the most
  // asked-for page of all: each is kept for 10 s (per instance), concurrent misses sharing one build. '' means the
  // plain file (no answers, e.g. an id with no title).
  const landingHtml = new LRUCache<string, string, Call[]>({
    max: 2000,
    ttl: 10_000,
    fetchMethod: async (_key, _stale, { context }) => {
      const data = await firstData(app, context);
      return Object.keys(data.answers).length > 0 ? withFirstData(indexHtml, data) : '';
    },
  });

  await app.register(async (web) => {
    await web.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      // Quality 11 (zlib's default) costs seconds on a large bundle; 5 is nearly as small and fast.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await web.register(fastifyStatic, {
      root: join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // The web build writes `.br` and `.gz` beside each file at the highest settings; compress skips them.
      preCompressed: true,
      // Also called for the sendFile answers below: only hashed assets are kept for a year.
      setHeaders: (reply, path) => reply.header('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache'),
    });

    web.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (SERVER_PATHS.test(path)) return reply.callNotFound();
      if (ROOT_FILE.test(path) && path !== '/index.html' && existsSync(join(root, path.slice(1)))) {
        return reply.sendFile(path.slice(1), root, { cacheControl: false });
      }
      if (!wantsHtml(request)) return reply.callNotFound();
      reply.header('Content-Security-Policy', csp);
      // A landing page (home, a title) carries its first anonymous answers, so they arrive with the HTML rather
      // than a round trip after the scripts; every other page is the static file.
      const calls = firstCalls(path);
      const key = calls.map((call) => `${call.endpoint} ${JSON.stringify(call.query ?? {})}`).join('\n');
      const html = key ? await landingHtml.fetch(key, { context: calls }) : '';
      if (!html) return reply.sendFile('index.html', root, { cacheControl: false });
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  });
  return true;
}
