#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has (20 included):
// it bootstraps Node 24 and pnpm from the npm registry into the git-ignored `.tools/` folder when
// the machine's Node is older, then hands over to pnpm under Node 24.
//
// `start` is quiet: one line per step, the tools' output only when a step fails, then the address. The server
// runs as a direct child (not under `pnpm run`). SIGINT, SIGTERM or SIGHUP to npm, to this script or to the server,
// or the end of the process that started this one, stops it all cleanly with exit code 0 (npm's own code is its
// signal's).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath as CHROMIUM, testChromePath } from './chromium.mjs';

const NODE_MAJOR = 24;
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const say = (text) => console.log(`[parde] ${text}`);
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with its output shown as it comes (tests). */
function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The step or the server `start` runs now, and whether it was told to stop. */
const current = { child: undefined, stopping: false, stoppedAt: 0 };

/**
 * Stops `start` wherever it is: a step is ended and nothing more runs; the server is told to drain. npm's copy of a
 * Ctrl-C arrives within milliseconds of the terminal's; a second press a moment later is passed on (the server then
 * exits without draining).
 */
function stopStart(signal) {
  if (current.stopping && Date.now() - current.stoppedAt < 1000) return;
  current.stopping = true;
  current.stoppedAt = Date.now();
  if (!current.child) {
    say('stopped');
    process.exit(0);
  }
  current.child.kill(signal);
}

/** Runs one step of `start` with its output kept back; prints the output only when the step fails. */
function step(label, cmd, args, env = process.env, summary = undefined) {
  process.stdout.write(`[parde] ${label}…`);
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  current.child = child;
  const output = { stdout: [], stderr: [] };
  child.stdout.on('data', (chunk) => output.stdout.push(chunk));
  child.stderr.on('data', (chunk) => output.stderr.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stdout.write(' failed\n');
      console.error(`[parde] ${cmd}: ${error.message}`);
      process.exit(1);
    });
    child.on('close', (code, signal) => {
      current.child = undefined;
      if (current.stopping) {
        process.stdout.write(' stopped\n');
        say('stopped');
        process.exit(0);
      }
      if (code === 0) {
        process.stdout.write(` done (${elapsed()})\n`);
        resolve();
        return;
      }
      process.stdout.write(' failed\n');
      if (summary) {
        console.error(`[parde] ${summary(`${Buffer.concat(output.stdout)}\n${Buffer.concat(output.stderr)}`)}`);
        process.exit(code || 1);
      }
      process.stdout.write(Buffer.concat(output.stdout));
      process.stderr.write(Buffer.concat(output.stderr));
      if (signal) console.error(`[parde] the step was ended by ${signal}`);
      process.exit(code || 1);
    });
  });
}

/**
 * Each tool in a folder of its own (`.tools/node`, `.tools/pnpm`), each with its own package.json and lockfile: an
 * install of one never removes the other, whatever Node ran the install before (npm prunes what a prefix's
 * package.json does not list). `.tools/bin` links both, for `PATH`.
 */
const folders = { node: join(tools, 'node'), pnpm: join(tools, 'pnpm') };
const bin = join(tools, 'bin');

