import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { ageRanges } from '@parde/api-client';
import type { RendererModule } from '@parde/renderer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { inProcessHeaders } from '../../http/in-process';
import { BROTLI_QUALITY, ENCODINGS, keptPages, type PageViewer, pageAddress, pageCacheControl } from './page-cache';
import { sitemapRoutes } from './sitemap';

/** Hashed file names never change their bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that belong to the server, never to the web app's router. */
const SERVER_PATHS = /^\/(api|media|dev)(\/|$)/;
/** A file at the top of the build (`favicon.svg`, `sw.js`, `manifest.webmanifest`). */
const ROOT_FILE = /^\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,100}\.[a-z0-9]{1,11}$/;

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
    // hls.js gives each subtitle <track> the source `data:,WEBVTT` (so the browser keeps the cues it adds); blocked,
    // the track errors and draws nothing after being switched off and on again.
    `media-src 'self' blob: data:${media}`,
    `connect-src 'self'${media}`,
    "font-src 'self'",
    // The installable app: its service worker (/sw.js) and web manifest, both from the site itself (decision 027).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A page is asked for: by a browser (text/html), or by a client that takes anything (`curl /`: no Accept, or any type). */
const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*');
};

/**
 * The API reached from inside the process (`inject`: the same validation, age rules and handlers as over the
 * network), on behalf of the visitor at `address`: its search spends that visitor's budget (ops/limits.ts).
 */
function injectFetch(app: FastifyInstance, address: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, ...inProcessHeaders },
      remoteAddress: address,
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * Who the page is for, from the session hint of apps/web (`session-hint.ts`): a member is signed in on this browser,
 * with the active member's age range when the cookie names one of the ranges. A bearer token makes a member whose
 * range is not known. The range chooses only which public catalogue is drawn: a visitor may ask for any range.
 */
function pageViewer(request: FastifyRequest): PageViewer {
  const hint = fastifyCookie.parse(request.headers.cookie ?? '').parde_session;
  if (!hint) return { member: request.headers.authorization !== undefined, ageRange: null };
  const range = /^\d{1,2}$/.test(hint) ? Number(hint) : Number.NaN;
  return { member: true, ageRange: (ageRanges as readonly number[]).includes(range) ? range : null };
}

/**
 * Serves the built web app on the API's port when `dist` holds one: hashed assets for a year, index.html revalidated
 * on every load, an anonymous rendered page kept by an edge as long as by this instance (decision 050). A page of the
 * main layout or a sign-in page is rendered on the server with its first data (apps/web `dist/ssr`,
 * docs/decisions/017, through the @parde/renderer seam); any other address the web app knows gets index.html
 * (history fallback).
 * Files come brotli or gzip compressed: the build's precompressed twins where it wrote them, on the fly otherwise.
 * Answers whether it did.
 */
export async function webRoutes(
  app: FastifyInstance,
  dist: string,
  mediaBaseUrl: string,
  publicUrl = 'http://localhost:8080',
): Promise<boolean> {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) return false;
  const csp = webCsp(mediaBaseUrl);
  const assets = join(root, 'assets') + sep;
  const serverEntry = join(root, 'ssr', 'server.js');
  // The web build's server renderer, when it wrote one; its shape is @parde/renderer's, which apps/web implements.
  const renderer = existsSync(serverEntry)
    ? ((await import(pathToFileURL(serverEntry).href)) as RendererModule).createRenderer({ dist: root, publicUrl })
    : null;
  // A rendered page is the same for every anonymous visitor, and for every member of one age range: each is kept per
  // instance, concurrent misses sharing one render. Nothing personal is ever in it: the server never renders with a
  // token, and a member's range draws what a visitor asking for that range is answered. 'browser': the address is
  // the browser's to render.
  const pages =
    renderer && keptPages((url, viewer, address) => renderer({ url, fetch: injectFetch(app, address), ...viewer }));

  await app.register(async (web) => {
    await web.register(compress, {
      global: true,
      encodings: ENCODINGS,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
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
    await sitemapRoutes(web, app, publicUrl);

    web.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (SERVER_PATHS.test(path)) return reply.callNotFound();
      if (ROOT_FILE.test(path) && path !== '/index.html' && existsSync(join(root, path.slice(1)))) {
        return reply.sendFile(path.slice(1), root, { cacheControl: false });
      }
      if (!wantsHtml(request)) return reply.callNotFound();
      reply.header('Content-Security-Policy', csp);
      const viewer = pageViewer(request);
      const page = pages
        ? await pages(pageAddress(request.url), viewer, request.ip, (error) =>
            request.log.warn({ err: error }, 'a page was not rendered again'),
          )
        : 'browser';
      if (!page || page === 'browser') return reply.sendFile('index.html', root, { cacheControl: false });
      if ('location' in page) return reply.header('Cache-Control', 'public, max-age=3600').redirect(page.location, 301);
      // A visitor past the search budget is told when to come back, as the API tells its clients.
      if (page.status === 429) reply.header('Retry-After', '60');
      // The answer depends on the member cookie: a shared cache must keep the two apart (Vary), and keeps only the
      // anonymous page, as long as this instance does (decision 050). A browser revalidates with the page's tag and
      // gets a 304 while the page is the same.
      reply
        .status(page.status)
        .header('Cache-Control', pageCacheControl(page, viewer.member))
        .header('Vary', 'Cookie, accept-encoding')
        .header('ETag', page.etag);
      if (page.status === 200 && fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      // The kept compressed copy the browser takes; a reply with its encoding set is left alone by @fastify/compress.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
      if (!encoding) return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(page.encoded[encoding]);
    });
  });
  return true;
}
