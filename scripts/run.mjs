#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has (20 included):
// it bootstraps Node 24 and pnpm from the npm registry into the git-ignored `.tools/` folder when
// the machine's Node is older, then hands over to pnpm under Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MAJOR = 24;
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const commands = {
  test: [
    ['install', '--frozen-lockfile'],
    ['run', 'test:all'],
  ],
  start: [
    ['install', '--frozen-lockfile'],
    ['run', 'serve'],
  ],
  install: [['install', '--frozen-lockfile']],
};

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
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
    console.log(`[parde] bootstrapping ${wanted.join(', ')} into .tools/`);
    run('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-save', ...wanted]);
  }
  const nodeBin = major < NODE_MAJOR ? join(tools, 'node_modules', '.bin', 'node') : process.execPath;
  const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  // Children (pnpm, turbo, vite...) must find Node 24 as plain `node` too.
  const binDir = major < NODE_MAJOR ? join(tools, 'node_modules', '.bin') : dirname(process.execPath);
  const env = { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}`, COREPACK_ENABLE_STRICT: '0' };
  return { nodeBin, pnpm, env };
}

const [task = 'test', ...rest] = process.argv.slice(2);
const steps = commands[task];
if (!steps) {
  console.error(`[parde] unknown task "${task}"; use one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
const { nodeBin, pnpm, env } = bootstrap();
for (const [i, args] of steps.entries()) run(nodeBin, [pnpm, ...args, ...(i === steps.length - 1 ? rest : [])], env);
