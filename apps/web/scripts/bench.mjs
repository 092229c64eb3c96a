// Performance figures of the built app (not a test): the JavaScript each page's first load fetches, as Chromium
// fetched it from the built API (until the page is hydrated, and what it fetched after that until the network was
// quiet); Lighthouse (mobile, simulated throttling) for home, a film, a series, a cast page, /movies, /search and
// sign-in, and for home signed in (a member with «ادامهٔ تماشا» and «چون … را دیدید») at 375 and at 1440 px. Beside
// every score goes Lighthouse's `benchmarkIndex` of that run: simulated throttling multiplies this machine's own CPU
// time, so a score means little without it;
// and, with `--html`, the server-rendered film page's requests per second against raw node:http on PostgreSQL with
// 100,000 titles (the schema `pnpm --filter @parde/api bench:api` seeds).
// `--runs N`: Lighthouse runs per page (default 3; the median is reported). `--no-lighthouse` skips it.
// `--save DIR`: writes each page's median Lighthouse report there as JSON. `--pages "home in 375,/movies"`: those
// rows only (no record is written).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { chromePath, chromiumArgs, launchChromium } from '../../../scripts/chromium.mjs';
import { distDir, freePort, startApi, startSite } from '../e2e/serve.mjs';

const run = promisify(execFile);
// What this run prints is also the one current table in docs/benchmarks/ (written when the run completes).
const printed = [];
const print = console.log;
console.log = (...parts) => {
  printed.push(parts.join(' '));
  print(...parts);
};
const recordRun = (name) =>
  writeFileSync(
    new URL(`../../../docs/benchmarks/${name}.md`, import.meta.url),
    `# \`pnpm bench:${name}\`\n\n${new Date().toISOString().slice(0, 10)}, ${execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()}; ${process.argv.slice(2).join(' ') || 'no options'}\n\n\`\`\`text\n${printed.join('\n').trim()}\n\`\`\`\n`,
  );

const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

/** Marks the moment the app is hydrated (`data-ready` on <html>, set by AppProviders) on the page's own clock. */
const markReady = () => {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-ready')) return;
    window.__readyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
};

/**
 * The JavaScript a phone-sized Chromium fetches for each page: the files asked for before the app was hydrated (its
 * first load: what the page needs to become usable) and those asked for after it, until the network was quiet
 * (chunks fetched when idle or on the page's own later work). Sizes are gzip -9 of the files (the unit of the
 * issue's target) and the brotli bytes the server sent.
 */
async function firstLoadTable(site, pages) {
  const browser = await launchChromium(chromium, { executablePath: chromePath });
  try {
    console.log('JavaScript per page as Chromium fetched it (gzip -9 of the files; brotli as sent):');
    console.log('page'.padEnd(12), 'first load'.padStart(11), '(br)'.padStart(10), 'files', '  after hydration');
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(markReady);
      await page.goto(`${site.url}${path}`);
      await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // keen-slider comes a frame after the rows mount, the search overlay's chunk when the page is idle.
      await page.waitForTimeout(1500);
      const { readyAt, scripts } = await page.evaluate(() => ({
        readyAt: window.__readyAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, br: entry.encodedBodySize })),
      }));
      await context.close();
      const before = scripts.filter((script) => script.start < readyAt);
      const after = scripts.filter((script) => script.start >= readyAt);
      const size = (list) => list.reduce((total, script) => total + gzip(script.path.slice(1)), 0);
      const brotli = (list) => list.reduce((total, script) => total + script.br, 0);
      const later = after.map(
        (script) =>
          `${script.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(gzip(script.path.slice(1)))}`,
      );
      console.log(
        name.padEnd(12),
        kb(size(before)).padStart(11),
        kb(brotli(before)).padStart(10),
        String(before.length).padStart(5),
        `  ${kb(size(after))}${later.length ? ` (${later.join(', ')})` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}

const flags = ['--headless=new', ...chromiumArgs].join(' ');
// Simulated throttling multiplies what this machine measured, so a busy moment moves a run by a few points: each
// page is run several times (`--runs N`, default 3) and the median run is reported, with the spread.
const runs = Math.max(1, Number(option('--runs')) || 3);
const saveDir = option('--save');

/** One Lighthouse report; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a lost trace) is run again. */
async function lighthouse(url, options, attempt = 1) {
  try {
    return await lighthouseOnce(url, options);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (Lighthouse run failed: ${String(error.stderr ?? error.message).split('\n')[0]}; running again)`);
    return lighthouse(url, options, attempt + 1);
  }
}

/**
 * A Chromium profile of a signed-in member for one Lighthouse run: the token in local storage, then one visit the
 * app finishes (it learns the active member and writes its age range and the session cookie), as a sign-in leaves
 * them. Fresh per run, so no run finds the service worker or caches of another.
 */
