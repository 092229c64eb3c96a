import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `pnpm dev` proxies the API's paths to a local API (`pnpm --filter @parde/api start`), so the app and the API
// share one origin as in production.
const api = process.env.PARDE_API_URL ?? 'http://localhost:8080';

// `vite build --ssr src/server.tsx` builds the server renderer into dist/ssr (docs/decisions/017): the same modules
// with everything they import bundled, and React's production build chosen here rather than by the API's NODE_ENV
// (`npm start` runs the API in development for its SMS outbox).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // `.br` and `.gz` beside each text file at the highest settings, which @fastify/static sends as they are.
    ...(isSsrBuild ? [] : [installableApp(), compression({ logLevel: 'silent' })]),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: false, target: 'node22', copyPublicDir: false }
    : {
        // The server renderer reads the manifest for the entry and each page's stylesheets.
        manifest: true,
        target: 'es2022',
        // Every browser that runs this es2022 build but Safari before 17 has modulepreload; there the page's chunks
        // still load through their imports, one step later. The polyfill was part of every first load.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the entry needs at start, in one file: split as the bundler does by default, the first load is
              // dozens of small files that compress worse and cost a phone a request each (docs/decisions/019).
              groups: [{ name: 'boot', tags: ['$initial'] }],
            },
          },
        },
      },
  server: { proxy: { '/api': api, '/media': api, '/dev': api } },
}));

/**
 * The web manifest and the service worker (Workbox, decision 027). Registration is the app's own, after the page has
 * loaded (src/app/pwa.ts). The worker keeps the app shell (scripts, styles, fonts, the offline page) in a precache
 * versioned by each file's hash, and every page visited in a cache answered when the network is down; a page never
 * visited answers with the offline page.
 */
function installableApp() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'پرده | تماشای آنلاین فیلم و سریال',
      short_name: 'پرده',
      description: 'فیلم و سریال ایرانی و خارجی را آنلاین ببینید.',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0A0B0F',
      theme_color: '#0A0B0F',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      cacheId: 'parde',
      globPatterns: [
        'assets/**/*.{js,css,woff2}',
        'start.js',
        'offline.html',
        'offline.js',
        'favicon.svg',
        'loader.svg',
      ],
      // The server renders the pages: no single-page fallback; a page is cached as visited instead.
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      // A download handed to the browser's Background Fetch is stored by the worker's handlers (issue #40).
      importScripts: ['background-downloads.js'],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // Offline is a place (decision 047): a page kept earlier answers after 3 s without the network, marked as
          // kept so the app puts the offline shell over it; a page never visited answers with the offline page.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            // The version in the name: a deployment that changes what a cached page means renames it.
            cacheName: 'parde-pages-v1',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
            precacheFallback: { fallbackURL: '/offline.html' },
            plugins: [{ cachedResponseWillBeUsed: markKept }],
          },
        },
        {
          // The API's reads (decision 047): offline, a kept page's loaders read what was kept with it, so it shows
          // its last data under the offline shell instead of an error. Only when the network fails: unlike a page, a
          // read is not marked as a copy, so a slow answer is waited for (a resume point read after the report that
          // moved it must not be the kept one). Kept per member (`readKey`). The account's own calls are not kept; a
          // sign-out deletes this cache (features/account/session-watch.ts).
          urlPattern: ({ request, url }) =>
            request.method === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/account/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'parde-reads-v1',
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            plugins: [{ cacheKeyWillBeUsed: readKey }],
          },
        },
        {
          // The pictures of the pages kept above (posters, stills, faces): offline, a kept page shows them too. Same
          // origin only: a CDN's pictures without CORS would be opaque answers, each counted as megabytes of quota.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && url.pathname.startsWith('/media/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'parde-images-v1',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
        {
          // Downloads (decisions 028 and 041): the app stores a rendition's files under their signed URLs in its
          // member's cache (src/app/downloads); the player asks for the same URLs, answered from it with or without
          // a network. Anything else of a stream goes to the network, and is never kept.
          urlPattern: ({ url }) => url.pathname.startsWith('/media/stream/'),
          handler: answerDownload,
        },
      ],
    },
  });
}

/**
 * Marks a page the worker answers from its cache instead of the network (decision 047): a `parde-kept` meta in its
 * head carries when it was kept (the response's `Date`), and the app shows it as a copy that may be out of date.
 * React's hydration passes over a tag it did not render in the head. Workbox copies this function into the worker
 * as text, so it names nothing outside itself.
 */
async function markKept({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | undefined> {
  if (!cachedResponse) return undefined;
  const when = (cachedResponse.headers.get('date') ?? '').replace(/[^\w ,:+-]/g, '');
  const html = (await cachedResponse.text()).replace(/<head>/i, `<head><meta name="parde-kept" content="${when}">`);
  const headers = new Headers(cachedResponse.headers);
  headers.delete('content-length');
  return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
}

/**
 * The key a read is kept under: its address and the member who asked (the `pid` claim of the bearer token, read, not
 * verified: the server checked it), or `visitor`. A read's address is the same for every member of a device, and
 * its answer is not (a child's age range, a member's resume point), so one member's kept answer never answers
 * another's offline. Copied into the worker as text, like the functions below.
 */
async function readKey({ request }: { request: Request }): Promise<string> {
  const payload = /^Bearer [\w-]+\.([\w-]+)\./.exec(request.headers.get('authorization') ?? '')?.[1];
  let member = 'visitor';
  if (payload) {
    try {
      const { pid } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { pid?: unknown };
      member = typeof pid === 'number' ? `m${pid}` : 'other';
    } catch {
      member = 'other';
    }
  }
  const key = new URL(request.url);
  key.searchParams.set('parde-member', member);
  return key.href;
}

/**
 * The service worker's answer to a stream request (decision 041): from the active member's downloads cache when it
 * holds the file; refused when only another member's does, so one member's page never reads another's files, online
 * or not; else from the network. The active member is the one the app last wrote (`activeMemberChanged` in
 * src/app/downloads/records.ts, whose names this repeats: Workbox copies this function into the worker as text, so
 * it names nothing outside itself). The query is hls.js's CMCD data, not part of the file.
 */
async function answerDownload({ request }: { request: Request }): Promise<Response> {
  const prefix = 'parde-downloads-m';
  const pointer = await caches.match(new URL('/offline-downloads/active.json', self.location.origin).href, {
    cacheName: 'parde-active-member',
  });
  const active = pointer ? `${prefix}${((await pointer.json()) as { memberId: number }).memberId}` : null;
  let another = false;
  for (const name of (await caches.keys()).filter((cache) => cache.startsWith(prefix))) {
    const kept = await (await caches.open(name)).match(request, { ignoreSearch: true, ignoreVary: true });
    if (kept && name === active) return kept;
    another ||= kept !== undefined;
  }
  if (!another) return fetch(request);
  const error = { code: 'LinkExpired', message: 'Link expired', errors: ['Link expired'] };
  return new Response(JSON.stringify(error), { status: 403, headers: { 'Content-Type': 'application/json' } });
}
