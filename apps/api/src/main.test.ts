/**
 * Start-up as an operator meets it: the built server (`dist/main.js`, under this Node) started with one thing wrong
 * at a time. Each must exit non-zero on its own (it is killed after a generous bound, which fails the case), printing
 * one line that names the cause and the fix, and no stack trace; how long each took is printed, not asserted. Needs the build (turbo builds the API before its tests).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, '../dist/main.js');
// The machine's PostgreSQL (CI's too); every case below fails before it would migrate anything there.
const postgres = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
/** The machine's PostgreSQL address with some parts changed. */
const at = (parts: Partial<Pick<URL, 'hostname' | 'port' | 'pathname' | 'username'>>) =>
  Object.assign(new URL(postgres), parts).href;
const dataDir = mkdtempSync(join(tmpdir(), 'parde-startup-'));
// As root the embedded PostgreSQL runs as `postgres`, which must pass through this folder.
chmodSync(dataDir, 0o755);

/** Only what a server needs: none of the test run's own settings (DATABASE_URL among them) leak in. */
const baseEnv = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  // apps/web/dist may be mid-build beside these tests.
  WEB_DIST: '/nonexistent',
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Starts the built server with only `env` (and PATH, HOME) set; resolves when it exits. A server that has not exited
 * after 25 s is killed (no exit code), a bound far above a refusal's time on a loaded machine yet inside the test's.
 */
function start(env: Record<string, string>): Promise<Run> {
  const began = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: performance.now() - began });
    });
  });
}

/** Expects a refusal: exit 1 of its own accord, and stderr exactly `lines`, each matching its pattern. */
function expectRefused(run: Run, ...lines: RegExp[]) {
  const printed = run.stderr.trimEnd().split('\n');
  expect(printed, run.stderr).toHaveLength(lines.length);
  lines.forEach((line, i) => {
    expect(printed[i]).toMatch(line);
  });
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.code).toBe(1);
  console.log(`refused in ${Math.round(run.ms)} ms: ${printed[0]}`);
}

