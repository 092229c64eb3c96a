#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has (20 included):
// it bootstraps Node 24 and pnpm from the npm registry into the git-ignored `.tools/` folder when
// the machine's Node is older, then hands over to pnpm under Node 24.
//
// `start` is quiet: one line per step, the tools' output only when a step fails, then the address. The server
// runs as a direct child (not under `pnpm run`), so Ctrl-C or SIGTERM stops it cleanly with exit code 0.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MAJOR = 24;
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const say = (text) => console.log(`[parde] ${text}`);
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with its output shown as it comes (tests). */
function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs one step of `start` with its output kept back; prints the output only when the step fails. */
function step(label, cmd, args, env = process.env) {
  process.stdout.write(`[parde] ${label}…`);
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status === 0 && !result.error) {
    process.stdout.write(` done (${elapsed()})\n`);
    return;
  }
  process.stdout.write(' failed\n');
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.error) console.error(result.error.message);
  process.exit(result.status || 1);
}

function installedVersion(pkg) {
  const file = join(tools, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

function bootstrap() {
  const major = Number(process.versions.node.split('.')[0]);
  const wanted = [];
  if (major < NODE_MAJOR && !installedVersion('node')?.startsWith(`${NODE_MAJOR}.`)) wanted.push(`node@${NODE_MAJOR}`);
  if (installedVersion('pnpm') !== pnpmVersion) wanted.push(`pnpm@${pnpmVersion}`);
  if (wanted.length > 0) {
    step(`installing ${wanted.join(' and ')} into .tools/`, 'npm', [
      'install',
      '--prefix',
      tools,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--loglevel=error',
      ...wanted,
    ]);
  }
  const nodeBin = major < NODE_MAJOR ? join(tools, 'node_modules', '.bin', 'node') : process.execPath;
  const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  // Children (pnpm, turbo, vite...) must find Node 24 as plain `node` too.
  const binDir = major < NODE_MAJOR ? join(tools, 'node_modules', '.bin') : dirname(process.execPath);
  const env = { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}`, COREPACK_ENABLE_STRICT: '0' };
  return { nodeBin, pnpm, env };
}

/** The browser tests need Debian's Chromium: install it when we can (root with apt-get), else stop at once. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !aptGet) {
    console.error(
      `[parde] the browser tests need Chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROME_PATH), then npm test again.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  step(
    'installing Chromium for the browser tests (apt-get)',
    'sh',
    ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'],
    env,
  );
}

/**
 * Starts the built server as our own child and reports its address once it answers. Ready means this child said it
 * listens (over the IPC channel, with its pid) and then answered: another server on the port is never taken for it.
 */
function serve(nodeBin, env) {
  const port = Number(env.PORT || 8080);
  const address = `http://localhost:${port}`;
  say('starting the server…');
  // The server's request log stays out of the way unless asked for (LOG_LEVEL=info).
  // Its own process group: Ctrl-C reaches every process of the terminal's group (npm, this script, and before this
  // the server too), and npm forwards it again. The server now hears of it once, from here, and drains instead of
  // taking a second SIGINT for an order to quit at once.
  const child = spawn(nodeBin, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  let stopping = false;
  let stoppedAt = 0;
  const stop = (signal) => {
    // npm's copy of a Ctrl-C arrives within milliseconds; a second press a moment later means "now" (the server
    // then exits without draining).
    if (stopping && Date.now() - stoppedAt < 1000) return;
    stopping = true;
    stoppedAt = Date.now();
    child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A closed terminal: the server is out of its group, so it is stopped from here.
  process.on('SIGHUP', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => {
    if (stopping || signal) {
      say('stopped');
      process.exit(0);
    }
    // The server has said why in one line of its own.
    process.exit(code || 1);
  });
  child.on('message', async (message) => {
    if (message?.parde !== 'listening' || message.pid !== child.pid) return;
    // Its own answer, asked at the address it bound (loopback when it listens on every address).
    const host = ['0.0.0.0', '::', ''].includes(message.host) ? '127.0.0.1' : message.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${message.port}/api/health/live`;
    const answer = await fetch(url).catch((error) => error);
    if (!(answer instanceof Response) || !answer.ok) {
      console.error(
        `[parde] the server listens on port ${message.port} but did not answer at ${url}; see its log above`,
      );
      stop('SIGTERM');
      return;
    }
    child.disconnect();
    say(`ready in ${elapsed()}: ${address}`);
    say(`  Storybook ${address}/storybook/ · api-client reference ${address}/api-client/`);
    say(`  API docs ${address}/api/docs/ · OpenAPI ${address}/api/openapi.json · stop with Ctrl-C`);
  });
}

const [task = 'test', ...rest] = process.argv.slice(2);
const tasks = ['start', 'test', 'install'];
if (!tasks.includes(task)) {
  console.error(`[parde] unknown task "${task}"; use one of: ${tasks.join(', ')}`);
  process.exit(2);
}
const { nodeBin, pnpm, env } = bootstrap();

if (task === 'test') {
  ensureChromium();
  run(nodeBin, [pnpm, 'install', '--frozen-lockfile'], env);
  run(nodeBin, [pnpm, 'run', 'test:all', ...rest], env);
} else if (task === 'install') {
  run(nodeBin, [pnpm, 'install', '--frozen-lockfile'], env);
} else {
  step('installing dependencies', nodeBin, [pnpm, 'install', '--frozen-lockfile', '--reporter=silent'], env);
  step(
    'building the packages, the site, Storybook and the API reference',
    nodeBin,
    [pnpm, 'exec', 'turbo', 'run', 'build', 'docs', '--output-logs=errors-only'],
    env,
  );
  // The demo catalogue goes into an empty database before the server starts (it stays out of the server).
  step('seeding the demo catalogue on a first run', nodeBin, [join(root, 'apps/api/dist/seed.js')], env);
  serve(nodeBin, env);
}
