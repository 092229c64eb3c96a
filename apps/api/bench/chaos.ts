/**
 * `pnpm bench:chaos`: viewers keep playing while the production topology is broken on purpose (issue #35, item 7).
 * `pnpm cluster` (nginx in front of two built instances in production mode) runs on a PostgreSQL and a Redis of this
 * run's own, so they can be stopped without touching the machine's servers. VIEWERS scripted viewers each play
 * titles one after another: open a film, ask its link, fetch the master playlist, a rendition's playlist and three
 * segments, and report progress. Meanwhile, in turn: one instance is killed, PostgreSQL is restarted, Redis is stopped
 * for 10 s, and bad input is sent at 5 requests a second.
 *
 * The figure is play starts per second (a play has started when its third segment arrived), over a rolling 5 s
 * window, against the same figure before the first fault: each fault's deepest drop and when it was back within 5 %.
 * A progress report the cluster did not take is sent again, as the app's sync does; at the end every viewer's last
 * acknowledged position must be the one the database holds. Figures are printed, not asserted.
 *
 * Needs a build (`pnpm build`), nginx (Debian's package) and redis-server on PATH. Options: `--calm` runs the same
 * timeline without breaking anything (the spread a busy machine gives the figure); CHAOS_VIEWERS (100), CHAOS_PORT
 * (18280), CHAOS_PHASE_SECONDS (30: the time each fault is given before the next one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { createSignInsRepository } from '../src/repositories/sign-ins';
import { Tokens } from '../src/services/tokens';
import { recordRun } from './record';

const recording = recordRun('chaos');
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = fileURLToPath(new URL('./', import.meta.url));
const VIEWERS = Number(process.env.CHAOS_VIEWERS ?? 100);
const PORT = Number(process.env.CHAOS_PORT ?? 18_280);
const PHASE = Number(process.env.CHAOS_PHASE_SECONDS ?? 30);
/** Before the first fault: the cluster warms up, then the baseline is read over the second half. */
const WARM_UP = 20;
const WINDOW = 5;
/** A viewer's pause between two plays, so starts are paced as people are, not as fast as the machine goes. */
const THINK_MS = 3000;
const secret = 'chaos-bench-secret-chaos-bench-secret';
const calm = process.argv.includes('--calm');

const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const clock = () => (Date.now() - started) / 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'parde-chaos-'));
const children: ChildProcess[] = [];
let postgres: EmbeddedPostgres | undefined;

