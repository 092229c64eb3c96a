// Performance figures of the built app (not a test): the gzip size of the JS and CSS each route needs on first
// load, from dist/.vite/manifest.json, and Lighthouse (mobile, simulated throttling) for home, a film and sign-in.
// `--runs N`: Lighthouse runs per page (default 3; the median is reported).
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distDir, startSite } from '../e2e/serve.mjs';

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
      '--only-categories=performance,accessibility,best-practices',
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

const site = await startSite();
try {
  const films = await (await fetch(`${site.url}/api/MovieQuery/GetPopularsMovies?pageSize=1`)).json();
  const film = films.data[0];
  const pages = [
    ['home', '/'],
    ['movie detail', `/movies-detail/${film.id}`],
    ['sign-in', '/login'],
  ];
  console.log(`\nLighthouse (mobile, simulated throttling; median of ${runs} runs, all performance scores after it):`);
  console.log('page'.padEnd(14), 'perf', ' a11y', ' b.p.', '   FCP', '   LCP', '  TBT', '   CLS', '  runs');
  for (const [name, path] of pages) {
    const reports = [];
    for (let i = 0; i < runs; i++) reports.push(await lighthouse(`${site.url}${path}`));
    const perf = (report) => Math.round((report.categories.performance?.score ?? 0) * 100);
    reports.sort((a, b) => perf(a) - perf(b));
    const report = reports[Math.floor(reports.length / 2)];
    const score = (id) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padStart(5);
    const audit = (id) => report.audits[id]?.displayValue ?? '?';
    console.log(
      name.padEnd(14),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
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
