/**
 * `npm start` as supervisors, terminals and IDEs stop it (issue #39): a signal to any of its processes (npm, npm's
 * shell, `scripts/run.mjs`, the server), or the end of the process that started it, ends the server and its embedded
 * PostgreSQL; a clean stop exits 0 and says so. Then the seed step's refusals, one line each, and the bootstrap of
 * Node and pnpm under two Node versions in turn, from a registry of this test's own. Needs the build.
 */
import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const seed = join(import.meta.dirname, '../dist/seed.js');
const dataDir = mkdtempSync(join(tmpdir(), 'parde-start-stop-'));
// As root the embedded PostgreSQL runs as `postgres`, which must pass through this folder.
chmodSync(dataDir, 0o755);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Every process on the machine: pid, parent and command line. */
function processes() {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args ?? '' }));
}

/** `pid` and every process below it. */
function tree(pid: number): { pid: number; args: string }[] {
  const all = processes();
  const found = all.filter((p) => p.pid === pid);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `command` to its end (killed after 60 s); answers its exit code and what it printed on each stream. */
function finished(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    }),
  );
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The processes `npm start` runs, found once it is ready. */
  npm?: number;
  script: number;
  server: number;
  postgres: number;
}

/** `npm start -- --no-build` (or the script alone), ready: every process it runs found by its command line. */
async function startIt(through: 'npm' | 'script'): Promise<Started> {
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: String(port) };
  const child =
    through === 'npm'
      ? spawn('npm', ['start', '--', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, ['scripts/run.mjs', 'start', '--no-build'], {
          cwd: root,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 1200 && !output.includes('[parde] ready in'); i++) {
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  if (!output.includes('[parde] ready in')) throw new Error(`npm start did not get ready:\n${output}`);
  const below = tree(child.pid!);
  const find = (pattern: RegExp) => below.find((p) => pattern.test(p.args))?.pid;
  const script = find(/scripts\/run\.mjs start/);
  const server = find(/dist\/main\.js/);
  const postgres = find(/bin\/postgres -D/);
  if (!script || !server || !postgres) throw new Error(`processes not found: ${JSON.stringify(below)}`);
  return {
    child,
    output: () => output,
    exited,
    ...(through === 'npm' ? { npm: child.pid! } : {}),
    script,
    server,
    postgres,
  };
}

/** Waits until none of `pids` runs (bounded generously; the time is printed, not asserted). */
async function allGone(pids: number[]): Promise<number[]> {
  const began = performance.now();
  for (let i = 0; i < 600 && pids.some(alive); i++) await sleep(100);
  console.log(`stopped in ${Math.round(performance.now() - began)} ms`);
  return pids.filter(alive);
}

describe('npm start stops whichever of its processes is told to', () => {
  /** What the case started, to be ended when it failed to (the next case needs the data folder). */
  let started: Started | undefined;
  afterEach(() => {
    for (const pid of [started?.npm, started?.script, started?.server, started?.postgres])
      if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    started = undefined;
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  // npm runs the script as `exec node …`, so there is no shell between them to be signalled.
  // npm and the server each told, the script killed outright (below): npm forwards SIGTERM and SIGINT to the script
  // (it runs it as `exec node …`, no shell between), and dies of SIGHUP, which the script notices as a new parent.
  const cases: { target: 'npm' | 'script' | 'server'; signal: NodeJS.Signals; through: 'npm' | 'script' }[] = [
    { target: 'npm', signal: 'SIGTERM', through: 'npm' },
    { target: 'npm', signal: 'SIGHUP', through: 'npm' },
    { target: 'server', signal: 'SIGHUP', through: 'script' },
  ];
  for (const { target, signal, through } of cases) {
    it(`${signal} to the ${target}`, async () => {
      const run = await startIt(through);
      started = run;
      process.kill(run[target]!, signal);
      expect(await allGone([run.script, run.server, run.postgres])).toEqual([]);
      // The server says it stops and that it has stopped; the script, when it is our child, exits 0.
      expect(run.output()).toMatch(/\[parde\] stopping \(.+\): finishing the requests under way/);
      expect(run.output()).toContain('[parde] stopped');
      if (through === 'script') expect(await run.exited).toBe(0);
    });
  }

  it('the end of the process that started it (killed outright)', async () => {
    const run = await startIt('script');
    started = run;
    process.kill(run.script, 'SIGKILL');
    expect(await allGone([run.server, run.postgres])).toEqual([]);
    expect(run.output()).toContain('[parde] stopping (the process that started it is gone)');
  });
});

describe('the seed step refuses in one line, as the server does', () => {
  let silent: Server;
  let silentPort = 0;
  /** The connections it holds: closing the server waits for them, so they are ended first. */
  const held = new Set<Socket>();
  beforeAll(async () => {
    // Takes connections and never answers: a database that hangs.
    silent = createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  const runSeed = (databaseUrl: string) =>
    finished(process.execPath, [seed], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl },
    });

  it('a database that refuses the connection', async () => {
    const run = await runSeed('postgres://postgres@127.0.0.1:1/parde');
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      '[parde] database unreachable: PostgreSQL at 127.0.0.1:1 refused the connection; start PostgreSQL there or correct DATABASE_URL',
    ]);
  });

  it('a database that takes the connection and never answers', async () => {
    const run = await runSeed(`postgres://postgres@127.0.0.1:${silentPort}/parde`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `[parde] database unreachable: PostgreSQL at 127.0.0.1:${silentPort} did not answer within seconds; check that it runs and answers there, or correct DATABASE_URL`,
    ]);
  });
});

/** A tarball as npm packs it: the files under `package/`. */
function pack(dir: string, name: string, version: string, files: Record<string, string>, bin: Record<string, string>) {
  const source = join(dir, `${name}-src`, 'package');
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name, version, bin }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(source, file, '..'), { recursive: true });
    writeFileSync(join(source, file), text, { mode: 0o755 });
  }
  const tarball = join(dir, `${name}-${version}.tgz`);
  execFileSync('tar', ['-czf', tarball, '-C', join(source, '..'), 'package']);
  return readFileSync(tarball);
}