let taken: Server;
let takenPort = 0;
beforeAll(async () => {
  if (!existsSync(main)) throw new Error(`${main} is missing: build the API first (pnpm exec turbo run build)`);
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

// Nothing on port 1 listens: a database there is unreachable.
const closed = at({ port: '1' });

describe('a server that cannot start says why in one line and exits', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['PORT that is not a number', { PORT: 'abc' }, /^\[parde\] PORT="abc": expected a port number from 0 to 65535/],
    [
      'a timeout with a unit',
      { STATEMENT_TIMEOUT_MS: '5s' },
      /^\[parde\] STATEMENT_TIMEOUT_MS="5s": expected a whole number of milliseconds, e\.g\. 5000$/,
    ],
    ['a negative pool size', { DATABASE_POOL_SIZE: '-3' }, /^\[parde\] DATABASE_POOL_SIZE="-3": expected a whole/],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, /^\[parde\] LOG_LEVEL="verbose": expected fatal, error/],
    ['TRUST_PROXY that is none of its forms', { TRUST_PROXY: 'yes' }, /^\[parde\] TRUST_PROXY="yes": expected true/],
    [
      'a production secret of spaces',
      { NODE_ENV: 'production', SMS_API_KEY: 'k', JWT_SECRET: ' '.repeat(32) },
      /^\[parde\] JWT_SECRET \(32 characters, all whitespace\): expected at least 32 characters that are not/,
    ],
    [
      'production without a secret',
      { NODE_ENV: 'production', SMS_API_KEY: 'k' },
      /^\[parde\] JWT_SECRET is unset: production needs/,
    ],
    [
      'an unknown SMS provider',
      { SMS_PROVIDER: 'pigeon' },
      /^\[parde\] SMS_PROVIDER="pigeon": expected dev or kavenegar$/,
    ],
    [
      'a malformed DATABASE_URL',
      { DATABASE_URL: 'postgres//nowhere' },
      /^\[parde\] DATABASE_URL="postgres\/\/nowhere": expected a PostgreSQL address/,
    ],
    [
      'a database nobody listens for',
      { DATABASE_URL: closed, PORT: '0' },
      /^\[parde\] database unreachable: PostgreSQL at 127\.0\.0\.1:1 refused the connection; start PostgreSQL there or correct DATABASE_URL$/,
    ],
    [
      'a database host that does not exist',
      { DATABASE_URL: at({ hostname: 'no-such-host.invalid' }), PORT: '0' },
      /^\[parde\] database unreachable: the host of PostgreSQL at no-such-host\.invalid:\d+ is not known/,
    ],
    [
      'a database that does not exist',
      { DATABASE_URL: at({ pathname: '/parde_no_such_database' }), PORT: '0' },
      /^\[parde\] database missing: PostgreSQL at [\d.]+:\d+ has no database "parde_no_such_database"; create it \(createdb/,
    ],
    [
      'a user the database does not know',
      { DATABASE_URL: at({ username: 'parde_no_such_user' }), PORT: '0' },
      /^\[parde\] authentication failed for user "parde_no_such_user" on PostgreSQL at [\d.]+:\d+ .*correct the user or password in DATABASE_URL$/,
    ],
    [
      'HOST that is not an address of this machine',
      { HOST: '192.0.2.1', DATABASE_URL: closed },
      /^\[parde\] HOST="192\.0\.2\.1" is not an address of this machine; set HOST/,
    ],
  ])('%s', async (_name, env, line) => {
    expectRefused(await start(env), line);
  });

  it('a port in use, before it touches the database', async () => {
    const run = await start({ PORT: String(takenPort), DATABASE_URL: closed });
    expectRefused(
      run,
      // The listener is this test's process, found by its socket.
      new RegExp(
        `^\\[parde\\] port ${takenPort} is in use on 127\\.0\\.0\\.1 by pid ${process.pid} \\(.*\\); stop it, or set PORT to a free port$`,
      ),
    );
  });

  it('every wrong value at once, one line each', async () => {
    const run = await start({
      PORT: 'abc',
      STATEMENT_TIMEOUT_MS: '5s',
      DATABASE_POOL_SIZE: '-3',
      TRUST_PROXY: 'maybe',
    });
    expectRefused(
      run,
      /^\[parde\] PORT=/,
      /^\[parde\] DATABASE_POOL_SIZE=/,
      /^\[parde\] STATEMENT_TIMEOUT_MS=/,
      /^\[parde\] TRUST_PROXY=/,
    );
  });
});

/** The embedded PostgreSQL's postmaster: its pid and port, from its lock file. */
function postmaster() {
  const [pid = '', , , port = ''] = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number.parseInt(pid, 10), port: Number.parseInt(port, 10) };
}

/** Readiness of the server on `port`: its status, or 0 when nothing answers. */
const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
    (response) => response.status,
    () => 0,
  );

