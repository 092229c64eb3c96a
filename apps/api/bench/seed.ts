/**
 * `pnpm --filter @parde/api bench:seed`: times the benchmark-scale seed (the demo catalogue, then SEED_SCALE
 * generated titles, 100,000 by default) into a fresh schema of DATABASE_URL (default the local test server),
 * dropped afterwards. BENCH_SCHEMA names the schema (parde_seed_bench).
 */

import { sql } from 'kysely';
import pg from 'pg';
import { seedDemo, seedMore } from '../src/cli/seed';
import { openDatabase, quoteIdent } from '../src/db/database';
import { migrate } from '../src/db/migrations';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_SCHEMA ?? 'parde_seed_bench';
const scale = Number(process.env.SEED_SCALE ?? 100_000);

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
const database = await openDatabase({ url, schema, poolSize: 1, statementTimeoutMs: 0 });
try {
  await migrate(database.db);
  let started = Date.now();
  await seedDemo(database.db);
  console.log(`demo catalogue: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await seedMore(database, scale, { progress: (line) => console.log(line) });
  const seconds = (Date.now() - started) / 1000;
  const { n } = await database.db
    .selectFrom('titles')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${scale.toLocaleString('en')} generated titles: ${seconds.toFixed(1)} s (${n.toLocaleString('en')} titles in all)`,
  );
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await admin.end();
}
