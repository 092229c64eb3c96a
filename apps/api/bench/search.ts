/**
 * `pnpm bench:search`: search quality, not speed. Seeds the demo catalogue into a fresh database (in-memory PGlite,
 * or its own schema on PostgreSQL when `DATABASE_URL` is set), asks the real search endpoint every query of the
 * labelled set (`search-queries.ts`) and prints recall@1, recall@5 and mean reciprocal rank per kind of mistake;
 * then the intent set (`intent-queries.ts`: genres, tags, countries, kinds and stars' works; recall@5 and the share of
 * the first five titles that fit the query), then asks «مشابه‌ها» for the labelled pairs of `similar-pairs.ts` and prints how often the expected neighbour is
 * in the first six (the row shows six posters on a wide screen).
 *
 *   --failures        list the queries whose target is not in the first five
 *   --list            print the whole labelled set and exit
 *   --per-kind=N      queries per kind (default 40)
 */
import { randomBytes } from 'node:crypto';
import type { SearchResult } from '@parde/api-client';
import { generateCatalogue } from '@parde/demo-catalogue';
import pg from 'pg';
import { buildApp } from '../src/app';
import { seedDemo } from '../src/cli/seed';
import { loadConfig } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { type IntentQuery, intentKinds, intentQueries } from './intent-queries';
import { recordRun } from './record';
import { type LabelledQuery, labelledQueries, mistakeKinds } from './search-queries';
import { type SimilarPair, similarPairs } from './similar-pairs';

const args = process.argv.slice(2);
const perKind = Number(args.find((a) => a.startsWith('--per-kind='))?.split('=')[1] ?? 40);
const catalogue = generateCatalogue();
const queries = labelledQueries(catalogue, { perKind });

if (args.includes('--list')) {
  for (const q of queries)
    console.log(`${q.kind}\t${q.query}\t${q.target.type}:${q.target.id} ${q.target.text}\t${q.how}`);
  process.exit(0);
}

const recording = recordRun('search');
const url = process.env.DATABASE_URL;
const schema = url ? `search_bench_${randomBytes(4).toString('hex')}` : undefined;
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}
if (schema) await admin(`CREATE SCHEMA ${quoteIdent(schema)}`);
const database = await openDatabase({ url, schema });
await migrate(database.db);
await seedDemo(database.db, catalogue);
const app = await buildApp({
  // One client asks every query: the per-address limit would stop the run, not measure search.
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', RATE_LIMIT_SEARCH: '0' }),
  database,
  secret: 'bench-secret-bench-secret-bench-secret',
  logger: process.env.SEARCH_DEBUG ? { level: 'error' } : false,
});

interface Outcome {
  query: LabelledQuery;
  /** 1-based rank of the target, or 0 when it is not in the answer. */
  rank: number;
  top: string[];
  ms: number;
}