async function signedInProfile(siteUrl, token) {
  const dir = mkdtempSync(join(tmpdir(), 'parde-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${siteUrl}/`);
    await page.waitForFunction(() => window.localStorage.getItem('ageRange') !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => /(?:^|; )parde_session=\d/.test(document.cookie), undefined, { timeout: 5_000 });
  } finally {
    await context.close();
  }
  return dir;
}

/** Lighthouse's options for a page: a phone by default; `width: 1440` a desktop of that size. */
const screenOptions = (width) =>
  width === 1440
    ? [
        '--preset=desktop',
        '--screenEmulation.width=1440',
        '--screenEmulation.height=900',
        '--screenEmulation.deviceScaleFactor=1',
      ]
    : width === 375
      ? ['--screenEmulation.width=375', '--screenEmulation.height=812', '--screenEmulation.deviceScaleFactor=2']
      : [];

async function lighthouseOnce(url, { width, token, siteUrl } = {}) {
  const profile = token ? await signedInProfile(siteUrl, token) : undefined;
  try {
    const { stdout } = await run(
      join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${flags}${profile ? ` --user-data-dir=${profile}` : ''}`,
        ...(profile ? ['--disable-storage-reset'] : []),
        ...screenOptions(width),
      ],
      {
        env: { ...process.env, CHROME_PATH: chromePath },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stdout);
    if (report.runtimeError) throw new Error(report.runtimeError.message ?? report.runtimeError.code);
    return report;
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A member who has watched: a new account (its code from the development outbox) with three films started, so home
 * has «ادامهٔ تماشا» and «چون … را دیدید». Returns the token the app would keep.
 */
async function memberWithHistory(siteUrl) {
  const post = async (path, body, token) => {
    const response = await fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const phone = `0912${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const since = Date.now();
  const { protect_token } = await post('/api/account/generate-otp', { phoneNumber: phone });
  let code;
  for (let tries = 0; !code && tries < 100; tries++) {
    const sent = (await (await fetch(`${siteUrl}/dev/outbox?phone=${phone}`)).json()).data[0];
    if (sent && Date.parse(sent.createdAt) >= since - 1000) {
      code = /(\d{6})/.exec(sent.text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))?.[1];
    }
    if (!code) await new Promise((done) => setTimeout(done, 100));
  }
  if (!code) throw new Error('No sign-in code reached the outbox (is the API in development?)');
  const verified = await post('/api/account/verify-otp', { protect_token, code });
  const { token } = await post(
    '/api/account/register-profile',
    { firstName: 'مریم', lastName: 'احمدی' },
    verified.token,
  );
  const films = (await (await fetch(`${siteUrl}/api/MovieQuery/GetPopularsMovies?pageSize=3`)).json()).data;
  for (const film of films) {
    const { videoId } = await (await fetch(`${siteUrl}/api/MovieQuery/GetById?id=${film.id}`)).json();
    await post('/api/VideoCommand/AddUserActivity', { videoId, position: 600, duration: 6000 }, token);
  }
  return token;
}

await pageTables();
if (process.argv.includes('--html')) await htmlThroughput();
// A run of some pages only is a loop, not the record.
if (!option('--pages')) recordRun('web');

async function pageTables() {
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
      ['/search', `/search?q=${encodeURIComponent('عشق')}`],
      ['sign-in', '/login'],
    ];
    await firstLoadTable(site, pages);
    const token = await memberWithHistory(site.url);
    // Home of a member who has watched, at a phone's and a desktop's width: the personal rows must not move the page.
    const signedIn = [
      ['home in 375', '/', { width: 375, token, siteUrl: site.url }],
      ['home in 1440', '/', { width: 1440, token, siteUrl: site.url }],
    ];
    if (process.argv.includes('--no-lighthouse')) return;
    console.log(
      `\nLighthouse (mobile, simulated throttling; median of ${runs} runs, all performance scores after it):`,
    );
    console.log(
      'page'.padEnd(12),
      'perf',
      ' a11y',
      ' b.p.',
      '  SEO',
      '   FCP',
      '   LCP',
      '  TBT',
      '   CLS',
      ' index',
      '  runs (score@benchmarkIndex)',
    );
    // `--pages "home in 375,/movies"`: only these rows (a quicker loop on one page).
    const only = option('--pages')?.split(',');
    for (const [name, path, options] of [...pages, ...signedIn].filter(([name]) => !only || only.includes(name))) {
      const reports = [];
      for (let i = 0; i < runs; i++) reports.push(await lighthouse(`${site.url}${path}`, options));
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
        String(Math.round(report.environment?.benchmarkIndex ?? 0)).padStart(6),
        `  ${reports.map((r) => `${perf(r)}@${Math.round(r.environment?.benchmarkIndex ?? 0)}`).join(' ')}`,
      );
      // Where the main thread went: the longest tasks Lighthouse saw, by what ran in them.
      const tasks = (report.audits['long-tasks']?.details?.items ?? []).slice(0, 3);
      if (tasks.length > 0) {
        console.log(
          `  long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms ${String(t.url).replace(site.url, '')}`).join(', ')}`,
        );
      }
      const failing = Object.values(report.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length > 0) console.log('  failing audits:', failing.join(', '));
      // What moved, when anything did: Lighthouse's own list of the shifted elements.
      for (const item of report.audits['layout-shifts']?.details?.items ?? []) {
        console.log(`  shifted (${item.score.toFixed(3)}): ${item.node?.selector ?? '?'} ${item.node?.snippet ?? ''}`);
      }
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(report));
      }
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
