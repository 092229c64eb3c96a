#!/usr/bin/env node
// Fails when a built folder names this machine's checkout (`node scripts/check-build-paths.mjs storybook-static`):
// a published site must not carry the build machine's folders (issue #35).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const folder = resolve(process.argv[2] ?? 'storybook-static');

const files = readdirSync(folder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const leaking = files.filter((file) => readFileSync(file).includes(root));
if (leaking.length > 0) {
  console.error(`${leaking.length} of ${files.length} files in ${relative(process.cwd(), folder)} name ${root}:`);
  for (const file of leaking.slice(0, 20)) console.error(`  ${relative(folder, file)}`);
  process.exit(1);
}
console.log(`no build path in the ${files.length} files of ${relative(process.cwd(), folder) || '.'}`);