const outcomes: Outcome[] = [];
const intents = intentQueries(catalogue);
const intentOutcomes: { query: IntentQuery; rank: number; top: string[]; fit: number; shown: number }[] = [];
const pairs = similarPairs(catalogue);
/** Each pair with the 1-based rank of its expected neighbour (0: absent) and whether any answer broke a rule. */
const neighbours: { pair: SimilarPair; rank: number; top: string[]; broken: boolean }[] = [];
try {
  for (const query of queries) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/SearchQuery/Search?searchText=${encodeURIComponent(query.query)}`,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`«${query.query}» answered ${response.statusCode}: ${response.body}`);
    const data = (response.json() as { data: SearchResult[] }).data;
    const index = data.findIndex((r) => r.type === query.target.type && r.id === query.target.id);
    outcomes.push({ query, rank: index + 1, top: data.slice(0, 5).map((r) => r.title), ms });
  }
  for (const query of intents) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/SearchQuery/Search?searchText=${encodeURIComponent(query.query)}`,
    });
    if (response.statusCode !== 200) throw new Error(`«${query.query}» answered ${response.statusCode}`);
    const data = (response.json() as { data: SearchResult[] }).data;
    const firstTitles = data.filter((r) => r.type !== 'Star').slice(0, 5);
    intentOutcomes.push({
      query,
      rank: data.findIndex((r) => r.type === query.target.type && r.id === query.target.id) + 1,
      top: data.slice(0, 5).map((r) => r.title),
      fit: firstTitles.filter((r) => query.fits(r)).length,
      shown: firstTitles.length,
    });
  }
  for (const pair of pairs) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/TitleQuery/GetSimilar?type=${pair.type}&id=${pair.id}&pageSize=12`,
      headers: { AgeRange: String(pair.age) },
    });
    if (response.statusCode !== 200) throw new Error(`similar to ${pair.id} answered ${response.statusCode}`);
    const data = (response.json() as { data: { id: number; title: string; ageRange: number }[] }).data;
    neighbours.push({
      pair,
      rank: data.findIndex((card) => card.id === pair.expected.id) + 1,
      top: data.slice(0, 6).map((card) => card.title),
      broken: data.some((card) => card.id === pair.id || card.ageRange > pair.age),
    });
  }
} finally {
  await app.close();
  await database.close();
  if (schema) await admin(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A table row's first cells: name, count, recall at 1 and 5, mean reciprocal rank. */
function recallCells(name: string, list: { rank: number }[]) {
  const n = list.length;
  const at = (k: number) => list.filter((o) => o.rank > 0 && o.rank <= k).length / n;
  const mrr = list.reduce((sum, o) => sum + (o.rank > 0 ? 1 / o.rank : 0), 0) / n;
  return `| ${name.padEnd(22)} | ${String(n).padStart(4)} | ${pct(at(1)).padStart(6)} | ${pct(at(5)).padStart(6)} | ${mrr.toFixed(3)} |`;
}

console.log(
  `engine: ${database.engine}; catalogue: ${catalogue.movies.length + catalogue.series.length} titles, ${catalogue.stars.length} stars; ${queries.length} queries\n`,
);
console.log('| kind                   |    n | rec@1  | rec@5  | MRR   |');
console.log('| ---------------------- | ---- | ------ | ------ | ----- |');
for (const kind of mistakeKinds)
  console.log(
    recallCells(
      kind,
      outcomes.filter((o) => o.query.kind === kind),
    ),
  );
console.log(recallCells('all', outcomes));
const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
console.log(
  `\nin-process time per query (inject, one at a time): p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms`,
);

type IntentOutcome = (typeof intentOutcomes)[number];
function intentRow(name: string, list: IntentOutcome[]) {
  const shown = list.reduce((sum, o) => sum + o.shown, 0);
  const fit = shown === 0 ? 0 : list.reduce((sum, o) => sum + o.fit, 0) / shown;
  return `${recallCells(name, list)} ${pct(fit).padStart(6)} |`;
}
console.log(
  `\nintent set: ${intentOutcomes.length} queries (fit@5: share of the first five titles that fit the query)\n`,
);
console.log('| intent                 |    n | rec@1  | rec@5  | MRR   | fit@5  |');
console.log('| ---------------------- | ---- | ------ | ------ | ----- | ------ |');
for (const kind of intentKinds)
  console.log(
    intentRow(
      kind,
      intentOutcomes.filter((o) => o.query.kind === kind),
    ),
  );
console.log(intentRow('all', intentOutcomes));

const inSix = neighbours.filter((n) => n.rank > 0 && n.rank <= 6).length;
console.log(
  `\n«مشابه‌ها»: ${neighbours.length} labelled pairs; expected neighbour in the first six: ${pct(inSix / neighbours.length)}, first: ${pct(neighbours.filter((n) => n.rank === 1).length / neighbours.length)}; answers with the title itself or above its age: ${neighbours.filter((n) => n.broken).length}`,
);

if (args.includes('--failures')) {
  for (const o of intentOutcomes.filter((o) => o.rank === 0 || o.rank > 5 || o.fit < o.shown))
    console.log(
      `intent\t${o.query.kind}\t«${o.query.query}» → ${o.query.target.text}; rank ${o.rank || '-'}; fit ${o.fit}/${o.shown}; top: ${o.top.join(' · ')}`,
    );
  for (const n of neighbours.filter((n) => n.rank === 0 || n.rank > 6))
    console.log(
      `similar\t«${n.pair.title}» → «${n.pair.expected.title}»; rank ${n.rank || '-'}; top: ${n.top.join(' · ')}`,
    );
  console.log('\nnot in the first five:');
  for (const o of outcomes.filter((o) => o.rank === 0 || o.rank > 5)) {
    console.log(
      `${o.query.kind}\t«${o.query.query}» → ${o.query.target.type}:${o.query.target.text} (${o.query.how}); rank ${o.rank || '-'}; top: ${o.top.join(' · ')}`,
    );
  }
}
recording.save();
