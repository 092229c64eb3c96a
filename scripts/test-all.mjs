#!/usr/bin/env node
// `pnpm test:all` (what `npm test` runs after installing): checks, then every build, then two lanes at once: the
// browser journeys of apps/web, the longest suite and one that mostly waits on the browser, beside every other
// typecheck and suite (two at a time). In one turbo run they started only once other long suites had finished.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const turbo = (...args) => ['run', ...args, '--output-logs=new-only'];
// Each lane's failures are named again at the very end: two lanes print at once, and a failure scrolls far up.
const reports = join(root, '.turbo', 'test-all');
for (const dir of [reports, join(root, '.turbo', 'runs')]) rmSync(dir, { recursive: true, force: true });

const began = performance.now();
const timings = [];
const since = (start) => `${Math.round((performance.now() - start) / 1000)} s`;

function now(cmd, args) {
  const start = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  timings.push(`${cmd} ${args.slice(0, 3).join(' ')}: ${since(start)}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a command; resolves with its exit code, and notes how long it took. */
function lane(cmd, args) {
  const start = performance.now();
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  return new Promise((done) =>
    child.on('exit', (code) => {
      timings.push(
        `${cmd} ${args.filter((arg) => !/^(--exclude|--reporter|--outputFile|e2e\/)/.test(arg)).join(' ')}: ${since(start)}`,
      );
      done(code ?? 1);
    }),
  );
}

now('biome', ['ci', '--colors=off', '.']);
now('node', ['scripts/check-deps.mjs']);
now('knip', ['--no-progress']);
now('turbo', turbo('build', 'docs', '--concurrency=2'));
// The builds are done (`--only`: no task runs its dependencies again); the two lanes share no files. The web
// journeys are the longest suite: two of them run in the other lane once its suites are done, so both end together.
const later = ['e2e/look.test.ts', 'e2e/docs.test.ts'];
const web = (name, ...args) => [
  '--filter',
  '@parde/web',
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
  ...args,
];
const codes = await Promise.all([
  lane('pnpm', web('journeys', ...later.flatMap((file) => ['--exclude', file]))),
  // `--continue`: one failing suite does not hide the others' results (the run still fails).
  // Niced: the journeys wait on a browser and time their waits, these suites only want throughput, so the journeys
  // take the CPU when they need it and these soak up the rest.
  lane('nice', [
    '-n',
    '10',
    'turbo',
    ...turbo('typecheck', 'test', '--filter=!@parde/web', '--only', '--concurrency=2', '--continue', '--summarize'),
  ]).then(async (code) =>
    Math.max(
      code,
      await lane('turbo', turbo('typecheck', '--filter=@parde/web', '--only')),
      await lane('pnpm', web('later', ...later)),
    ),
  ),
]);
// The times of each step, for the next rebalancing of the lanes (the machine's load moves them).
console.log(`\n[test:all] ${timings.join('\n[test:all] ')}\n[test:all] in all: ${since(began)}`);
for (const line of failures()) console.log(`[test:all] failed: ${line}`);
process.exit(codes.find((code) => code !== 0) ?? 0);

/** The failed turbo tasks (with their logs' failure lines) and the failed journeys, from the lanes' reports. */
function failures() {
  const lines = [];
  const runs = join(root, '.turbo', 'runs');
  const newest = existsSync(runs)
    ? readdirSync(runs)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(runs, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
    : undefined;
  for (const task of newest ? JSON.parse(readFileSync(newest, 'utf8')).tasks : []) {
    if (!task.execution || task.execution.exitCode === 0) continue;
    lines.push(task.taskId);
    const log = task.logFile && join(root, task.logFile);
    if (!log || !existsSync(log)) continue;
    const plain = stripVTControlCharacters(readFileSync(log, 'utf8'));
    for (const line of plain
      .split('\n')
      .filter((l) => /^\s*(FAIL|×)\s|^\s*\w*Error:|error TS/.test(l))
      .slice(0, 20))
      lines.push(`  ${line.trim()}`);
  }
  for (const name of ['journeys', 'later']) {
    const file = join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults) {
      if (suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'))
        lines.push(`${suite.name}: ${String(suite.message).split('\n')[0]}`);
      for (const test of suite.assertionResults.filter((t) => t.status === 'failed'))
        lines.push(`${test.fullName}: ${String(test.failureMessages[0] ?? '').split('\n')[0]}`);
    }
  }
  return lines;
}
