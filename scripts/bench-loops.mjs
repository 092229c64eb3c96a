#!/usr/bin/env node
// `pnpm bench:loops`: the loops a developer waits on, timed on a fresh clone of this repository's HEAD (committed
// work only): the first `npm start`, a second one, `pnpm typecheck` after a one-line change (in the web app, and in
// a package the web app builds on), and with `--test` the whole `npm test` as CI runs it. Prints a table against the targets of
// issue #36 and writes it to docs/benchmarks/loops.md. The machine's load is printed beside it: a busy machine moves
// every figure. `--keep` leaves the clone in place; `--clone DIR` reuses one (its first start is then not a first).
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const withTest = process.argv.includes('--test');
const keep = process.argv.includes('--keep') || Boolean(option('--clone'));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A free loopback port for the server under test. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs a command in `cwd` to its end, its output kept; throws with that output when it fails. */
function timed(cwd, cmd, args, env = process.env) {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (code === 0) resolve(performance.now() - began);
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** The machine's own PATH, without any checkout's `.tools/bin`: a fresh clone starts from what the machine has. */
const machinePath = (process.env.PATH ?? '')
  .split(':')
  .filter((dir) => !dir.endsWith('/.tools/bin'))
  .join(':');

/** `npm start` until it prints its address; then stops it as Ctrl-C would and waits for it to end. */
async function start(cwd) {
  const port = await freePort();
  const began = performance.now();
  const env = { ...process.env, PATH: machinePath, PORT: String(port) };
  const child = spawn('npm', ['start'], { cwd, env, stdio: 'pipe' });
  let output = '';
  const ready = await new Promise((resolve) => {
    const look = (chunk) => {
      output += chunk;
      if (/\[parde\] ready in/.test(output)) resolve(performance.now() - began);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('close', () => resolve(undefined));
  });
  const ended = new Promise((done) => (child.exitCode !== null ? done() : child.once('close', done)));
  child.kill('SIGTERM');
  await ended;
  if (ready === undefined) throw new Error(`npm start did not get ready:\n${output.slice(-4000)}`);
  return { ms: ready, steps: output.split('\n').filter((line) => line.startsWith('[parde]')) };
}

/** `pnpm typecheck` after one line added to `file` (a new export, as a change to the code would add), then undone. */
async function typecheckAfter(cwd, file) {
  const path = join(cwd, file);
  const before = readFileSync(path, 'utf8');
  appendFileSync(path, `\nexport const loopsBenchProbe = ${Date.now()};\n`);
  try {
    return await timed(cwd, 'pnpm', ['typecheck', '--output-logs=errors-only']);
  } finally {
    writeFileSync(path, before);
  }
}

const clone = option('--clone') ?? mkdtempSync(join(tmpdir(), 'parde-loops-'));
const rows = [];
const row = (loop, target, ms, note = '') => {
  rows.push({ loop, target, measured: seconds(ms), ok: ms <= target * 1000 ? 'yes' : 'no', load: load(), note });
  console.log(`${loop}: ${seconds(ms)} (target ≤ ${target} s; load ${load()})${note ? ` ${note}` : ''}`);
};

try {
  if (!existsSync(join(clone, '.git'))) {
    execFileSync('git', ['clone', '--quiet', root, clone]);
  }
  // As root the embedded PostgreSQL runs as `postgres`, which must reach the clone's node_modules and data folder.
  chmodSync(clone, 0o755);
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone }).toString().trim();
  console.log(`clone of ${head} in ${clone}; load ${load()}`);

  const first = await start(clone);
  row('first `npm start` of a fresh clone', 240, first.ms, '(Node, pnpm, install, every build, seed)');
  const second = await start(clone);
  row('second `npm start`', 10, second.ms);
  console.log(second.steps.map((line) => `  ${line}`).join('\n'));

  // The tools `npm start` put in the clone's .tools/bin, as a developer's shell has them.
  const env = { ...process.env, PATH: `${join(clone, '.tools', 'bin')}:${process.env.PATH}` };
  process.env.PATH = env.PATH;
  const warm = await timed(clone, 'pnpm', ['typecheck', '--output-logs=errors-only']);
  console.log(`(a first \`pnpm typecheck\` of the clone: ${seconds(warm)})`);
  row(
    '`pnpm typecheck` after a one-line change in apps/web',
    60,
    await typecheckAfter(clone, 'apps/web/src/config/paths.ts'),
  );
  row(
    '`pnpm typecheck` after a one-line change in packages/domain',
    60,
    await typecheckAfter(clone, 'packages/domain/src/paths.ts'),
    '(domain and apps/web type-check again, from sources)',
  );
  // As CI runs it: `.ci/run` sets DATABASE_URL (the API's suites on PostgreSQL) and CI, then runs `npm test`.
  if (withTest) {
    const ci = { ...process.env, PATH: machinePath };
    row(
      '`npm test` as CI runs it (`.ci/run`: install, checks, builds, every suite)',
      600,
      await timed(clone, 'bash', ['.ci/run'], ci),
    );
  }
} finally {
  if (!keep) rmSync(clone, { recursive: true, force: true });
}

const table = [
  '| loop | target | measured | within | load average (1, 5, 15 min) | |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.loop} | ≤ ${r.target} s | ${r.measured} | ${r.ok} | ${r.load} | ${r.note} |`),
].join('\n');
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const record = join(root, 'docs/benchmarks/loops.md');
writeFileSync(
  record,
  `# \`pnpm bench:loops\`\n\n${when} UTC, ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()}; ${process.argv.slice(2).join(' ') || 'no options'}; ${(await import('node:os')).cpus().length} cores\n\n${table}\n`,
);
// Laid out as the repository's formatter wants it, so the record passes `biome ci` as written.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', record], { cwd: root, stdio: 'ignore' });
console.log(`\n${table}`);
