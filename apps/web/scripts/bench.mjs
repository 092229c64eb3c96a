// Performance figures of the built app (not a test): the gzip size of the JS and CSS each route needs on first
// load, from dist/.vite/manifest.json; Lighthouse (mobile, simulated throttling) for home, a film, a series, a cast
// page, /movies and sign-in; and, with `--html`, the server-rendered film page's requests per second against raw
// node:http on PostgreSQL with 100,000 titles (the schema `pnpm --filter @parde/api bench:api` seeds).
// `--runs N`: Lighthouse runs per page (default 3; the median is reported). `--no-lighthouse` skips it.
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { distDir, freePort, startApi, startSite } from '../e2e/serve.mjs';

const run = promisify(execFile);
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
// What the server sends to a browser: the build's precompressed brotli twin.
const brotli = (file) => statSync(join(distDir, `${file}.br`)).size;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS and CSS files a manifest entry pulls in through static imports. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const child of entry.imports ?? []) closure(child, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
  }
  return { js, css };
};

// What index.html loads before any page: its module scripts and stylesheets, and their static imports.
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const htmlFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const keyOf = new Map(Object.entries(manifest).map(([key, value]) => [value.file, key]));
const entry = filesOf(
  new Set(htmlFiles.filter((file) => file.endsWith('.js')).flatMap((file) => [...closure(keyOf.get(file))])),
);
for (const file of htmlFiles) if (file.endsWith('.css')) entry.css.add(file);

// Route → the page module its lazy route loads (see src/app/router.tsx).
const routes = [
  ['/', 'src/pages/home/HomePage.tsx'],
  ['/movies', 'src/pages/catalogue/TitleListPages.tsx'],
  ['/movies-detail/:id', 'src/pages/movie/MovieDetailPage.tsx'],
  ['/shows-details/:id', 'src/pages/series/SeriesDetailPage.tsx'],
  ['/episodes/:id', 'src/pages/episode/EpisodePage.tsx'],
  ['/cast-detail/:id', 'src/pages/cast/CastDetailPage.tsx'],
  ['/genres', 'src/pages/catalogue/GenresPage.tsx'],
  ['/login', 'src/pages/auth/LoginPage.tsx'],
  ['/profile', 'src/pages/members/ProfilePage.tsx'],
  ['/playlist', 'src/pages/playlists/PlaylistsPage.tsx'],
  ['/contact-us', 'src/pages/contact/ContactPage.tsx'],
  ['/about-us', 'src/pages/info/AboutPage.tsx'],
  ['/faq', 'src/pages/info/FaqPage.tsx'],
  ['/blogs-detail/:slug', 'src/pages/info/BlogPages.tsx'],
];

console.log('First-load size per route (entry + static imports + the route chunk; gzip -9, and brotli as served):');
console.log(
  'route'.padEnd(22),
  'JS gzip'.padStart(10),
  'CSS gzip'.padStart(10),
  'JS br'.padStart(10),
  'CSS br'.padStart(10),
);
for (const [route, source] of routes) {
  const page = filesOf(closure(source));
  const js = new Set([...entry.js, ...page.js]);
  const css = new Set([...entry.css, ...page.css]);
  const sum = (files, size) => [...files].reduce((total, file) => total + size(file), 0);
  const columns = [sum(js, gzip), sum(css, gzip), sum(js, brotli), sum(css, brotli)];
  console.log(route.padEnd(22), ...columns.map((bytes) => kb(bytes).padStart(10)));
}

const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
// Simulated throttling multiplies what this machine measured, so a busy moment moves a run by a few points: each
// page is run several times (`--runs N`, default 3) and the median run is reported, with the spread.
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