/** The machine's own Node when it is older than 24 (the bootstrap's case), else undefined. */
const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) =>
    existsSync(path) &&
    Number(execFileSync(path, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim()) < 24,
);

describe.skipIf(!olderNode)('the bootstrap under two Node versions in turn', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parde-bootstrap-'));
  const repo = join(dir, 'repo');
  const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  const marker = join(dir, 'pnpm-ran');
  let registry: HttpServer;
  let registryUrl = '';

  beforeAll(async () => {
    mkdirSync(join(repo, 'scripts'), { recursive: true });
    // The script and the one module it imports (the Chromium path it checks for `npm test`).
    for (const file of ['run.mjs', 'chromium.mjs'])
      copyFileSync(join(root, 'scripts', file), join(repo, 'scripts', file));
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ packageManager: `pnpm@${pnpmVersion}` }));
    // Stand-ins with the registry's names: `node` runs this test's Node 24, `pnpm` records which Node ran it.
    const tarballs = new Map<string, Buffer>([
      [
        'node',
        pack(
          dir,
          'node',
          '24.0.0',
          { 'bin/node': `#!/bin/sh\nexec "${process.execPath}" "$@"\n` },
          { node: 'bin/node' },
        ),
      ],
      [
        'pnpm',
        pack(
          dir,
          'pnpm',
          pnpmVersion,
          {
            'bin/pnpm.cjs': `#!/usr/bin/env node\nrequire('fs').appendFileSync(${JSON.stringify(marker)}, process.versions.node.split('.')[0] + ' ' + process.argv.slice(2).join(' ') + '\\n');\n`,
          },
          { pnpm: 'bin/pnpm.cjs' },
        ),
      ],
    ]);
    const versions = { node: '24.0.0', pnpm: pnpmVersion } as Record<string, string>;
    registry = createHttpServer((request, response) => {
      const [, name = '', dash, file] = (request.url ?? '').split('/');
      const tarball = tarballs.get(name);
      if (!tarball) {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not found"}');
        return;
      }
      if (dash === '-' && file) {
        response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(tarball);
        return;
      }
      const version = versions[name]!;
      const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
      const manifest = JSON.parse(
        execFileSync('tar', ['-xzOf', join(dir, `${name}-${version}.tgz`), 'package/package.json'], {
          encoding: 'utf8',
        }),
      );
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          name,
          'dist-tags': { latest: version },
          versions: {
            [version]: {
              ...manifest,
              dist: { tarball: `${registryUrl}${name}/-/${name}-${version}.tgz`, integrity },
            },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    registryUrl = `http://127.0.0.1:${(registry.address() as { port: number }).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => registry?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** `node scripts/run.mjs install` under `node`, from this test's registry and an empty npm cache. */
  const install = (node: string) =>
    finished(node, ['scripts/run.mjs', 'install'], {
      cwd: repo,
      env: {
        PATH: `${join(node, '..')}:${process.env.PATH ?? ''}`,
        HOME: dir,
        npm_config_registry: registryUrl,
        npm_config_cache: join(dir, 'npm-cache'),
        npm_config_update_notifier: 'false',
      },
    });

  it('Node 24, then the older Node, then both again: pnpm stays and runs under Node 24 each time', async () => {
    const order = [process.execPath, olderNode!, process.execPath, olderNode!];
    for (const [i, node] of order.entries()) {
      const run = await install(node);
      expect(run.stderr, `run ${i + 1}`).toBe('');
      expect(run.code, `run ${i + 1}: ${run.stdout}`).toBe(0);
    }
    // Each run's pnpm ran, always under Node 24.
    expect(readFileSync(marker, 'utf8').trim().split('\n')).toEqual(Array(4).fill('24 install --frozen-lockfile'));
  });

  it('a bootstrap that fails says one line', async () => {
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ packageManager: 'pnpm@0.0.1' }));
    const run = await install(process.execPath);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^\[parde\] could not install pnpm@0\.0\.1 into \.tools\/pnpm: .+; check the registry/);
  });
});