describe('a server with its embedded database', () => {
  let first: ChildProcess | undefined;
  let stderr = '';
  let stdout = '';
  let port = 0;
  afterAll(async () => {
    if (first && first.exitCode === null) {
      first.kill('SIGTERM');
      await new Promise((resolve) => first?.once('exit', resolve));
    }
  });

  it('the running server tells its parent it listens; a second on its DATA_DIR refuses, naming its pid', async () => {
    // The first server, as `npm start` runs it: with an IPC channel, on which it says it listens.
    first = spawn(process.execPath, [main], {
      env: { ...baseEnv, PORT: '0', RATE_LIMIT_READS: '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    first.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    first.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    const said = await new Promise<{ parde: string; pid: number; port: number }>((resolve, reject) => {
      first?.once('message', resolve as (message: unknown) => void);
      first?.once('exit', (code) => reject(new Error(`the first server exited (${code}): ${stderr}`)));
    });
    expect(said).toMatchObject({ parde: 'listening', pid: first.pid, port: expect.any(Number) });
    port = said.port;
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

    const second = await start({ PORT: '0' });
    expectRefused(
      second,
      new RegExp(
        `^\\[parde\\] could not start: DATA_DIR ${dataDir} is in use by a running server \\(pid ${first.pid}\\).*give this one a DATA_DIR of its own`,
      ),
    );
    // Its port too: the refusal names the Parde server holding it.
    expectRefused(
      await start({ PORT: String(port) }),
      new RegExp(
        `^\\[parde\\] port ${port} is in use on 127\\.0\\.0\\.1 by another Parde server \\(pid ${first.pid}\\)`,
      ),
    );
  }, 180_000);

  it('restarts its embedded PostgreSQL when it is killed, and is ready again', async () => {
    if (!first || first.exitCode !== null) throw new Error(`the first server is not running: ${stderr}`);
    const before = postmaster();
    process.kill(before.pid, 'SIGKILL');
    // Unready while the database is away (once its last backends have noticed), then ready again without the API
    // restarting.
    const seen: number[] = [];
    for (let status = 0; status !== 200 || !seen.includes(503); ) {
      status = await readiness(port);
      if (seen.at(-1) !== status) seen.push(status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.slice(seen.indexOf(503))).toEqual([503, 200]);
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(first.exitCode).toBe(null);
    expect(postmaster().pid).not.toBe(before.pid);
    expect(postmaster().port).toBe(before.port);
    expect((await fetch(`http://127.0.0.1:${port}/api/MovieQuery/GetBestMovies`)).status).toBe(200);
    expect(stdout).toMatch(/\[parde\] database: the embedded PostgreSQL stopped \(killed by SIGKILL\); restarting it/);
    expect(stdout).toMatch(/\[parde\] database: the embedded PostgreSQL runs again \(attempt \d\)/);
  });

  it('stops on SIGTERM before its own drain limit, database included, telling keep-alive clients to close', async () => {
    const server = first;
    if (!server || server.exitCode !== null) throw new Error(`the first server is not running: ${stderr}`);
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const postgresPid = postmaster().pid;
    // Eight keep-alive clients reading all along, as a load balancer's connections do.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: string[] = [];
    let signalled = false;
    let done = false;
    const get = (path: string) =>
      new Promise<string>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(`${res.statusCode}${res.headers.connection === 'close' ? ' close' : ''}`));
        });
        // A socket that carried an earlier answer and is then reset is what `Connection: close` must prevent.
        req.on('error', (error: NodeJS.ErrnoException) =>
          resolve(`${error.code} ${req.reusedSocket ? 'reused' : 'new'}`),
        );
        req.end();
      });
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (!done) {
        const outcome = await get(i % 2 ? '/api/MovieQuery/GetBestMovies' : '/api/health/live');
        if (signalled) outcomes.push(outcome);
        // Refused: the listener is closed; a client (or a load balancer) goes elsewhere.
        if (outcome.startsWith('ECONNREFUSED')) break;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const began = performance.now();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    signalled = true;
    server.kill('SIGTERM');
    const code = await exited;
    const ms = performance.now() - began;
    done = true;
    await Promise.all(clients);
    agent.destroy();

    console.log(`stopped on SIGTERM in ${Math.round(ms)} ms`);
    expect(code).toBe(0);
    // The server's own drain limit (close-with-grace in main.ts) ended it otherwise.
    expect(stderr).not.toMatch(/killed by timeout/);
    expect(outcomes.filter((outcome) => outcome.endsWith('reused'))).toEqual([]);
    expect(outcomes).toContain('200 close');
    expect(existsSync(pidFile)).toBe(false);
    expect(() => process.kill(postgresPid, 0)).toThrow();
  });

  it('exits non-zero with one line when its embedded PostgreSQL cannot be restarted', async () => {
    const server = spawn(process.execPath, [main], {
      env: { ...baseEnv, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let said = '';
    server.stderr?.on('data', (chunk) => {
      said += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await new Promise((resolve, reject) => {
      server.once('message', resolve);
      server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${said}`)));
    });
    // Its cluster made unusable (without its version file PostgreSQL refuses the folder), then the server killed.
    const version = join(dataDir, 'postgres', 'PG_VERSION');
    renameSync(version, `${version}.away`);
    process.kill(postmaster().pid, 'SIGKILL');
    try {
      expect(await exited).toBe(1);
      expect(said.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          /^\[parde\] the embedded PostgreSQL in .* \(127\.0\.0\.1:\d+\) died \(killed by SIGKILL\) and did not restart after 5 attempts: .*not a valid data directory.*; check its folder/,
        ),
      ]);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      renameSync(`${version}.away`, version);
    }
  });
});