/** Runs a child to its end; rejects with its output when it fails. */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`))));
  });
}

// --- PostgreSQL and Redis of this run ---------------------------------------------------------------------------

const pgPort = await freePort();
const pgOptions = { dir: join(dir, 'postgres'), passwordFile: join(dir, 'secrets/postgres-password'), port: pgPort };
postgres = await startEmbeddedPostgres(pgOptions);
const databaseUrl = postgres.url;

const redisPort = await freePort();
let redis: ChildProcess | undefined;
function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  children.push(redis);
}
startRedis();

async function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await postgres?.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// --- The catalogue, the viewers and the cluster --------------------------------------------------------------------

const media = join(dir, 'media');
mkdirSync(media);
symlinkSync(join(root, 'media/demo'), join(media, 'demo'));
const baseEnv = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: media,
};
await runToEnd(process.execPath, [join(dist, 'seed.js')], baseEnv);

const database = await openDatabase({ url: databaseUrl, statementTimeoutMs: 0 });
const films = (
  await sql<{ content_id: number; id: number }>`
    SELECT v.content_id, v.id FROM videos v JOIN titles t ON t.kind = 'Movie' AND t.id = v.content_id
    WHERE v.kind = 'Movie' AND v.source IS NOT NULL ORDER BY t.popularity DESC LIMIT 20`.execute(database.db)
).rows;
if (films.length === 0) throw new Error('the seeded catalogue has no film with a video');

interface Viewer {
  n: number;
  token: string;
  profileId: number;
  /** The last position the cluster acknowledged, per video. */
  acknowledged: Map<number, number>;
}
const tokens = new Tokens(secret);
const signIns = createSignInsRepository(database.db);
const viewers: Viewer[] = [];
for (let n = 0; n < VIEWERS; n++) {
  const phone = `0912${String(7_000_000 + n).padStart(7, '0')}`;
  const account = await database.db
    .insertInto('accounts')
    .values({ phone, first_name: 'بیننده', last_name: String(n) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await database.db
    .insertInto('profiles')
    .values({
      account_id: account.id,
      slot: 1,
      profile_name: 'بیننده',
      avatar_path: '/media/avatars/1.svg',
      age_range: 18,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signInId = await signIns.start(account.id, 'chaos', profile.id);
  const token = await tokens.access({
    accountId: account.id,
    profileId: profile.id,
    firstName: 'بیننده',
    lastName: String(n),
    freshSignIn: true,
    signInId,
  });
  viewers.push({ n, token, profileId: profile.id, acknowledged: new Map() });
}
// This run's own connections go before PostgreSQL is restarted under them; the figures read it afresh.
await database.close();

/** The cluster's reports over its IPC channel. */
type ClusterReport = { cluster: string; url: string; instances: { pid: number; port: number }[] };
const cluster = spawn(process.execPath, [join(root, 'scripts/cluster.mjs')], {
  cwd: root,
  env: {
    ...baseEnv,
    PORT: String(PORT),
    CLUSTER_DIR: join(dir, 'nginx'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    JWT_SECRET: secret,
    SMS_PROVIDER: 'kavenegar',
    SMS_API_KEY: 'chaos-bench',
    SMS_BASE_URL: 'http://127.0.0.1:9',
    // Every viewer of this run comes from one address; the per-address budgets are not what is measured.
    RATE_LIMIT_READS: '0',
    RATE_LIMIT_WRITES: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
});
children.push(cluster);
let clusterLog = '';
/** The instances' error lines (a 500's cause): each message once, with how often it came. */
const errorLines = new Map<string, number>();
const keepLog = (chunk: Buffer) => {
  clusterLog = (clusterLog + chunk).slice(-20_000);
  for (const line of String(chunk).split('\n')) {
    if (!line.includes('"level":50')) continue;
    const message = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 200);
    const cause = /"message":"([^"]*)"/.exec(line)?.[1] ?? '';
    const key = `${message}${cause ? `: ${cause}` : ''}`;
    errorLines.set(key, (errorLines.get(key) ?? 0) + 1);
  }
};
cluster.stdout?.on('data', keepLog);
cluster.stderr?.on('data', keepLog);
const ready = await new Promise<ClusterReport>((resolve, reject) => {
  cluster.on('message', (message: ClusterReport) => {
    if (message.cluster === 'ready') resolve(message);
  });
  cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${clusterLog}`)));
});
const url = ready.url;
say(`cluster ready on ${url} (${clock().toFixed(0)} s): ${VIEWERS} viewers, ${films.length} films`);

// --- Viewers -------------------------------------------------------------------------------------------------------

/** Play starts by the second they happened in, and failed plays likewise. */
const starts: number[] = [];
const failures: number[] = [];
const failedSteps = new Map<string, number>();
let reportsSent = 0;
let reportsRetried = 0;
let running = true;

/**
 * Retries as the app's own parts do, so a fault counts as a failed play only where a viewer would see one: the API
 * client (`@parde/api-client`) retries a read twice on a network error, a 503 or a 429 (0.3 s, then 0.6 s, or as
 * `Retry-After` asks up to 2.5 s); hls.js retries a network error or a 5xx of the master playlist once, of a
 * rendition's playlist twice, of a segment up to six times (1 s, doubling up to 8 s).
 */
const RETRIES = {
  api: { times: 2, first: 300, statuses: (status: number) => status === 503 || status === 429 },
  master: { times: 1, first: 1000, statuses: (status: number) => status >= 500 },
  playlist: { times: 2, first: 1000, statuses: (status: number) => status >= 500 },
  segment: { times: 6, first: 1000, statuses: (status: number) => status >= 500 },
} as const;

async function get(path: string, kind: keyof typeof RETRIES, token?: string): Promise<Response> {
  const policy = RETRIES[kind];
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${url}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (response?.ok) return response;
    await response?.arrayBuffer();
    const status = response?.status ?? 0;
    if (attempt >= policy.times || (status !== 0 && !policy.statuses(status)))
      throw new Error(String(status || 'network'));
    const asked = Number(response?.headers.get('retry-after'));
    const wait =
      kind === 'api' && asked > 0 ? asked * 1000 : Math.min(policy.first * 2 ** attempt, kind === 'api' ? 2500 : 8000);
    if (kind === 'api' && wait > 2500) throw new Error(String(status));
    await sleep(wait);
  }
}

