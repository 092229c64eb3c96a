/**
 * `pnpm --filter @parde/api bench:api`: seeds the demo catalogue plus 100,000 scaled titles into PostgreSQL (its own
 * schema, kept between runs; `--fresh` rebuilds it), starts the built server as a child process and loads it with
 * autocannon on loopback. Prints req/s and p50/p99 for the anonymous home list, a movie by id, the home and film
 * pages' HTML with their first data, and search at a fixed 200 req/s.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, quoteIdent } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { isEmpty, seedCatalogue, seedScaled } from '../src/db/seed';
import { catalogueSize, generateCatalogue } from '../src/seed/catalogue';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_SCHEMA ?? 'parde_bench';
const scale = Number(process.env.SEED_SCALE ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 18_181);
const fresh = process.argv.includes('--fresh');

async function prepare() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (fresh) await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  await admin.end();
  const database = await openDatabase({ url, schema });
  await migrate(database.db);
  const movies = async () =>
    Number(
      (
        await database.db
          .selectFrom('titles')
          .where('kind', '=', 'Movie')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await isEmpty(database.db)) || (await movies()) < catalogueSize.movies + scale) {
    const started = Date.now();
    if (await isEmpty(database.db)) await seedCatalogue(database.db, generateCatalogue());
    await seedScaled(database.db, scale);
    console.log(
      `seeded ${scale.toLocaleString('en')} scaled titles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // Statistics and the visibility map as a long-running database would have them.
  await sql`VACUUM ANALYZE titles`.execute(database.db);
  const count = await movies();
  await database.close();
  return count;
}

async function startServer() {
  const main = fileURLToPath(new URL('./main.js', import.meta.url));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      SMS_PROVIDER: 'kavenegar',
      SMS_API_KEY: 'unused-in-bench',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
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

function report(name: string, result: Result) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${Math.round(result.requests.average).toLocaleString('en').padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
}

const movies = await prepare();
console.log(`catalogue: ${movies.toLocaleString('en')} movies in schema ${schema}`);
const child = await startServer();
const base = `http://127.0.0.1:${port}`;
try {
  let n = 0;
  // Warm the pool and the page cache before measuring.
  await autocannon({
    url: `${base}/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic`,
    connections: 10,
    duration: 2,
  });
  report(
    'home list (GetBestMovies Domestic)',
    await autocannon({
      url: `${base}/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic`,
      connections: 32,
      duration,
    }),
  );
  report(
    'movie by id (GetById)',
    await autocannon({
      url: base,
      connections: 32,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/api/MovieQuery/GetById?id=${(n++ % movies) + 1}` }),
        },
      ],
    }),
  );
  // Landing pages: index.html with the page's first answers inside (routes/web/first-data.ts); skipped without a
  // web build.
  if ((await fetch(`${base}/`, { headers: { accept: 'text/html' } })).headers.get('content-type')?.includes('html')) {
    report(
      'home page HTML with its first data',
      await autocannon({ url: `${base}/`, connections: 32, duration, headers: { accept: 'text/html' } }),
    );
    report(
      'film page HTML with its first data',
      await autocannon({
        url: base,
        connections: 32,
        duration,
        headers: { accept: 'text/html' },
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/movies-detail/${(n++ % movies) + 1}` }) },
        ],
      }),
    );
  }
  report(
    'search at 200 req/s',
    await autocannon({
      url: base,
      connections: 10,
      duration,
      overallRate: 200,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/SearchQuery/Search?searchText=${encodeURIComponent(searches[n++ % searches.length]!)}`,
          }),
        },
      ],
    }),
  );
  // The cost of one search without queueing behind others: what the database work itself takes.
  report(
    'search, one at a time',
    await autocannon({
      url: base,
      connections: 1,
      duration: Math.min(duration, 5),
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/SearchQuery/Search?searchText=${encodeURIComponent(searches[n++ % searches.length]!)}`,
          }),
        },
      ],
    }),
  );
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
