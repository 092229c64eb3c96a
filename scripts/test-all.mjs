#!/usr/bin/env node
// `pnpm test:all` (what `npm test` runs after installing): checks, then every build, then two lanes at once: the
// browser journeys of apps/web, the longest suite and one that mostly waits on the browser, beside every other
// typecheck and suite (two at a time). In one turbo run they started only once other long suites had finished.
import { spawn, spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const turbo = (...args) => ['run', ...args, '--output-logs=new-only'];

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
        `${cmd} ${args.filter((arg) => !arg.startsWith('--exclude') && !arg.startsWith('e2e/')).join(' ')}: ${since(start)}`,
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
const web = (...args) => ['--filter', '@parde/web', 'exec', 'vitest', 'run', ...args];
const codes = await Promise.all([
  lane('pnpm', web(...later.flatMap((file) => ['--exclude', file]))),
  // `--continue`: one failing suite does not hide the others' results (the run still fails).
  lane('turbo', turbo('typecheck', 'test', '--filter=!@parde/web', '--only', '--concurrency=2', '--continue')).then(
    async (code) =>
      Math.max(
        code,
        await lane('turbo', turbo('typecheck', '--filter=@parde/web', '--only')),
        await lane('pnpm', web(...later)),
      ),
  ),
]);
// The times of each step, for the next rebalancing of the lanes (the machine's load moves them).
console.log(`\n[test:all] ${timings.join('\n[test:all] ')}\n[test:all] in all: ${since(began)}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