/** One Lighthouse report; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a lost trace) is run again. */
async function lighthouse(url, attempt = 1) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (Lighthouse run failed: ${String(error.stderr ?? error.message).split('\n')[0]}; running again)`);
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url) {
  const { stdout } = await run(
    join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(report.runtimeError.message ?? report.runtimeError.code);
  return report;
}

if (!process.argv.includes('--no-lighthouse')) await lighthouseTable();
if (process.argv.includes('--html')) await htmlThroughput();

async function lighthouseTable() {
  const site = await startSite();
  try {
    const first = async (path) => (await (await fetch(`${site.url}${path}`)).json()).data[0];
    const film = await first('/api/MovieQuery/GetPopularsMovies?pageSize=1');
    const series = await first('/api/SeriesQuery/GetPopularsSeries?pageSize=1');
    const star = await first('/api/StarQuery/GetStars?pageSize=1');
    const pages = [
      ['home', '/'],
      ['film', `/movies-detail/${film.id}`],
      ['series', `/shows-details/${series.id}`],
      ['cast page', `/cast-detail/${star.id}`],
      ['/movies', '/movies'],
      ['sign-in', '/login'],
    ];
    console.log(
      `\nLighthouse (mobile, simulated throttling; median of ${runs} runs, all performance scores after it):`,
    );
    console.log('page'.padEnd(12), 'perf', ' a11y', ' b.p.', '  SEO', '   FCP', '   LCP', '  TBT', '   CLS', '  runs');
    for (const [name, path] of pages) {
      const reports = [];
      for (let i = 0; i < runs; i++) reports.push(await lighthouse(`${site.url}${path}`));
      const perf = (report) => Math.round((report.categories.performance?.score ?? 0) * 100);
      reports.sort((a, b) => perf(a) - perf(b));
      const report = reports[Math.floor(reports.length / 2)];
      const score = (id) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padStart(5);
      const audit = (id) => report.audits[id]?.displayValue ?? '?';
      console.log(
        name.padEnd(12),
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        audit('first-contentful-paint').padStart(6),
        audit('largest-contentful-paint').padStart(6),
        audit('total-blocking-time').padStart(6),
        audit('cumulative-layout-shift').padStart(6),
        `  ${reports.map(perf).join(' ')}`,
      );
      const failing = Object.values(report.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length > 0) console.log('  failing audits:', failing.join(', '));
    }
  } finally {
    await site.stop();
  }
}

/**
 * Requests per second of the film page's HTML (brotli, as a browser asks) next to raw node:http sending the same
 * bytes, in the same run: one film asked over and over (a shared link; the rendered page is kept 10 s), and films
 * across the whole catalogue (every request a new render).
 */
async function htmlThroughput() {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = process.env.BENCH_SCHEMA ?? 'parde_bench';
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const api = await startApi({
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      SMS_PROVIDER: 'kavenegar',
      SMS_API_KEY: 'unused-in-bench',
      LOG_LEVEL: 'warn',
      // One client address asks for everything here: the per-address limits would answer 429 after a second.
      RATE_LIMIT_READS: '0',
    },
  });
  const headers = { accept: 'text/html', 'accept-encoding': 'br' };
  const raw = createServer();
  try {
    const total = (await (await fetch(`${api.url}/api/MovieQuery/GetUpdatedMovies?pageSize=1`)).json()).totalCount;
    if (total < 100_000) console.log(`(only ${total} films in schema ${schema}: run bench:api once to seed 100,000)`);
    const film = `/movies-detail/${Math.floor(total / 2)}`;
    const page = Buffer.from(await (await fetch(`${api.url}${film}`, { headers })).arrayBuffer());
    const sent = await fetch(`${api.url}${film}`, { headers: { accept: 'text/html' } });
    const bytes = brotliCompressSync(Buffer.from(await sent.arrayBuffer()), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    raw.on('request', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
      response.end(bytes);
    });
    const rawPort = await freePort();
    await new Promise((done) => raw.listen(rawPort, '127.0.0.1', done));
    const measure = (options) => autocannon({ connections: 32, duration, headers, ...options });
    await measure({ url: `${api.url}${film}`, duration: 2 });
    const rawResult = await measure({ url: `http://127.0.0.1:${rawPort}/` });
    const cached = await measure({ url: `${api.url}${film}` });
    let n = 0;
    const across = await measure({
      url: api.url,
      requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/movies-detail/${(n++ % total) + 1}` }) }],
    });
    const rate = (result) => Math.round(result.requests.average);
    const line = (name, result) =>
      console.log(
        `${name.padEnd(40)} ${String(rate(result)).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ${String(Math.round((rate(result) / rate(rawResult)) * 100)).padStart(3)}% of raw  errors ${result.errors + result.timeouts + result.non2xx}`,
      );
    console.log(`\nFilm page HTML on PostgreSQL (${total.toLocaleString('en')} films; ${page.length} bytes brotli):`);
    line('raw node:http, the same bytes', rawResult);
    line('film page (one film, kept 10 s)', cached);
    line('film pages across the catalogue', across);
  } finally {
    raw.close();
    await api.stop();
  }
}
