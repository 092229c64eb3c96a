// Builds apps/web when dist is missing or older than any source file, so `test` and `bench:web` always
// exercise the current code without rebuilding needlessly.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const built = (() => {
  try {
    return statSync(join(root, 'dist/.vite/manifest.json')).mtimeMs;
  } catch {
    return 0;
  }
})();

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  '../../packages/ui/dist',
  '../../packages/domain/dist',
  '../../packages/api-client/dist',
  '../../packages/fa/dist',
];
const latest = Math.max(...inputs.map((input) => newest(join(root, input))));
if (latest > built) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  // The client build empties dist, server renderer included: without dist/ssr the API serves index.html alone.
  execFileSync('pnpm', ['exec', 'vite', 'build', '--ssr', 'src/server.tsx', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