/** A report the cluster did not take is sent again until it is (the app keeps it in its sync queue). */
async function report(viewer: Viewer, videoId: number, position: number) {
  reportsSent++;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) reportsRetried++;
    const answer = await fetch(`${url}/api/VideoCommand/AddUserActivity`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${viewer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ videoId, position, duration: 600, at: Date.now() }),
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (answer >= 200 && answer < 300) {
      viewer.acknowledged.set(videoId, position);
      return;
    }
    await sleep(Math.min(500 * 2 ** attempt, 4000));
  }
}

async function play(viewer: Viewer, round: number) {
  const film = films[(viewer.n + round) % films.length]!;
  let step = 'title';
  try {
    await (await get(`/api/MovieQuery/GetById?id=${film.content_id}`, 'api')).arrayBuffer();
    step = 'link';
    const link = (await (await get(`/api/VideoQuery/GetVideoLink?videoId=${film.id}`, 'api', viewer.token)).json()) as {
      url: string;
    };
    const prefix = link.url.replace(/^https?:\/\/[^/]+/, '').replace(/\/master\.m3u8$/, '');
    step = 'master';
    const master = await (await get(`${prefix}/master.m3u8`, 'master')).text();
    const rung = master.split('\n').find((line) => line.endsWith('.m3u8'));
    if (!rung) throw new Error('no rendition');
    step = 'playlist';
    const playlist = await (await get(`${prefix}/${rung}`, 'playlist')).text();
    const folder = rung.replace(/[^/]+$/, '');
    const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
    step = 'segments';
    for (const segment of segments.slice(0, 3))
      await (await get(`${prefix}/${folder}${segment}`, 'segment')).arrayBuffer();
    starts.push(Math.floor(clock()));
  } catch (error) {
    failures.push(Math.floor(clock()));
    const key = `${step} ${(error as Error).message}`;
    failedSteps.set(key, (failedSteps.get(key) ?? 0) + 1);
    return;
  }
  await report(viewer, film.id, 10 + round);
}

async function viewerLoop(viewer: Viewer) {
  // Spread over the first pause, so the viewers do not all start in the same millisecond.
  await sleep(Math.random() * THINK_MS);
  for (let round = 0; running; round++) {
    await play(viewer, round);
    await sleep(THINK_MS);
  }
}
const loops = viewers.map(viewerLoop);

// --- Faults ----------------------------------------------------------------------------------------------------------

interface Fault {
  name: string;
  at: number;
}
const faults: Fault[] = [];
const mark = (fault: string) => {
  const name = calm ? `(calm) ${fault}` : fault;
  faults.push({ name, at: Math.floor(clock()) });
  say(`${clock().toFixed(1)} s: ${name}`);
};
const untilSecond = async (second: number) => {
  while (clock() < second) await sleep(100);
};

