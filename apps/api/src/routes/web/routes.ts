import { hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { countriesOfOrigin } from '@parde/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { inProcessHeaders } from '../../http/in-process';
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

/**
 * The query parameters a page reads (apps/web src/config/paths.ts: `listQuery` of the list pages, and the search
 * page's text and kind), each with the one spelling of a value the page reads alike: null drops it (the page reads
 * it as absent). Any other parameter (`utm_source`, a cache-buster) changes nothing on the page and never reaches a
 * render.
 */
const PAGE_PARAMS: Record<string, (value: string) => string | null> = {
  // 1 is the page without the parameter; anything not a page number is one refused address (`page=0`, a 400).
  page: (value) =>
    /^\d{1,6}$/.test(value) && Number(value) > 0 ? (value === '1' ? null : String(Number(value))) : '0',
  // The list pages read a genre id and a country they know, and ignore anything else.
  genre: (value) => (/^\d{1,10}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null),
  country: (value) => ((countriesOfOrigin as readonly string[]).includes(value) ? value : null),
  q: (value) => value.trim() || null,
  type: (value) => (value === 'Movie' || value === 'Series' || value === 'Star' ? value : null),
};

/**
 * The address a page is kept and rendered under: its path and known parameters in their one spelling, in a fixed
 * order, so every spelling of one page is one kept page and one render.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [name, spell] of Object.entries(PAGE_PARAMS)) {
    const value = given.get(name);
    const spelt = value ? spell(value) : null;
    if (spelt) kept.set(name, spelt);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** A page is asked for: by a browser (text/html), or by a client that takes anything (`curl /`: no Accept, or any type). */
const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*');
};

/** The server renderer of apps/web (its `dist/ssr/server.js`), as this file uses it. */
type Renderer = (request: {
  url: string;
  fetch: typeof fetch;
  member: boolean;
}) => Promise<{ status: number; html: string; location?: string } | null>;

/**
 * A rendered page as kept: its status, its HTML, its entity tag (weak: it names the page, not its encoding) and the
 * HTML compressed for browsers.
 */
export interface Page {
  status: number;
  html: string;
  etag: string;
  encoded: { br: Buffer; gzip: Buffer };
}

/** A page that is a 301 to its thing's canonical address. */
interface Moved {
  status: number;
  location: string;
}

/**
 * What is kept for every visitor: a page, never a redirect (each spelling would hold an entry), a visitor's own
 * 429, or a 5xx that the next render may not repeat.
 */
const keepable = (page: Page | Moved | 'browser') =>
  page === 'browser' || (!('location' in page) && page.status !== 429 && page.status < 500);

/** What the site compresses with, in the order it prefers. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Brotli quality for HTML and files compressed on the fly: zlib's default (11) costs seconds on a large bundle. */
const BROTLI_QUALITY = 5;

/**
 * A kept page from a render, compressed once here: a page shared widely is asked for by every visitor within its
 * freshness, and compressing it on each answer would cost more than rendering it did (decision 038).
 */
export async function keptPage(status: number, html: string): Promise<Page> {
  const [br, gzip] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipped(html),
  ]);
  return { status, html, etag: `W/"${hash('sha1', html, 'base64url').slice(0, 22)}"`, encoded: { br, gzip } };
}

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

/** A kept page is answered as it is for this long after its render. */
const FRESH_MS = 10_000;
/**
 * After that, and up to this age, it is still answered at once while a new render replaces it (stale while
 * revalidate): a visitor never waits for a render of a page someone asked for in the last five minutes.
 */
const STALE_MS = 300_000;

/**
 * The kept rendered pages, by address and member bit: fresh for 10 s, then answered once more while a single
 * render (shared by every request that wants it) replaces them, up to five minutes old; past that a request waits
 * for a new render. At most 2,000 addresses, the least recently asked dropped first.
 */
function keptPages(renderPage: (url: string, member: boolean, address: string) => Promise<Page | Moved | 'browser'>) {
  const kept = new LRUCache<string, { at: number; page: Page | 'browser' }>({ max: 2000, ttl: STALE_MS });
  const rendering = new Map<string, Promise<Page | Moved | 'browser'>>();
  const renderInto = (key: string, url: string, member: boolean, address: string) => {
    let running = rendering.get(key);
    if (!running) {
      running = renderPage(url, member, address);
      rendering.set(key, running);
      running
        .then((page) => {
          if (keepable(page)) kept.set(key, { at: Date.now(), page: page as Page | 'browser' });
        })
        .catch(() => {})
        .finally(() => rendering.delete(key));
    }
    return running;
  };
  return async (url: string, member: boolean, address: string, failedAgain: (error: unknown) => void) => {
    const key = `${member ? 'member' : 'visitor'} ${url}`;
    const entry = kept.get(key);
    if (entry && Date.now() - entry.at < FRESH_MS) return entry.page;
    const running = renderInto(key, url, member, address);
    if (!entry) return running;
    // The stale page answers now; a failed new render keeps it until it is too old.
    running.catch(failedAgain);
    return entry.page;
  };
}

/** The member hint cookie of apps/web (`session-hint.ts`): a member is signed in on this browser. */
const MEMBER_COOKIE = /(?:^|;\s*)parde_session=1(?:;|$)/;

/**
 * Serves the built web app on the API's port when `dist` holds one: hashed assets for a year, pages revalidated on
 * every load. A page of the main layout or a sign-in page is rendered on the server with its first data (apps/web
 * `dist/ssr`, docs/decisions/017); any other address the web app knows gets index.html (history fallback).
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
  const render: Renderer | null = existsSync(serverEntry)
    ? ((await import(pathToFileURL(serverEntry).href)) as { createRenderer(o: object): Renderer }).createRenderer({
        dist: root,
        publicUrl,
      })
    : null;
  // A rendered page is the same for every anonymous visitor (and, without any data, for every member): each is kept
  // per instance, concurrent misses sharing one render. Nothing personal is ever in it: the server never renders
  // with a token. 'browser': the address is the browser's to render.
  const pages = keptPages(async (url, member, address) => {
    const page = await render?.({ url, fetch: injectFetch(app, address), member });
    if (page?.location) return { status: page.status, location: page.location };
    return page ? keptPage(page.status, page.html) : 'browser';
  });

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
      const member = MEMBER_COOKIE.test(request.headers.cookie ?? '') || request.headers.authorization !== undefined;
      const page = render
        ? await pages(pageAddress(request.url), member, request.ip, (error) =>
            request.log.warn({ err: error }, 'a page was not rendered again'),
          )
        : 'browser';
      if (!page || page === 'browser') return reply.sendFile('index.html', root, { cacheControl: false });
      if ('location' in page) return reply.header('Cache-Control', 'public, max-age=3600').redirect(page.location, 301);
      // A visitor past the search budget is told when to come back, as the API tells its clients.
      if (page.status === 429) reply.header('Retry-After', '60');
      // The answer depends on the member cookie: a shared cache must keep the two apart. A browser revalidates
      // (no-cache) with the page's tag and gets a 304 while the page is the same.
      reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
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
