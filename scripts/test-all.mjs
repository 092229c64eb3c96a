#!/usr/bin/env node
// `pnpm test:all` (what `npm test` runs after installing): checks, then every build, then three lanes at once: the
// browser journeys of apps/web (the longest suite, mostly waiting on the browser), the API's suites, and every other
// typecheck and suite one at a time. In one turbo run the long suites started only once others had finished.
import { spawn, spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const turbo = (...args) => ['run', ...args, '--output-logs=new-only'];

function now(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a command; resolves with its exit code. */
function lane(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}

now('biome', ['ci', '--colors=off', '.']);
now('node', ['scripts/check-deps.mjs']);
now('turbo', turbo('build', 'docs', '--concurrency=2'));
// The builds are done (`--only`: no task runs its dependencies again); the lanes share no files. The web journeys
// are the longest suite and the API's the next: each starts at once in a lane of its own, two journeys follow the
// API's, and the other packages run one at a time beside them, so the lanes end together.
const later = ['e2e/look.test.ts', 'e2e/docs.test.ts'];
const web = (...args) => ['--filter', '@parde/web', 'exec', 'vitest', 'run', ...args];
const codes = await Promise.all([
  lane('pnpm', web(...later.flatMap((file) => ['--exclude', file]))),
  // The API's suites are the longest after the journeys: a lane of their own from the start, then the rest of web.
  lane('turbo', turbo('test', '--filter=@parde/api', '--only')).then(async (code) =>
    Math.max(
      code,
      await lane('turbo', turbo('typecheck', '--filter=@parde/web', '--only')),
      await lane('pnpm', web(...later)),
    ),
  ),
  // Every other package's typecheck and suites, one at a time, then the API's typecheck.
  lane(
    'turbo',
    turbo('typecheck', 'test', '--filter=!@parde/web', '--filter=!@parde/api', '--only', '--concurrency=1'),
  ).then(async (code) => Math.max(code, await lane('turbo', turbo('typecheck', '--filter=@parde/api', '--only')))),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