let bad = { sent: 0, fourHundreds: 0, other: new Map<string, number>() };
/** Input every page and endpoint must refuse as the client's fault: 5 a second for `seconds`. */
async function badInput(seconds: number) {
  const paths = [
    `/search?q=${encodeURIComponent('خانه')}&page=101`,
    `/search?q=${'ب'.repeat(150)}`,
    `/api/SearchQuery/Search?searchText=${'ب'.repeat(150)}`,
    '/api/MovieQuery/GetById?id=-1',
    '/movies?page=abc',
  ];
  const pending: Promise<void>[] = [];
  for (let i = 0; i < seconds * 5; i++) {
    const path = paths[i % paths.length]!;
    bad.sent++;
    pending.push(
      fetch(`${url}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status >= 400 && response.status < 500) bad.fourHundreds++;
          else bad.other.set(String(response.status), (bad.other.get(String(response.status)) ?? 0) + 1);
        },
        () => {
          bad.other.set('error', (bad.other.get('error') ?? 0) + 1);
        },
      ),
    );
    await sleep(200);
  }
  await Promise.all(pending);
}

const first = WARM_UP;
await untilSecond(first);
mark('one instance killed (SIGKILL)');
if (!calm) process.kill(ready.instances[0]!.pid, 'SIGKILL');

await untilSecond(first + PHASE);
mark('PostgreSQL restarted');
if (!calm) {
  await postgres.stop();
  postgres = await startEmbeddedPostgres(pgOptions);
}

await untilSecond(first + 2 * PHASE);
mark('Redis stopped for 10 s');
if (!calm) {
  redis?.kill('SIGKILL');
  await sleep(10_000);
  startRedis();
}

await untilSecond(first + 3 * PHASE);
mark('bad input at 5 a second for 15 s');
bad = { sent: 0, fourHundreds: 0, other: new Map() };
if (!calm) await badInput(15);

await untilSecond(first + 4 * PHASE);
running = false;
await Promise.all(loops);
const end = Math.floor(clock());

// --- Figures ---------------------------------------------------------------------------------------------------------

const perSecond = (events: number[]) => {
  const counts = new Array<number>(end + 1).fill(0);
  for (const second of events) if (second <= end) counts[second] = (counts[second] ?? 0) + 1;
  return counts;
};
const startCounts = perSecond(starts);
/** The rolling mean over the WINDOW seconds ending at `second`. */
const rolling = (second: number) => {
  let sum = 0;
  for (let s = second - WINDOW + 1; s <= second; s++) sum += startCounts[s] ?? 0;
  return sum / WINDOW;
};
const baselineFrom = Math.floor(WARM_UP / 2);
const baseline = startCounts.slice(baselineFrom, first).reduce((a, b) => a + b, 0) / (first - baselineFrom);

say('');
say(`play starts per second before the first fault: ${baseline.toFixed(1)} (seconds ${baselineFrom}–${first})`);
say('');
say('| fault | at | deepest 5 s mean | drop | back within 5 % after | failed plays in its 30 s |');
say('|---|---|---|---|---|---|');
for (const fault of faults) {
  const until = Math.min(fault.at + PHASE, end);
  let deepest = Number.POSITIVE_INFINITY;
  let backAt: number | undefined;
  for (let s = fault.at; s <= until; s++) {
    const mean = rolling(s);
    deepest = Math.min(deepest, mean);
    if (mean >= 0.95 * baseline) backAt ??= s;
    else backAt = undefined;
  }
  const failed = failures.filter((second) => second >= fault.at && second < until).length;
  const drop = baseline > 0 ? Math.max(0, 1 - deepest / baseline) : 0;
  say(
    `| ${fault.name} | ${fault.at} s | ${deepest.toFixed(1)}/s | ${(drop * 100).toFixed(1)} % | ${
      backAt === undefined ? `not within ${PHASE} s` : `${backAt - fault.at} s`
    } | ${failed} |`,
  );
}
say('');
say(`plays started: ${starts.length}; failed: ${failures.length}`);
for (const [step, count] of failedSteps) say(`  failed at ${step}: ${count}`);
say(
  `bad input: ${bad.sent} sent, ${bad.fourHundreds} answered 4xx${
    bad.other.size ? `, others: ${[...bad.other].map(([k, v]) => `${k} × ${v}`).join(', ')}` : ''
  }`,
);

// Every acknowledged report is what the database holds (a later report of the same video replaces an earlier one).
const after = await openDatabase({ url: postgres.url, statementTimeoutMs: 0 });
const held = new Map(
  (
    await sql<{ profile_id: number; video_id: number; position: number }>`
      SELECT profile_id, video_id, position FROM user_activity`.execute(after.db)
  ).rows.map((row) => [`${row.profile_id}:${row.video_id}`, Number(row.position)]),
);
let lost = 0;
for (const viewer of viewers) {
  for (const [videoId, position] of viewer.acknowledged) {
    if (held.get(`${viewer.profileId}:${videoId}`) !== position) lost++;
  }
}
for (const [line, count] of errorLines) say(`instances logged an error ${count} ×: ${line}`);
say(`progress reports: ${reportsSent} sent, ${reportsRetried} sent again after a failure, ${lost} lost`);

await after.close();
await new Promise<void>((resolve) => {
  cluster.once('exit', () => resolve());
  cluster.kill('SIGTERM');
});
await cleanUp();
recording.save();
process.exit(0);