function installedVersion(tool) {
  const file = join(folders[tool], 'node_modules', tool, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** Installs `tool@version` into its folder; a failure is one line with npm's reason, not npm's whole log. */
async function installTool(tool, version) {
  const prefix = folders[tool];
  mkdirSync(prefix, { recursive: true });
  if (!existsSync(join(prefix, 'package.json')))
    writeFileSync(join(prefix, 'package.json'), `${JSON.stringify({ private: true, description: 'git-ignored' })}\n`);
  await step(
    `installing ${tool}@${version} into .tools/${tool}`,
    'npm',
    ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `${tool}@${version}`],
    process.env,
    (output) => {
      const reasons = output
        .split('\n')
        .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').trim())
        .filter((line, i, all) => line && !/^A complete log|^\/.*\.log$/.test(line) && all.indexOf(line) === i);
      return `could not install ${tool}@${version} into .tools/${tool}: ${reasons.slice(0, 2).join('; ') || 'npm failed'}; check the registry (npm config get registry) and the network, then run again`;
    },
  );
}

/** Points `.tools/bin/<name>` at `target`, replacing what was there. */
function link(name, target) {
  mkdirSync(bin, { recursive: true });
  rmSync(join(bin, name), { force: true });
  symlinkSync(target, join(bin, name));
}

async function bootstrap() {
  const major = Number(process.versions.node.split('.')[0]);
  const own = major < NODE_MAJOR;
  if (own && !installedVersion('node')?.startsWith(`${NODE_MAJOR}.`)) await installTool('node', String(NODE_MAJOR));
  if (installedVersion('pnpm') !== pnpmVersion) await installTool('pnpm', pnpmVersion);
  const nodeBin = own ? join(folders.node, 'node_modules', '.bin', 'node') : process.execPath;
  const pnpm = join(folders.pnpm, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  link('node', nodeBin);
  link('pnpm', join(folders.pnpm, 'node_modules', '.bin', 'pnpm'));
  // Children (pnpm, turbo, vite...) must find Node 24 as plain `node` too.
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, COREPACK_ENABLE_STRICT: '0' };
  return { nodeBin, pnpm, env };
}

/**
 * The browser tests need Debian's Chromium, and drive its headless shell when it is there (lighter): install both
 * when we can (root with apt-get); without the shell the tests drive the browser, without the browser stop at once.
 */
async function ensureChromium() {
  const shell = existsSync(testChromePath) && testChromePath !== CHROMIUM;
  if (existsSync(CHROMIUM) && (shell || process.env.CHROME_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !aptGet) {
    if (existsSync(CHROMIUM)) return;
    console.error(
      `[parde] the browser tests need Chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROME_PATH), then npm test again.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await step(
    'installing Chromium for the browser tests (apt-get)',
    'sh',
    ['-c', 'apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell'],
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
  // taking a second SIGINT for an order to quit at once. The IPC channel stays open: the server stops when this
  // process goes, however it goes.
  const child = spawn(nodeBin, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  current.child = child;
  child.on('exit', (code, signal) => {
    // A clean stop, asked of this script or of the server itself: the server has said so.
    if (code === 0 || current.stopping) process.exit(0);
    if (signal) {
      say(`the server was ended by ${signal}`);
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
      stopStart('SIGTERM');
      return;
    }
    say(`ready in ${elapsed()}: ${address}`);
    say(`  Storybook ${address}/storybook/ · api-client reference ${address}/api-client/`);
    say(`  API docs ${address}/api/docs/ · OpenAPI ${address}/api/openapi.json · stop with Ctrl-C`);
  });
}

/**
 * Where the seed step records what it seeded: the embedded database's folder (a new cluster is a new folder, so a
 * deleted or replaced database is seeded again), the seed's scale, the catalogue's drawn art and the build record
 * (a new catalogue or migration comes with a new build, and the seed step then looks again). With DATABASE_URL
 * (a server of its own, which may be emptied behind our back) or an in-memory database there is no record.
 */
function seedRecord(env) {
  if (env.DATABASE_URL) return undefined;
  const dataDir = env.DATA_DIR || join(root, '.data');
  if (dataDir.startsWith('memory://')) return undefined;
  const cluster = join(resolve(root, dataDir), env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres');
  const art = join(resolve(root, env.MEDIA_DIR || join(root, 'media')), 'art', 'manifest.json');
  const built = join(root, 'node_modules', '.parde-build.json');
  return {
    file: join(resolve(root, dataDir), 'seeded.json'),
    key: () =>
      JSON.stringify({
        cluster: existsSync(cluster) ? statSync(cluster).ino : 0,
        art: existsSync(art) ? statSync(art).mtimeMs : 0,
        built: existsSync(built) ? hash(readFileSync(built)) : '',
        scale: env.SEED_SCALE || '0',
      }),
  };
}

/**
 * The install step's record: the lockfile, every workspace manifest and pnpm's version as they were at the last
 * install. It lives in node_modules, so a removed node_modules installs again.
 */
function installRecord() {
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];
  for (const group of ['apps', 'packages'].filter((folder) => existsSync(join(root, folder)))) {
    for (const name of readdirSync(join(root, group))) manifests.push(join(group, name, 'package.json'));
  }
  return {
    file: join(root, 'node_modules', '.parde-install.json'),
    key: () =>
      JSON.stringify({
        pnpm: pnpmVersion,
        files: manifests.map((file) => (existsSync(join(root, file)) ? hash(readFileSync(join(root, file))) : '')),
      }),
  };
}

/**
 * The build step's record: turbo's hash of every build task (its inputs, dependencies and settings, from a dry run
 * that builds nothing) as they were at the last build, while the server's and the site's outputs are there. Turbo
 * would replay the same builds from its cache, but copying Storybook and the site back takes seconds.
 */
function buildRecord(nodeBin, pnpm, build, env) {
  const outputs = ['apps/api/dist/main.js', 'apps/api/dist/seed.js', 'apps/web/dist/index.html'];
  return {
    file: join(root, 'node_modules', '.parde-build.json'),
    key: () => {
      if (!outputs.every((file) => existsSync(join(root, file)))) return 'outputs missing';
      const dry = spawnSync(nodeBin, [pnpm, 'exec', 'turbo', ...build, '--dry=json'], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      if (dry.status !== 0) return 'no dry run';
      try {
        return JSON.stringify(JSON.parse(dry.stdout).tasks.map((task) => [task.taskId, task.hash]));
      } catch {
        return 'no dry run';
      }
    },
  };
}

const hash = (bytes) => createHash('sha256').update(bytes).digest('hex');

const [task = 'test', ...rest] = process.argv.slice(2);
const tasks = ['start', 'test', 'install'];
if (!tasks.includes(task)) {
  console.error(`[parde] unknown task "${task}"; use one of: ${tasks.join(', ')}`);
  process.exit(2);
}
const { nodeBin, pnpm, env } = await bootstrap();

if (task === 'test') {
  await ensureChromium();
  run(nodeBin, [pnpm, 'install', '--frozen-lockfile'], env);
  run(nodeBin, [pnpm, 'run', 'test:all', ...rest], env);
} else if (task === 'install') {
  run(nodeBin, [pnpm, 'install', '--frozen-lockfile'], env);
} else {
  process.on('SIGINT', () => stopStart('SIGINT'));
  process.on('SIGTERM', () => stopStart('SIGTERM'));
  // A closed terminal: the server is out of its group, so it is stopped from here.
  process.on('SIGHUP', () => stopStart('SIGTERM'));
  // npm runs this script under a shell that passes no signal on: npm told to stop exits at once and this process is
  // handed to init. A new parent means the one that started us is gone, so everything stops as if told to.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stopStart('SIGTERM');
  }, 500).unref();
  // `--no-build`: serve what the last run built (an operator's restart, the start-and-stop tests).
  if (!rest.includes('--no-build')) {
    const installed = installRecord();
    if (existsSync(installed.file) && readFileSync(installed.file, 'utf8') === installed.key()) {
      say('dependencies are installed (the lockfile and manifests are as at the last install)');
    } else {
      await step('installing dependencies', nodeBin, [pnpm, 'install', '--frozen-lockfile', '--reporter=silent'], env);
      writeFileSync(installed.file, installed.key());
    }
    const build = ['run', 'build', 'docs'];
    const built = buildRecord(nodeBin, pnpm, build, env);
    if (existsSync(built.file) && readFileSync(built.file, 'utf8') === built.key()) {
      say('the builds are current (every input is as at the last build)');
    } else {
      await step(
        'building the packages, the site, Storybook and the API reference',
        nodeBin,
        [pnpm, 'exec', 'turbo', ...build, '--output-logs=errors-only'],
        env,
      );
      writeFileSync(built.file, built.key());
    }
  }
  // The demo catalogue goes into an empty database before the server starts (it stays out of the server). The seed
  // step starts the embedded database only to find it seeded on every later start: its record says so without that.
  const record = seedRecord(env);
  if (record && existsSync(record.file) && readFileSync(record.file, 'utf8') === record.key()) {
    say('the demo catalogue is seeded (seeded.json in the data folder)');
  } else {
    await step('seeding the demo catalogue on a first run', nodeBin, [join(root, 'apps/api/dist/seed.js')], env);
    if (record) writeFileSync(record.file, record.key());
  }
  serve(nodeBin, env);
}
