// Enforces the one-way dependency graph of the README: a package may depend on (and import) only the
// workspace packages listed for it, and no source file reaches into another package with `../`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const allowed = {
  '@parde/fa': [],
  '@parde/api-client': [],
  '@parde/ui': ['@parde/fa'],
  '@parde/domain': ['@parde/api-client', '@parde/fa'],
  '@parde/api': ['@parde/api-client', '@parde/fa'],
  '@parde/web': ['@parde/ui', '@parde/domain', '@parde/api-client', '@parde/fa'],
};

const problems = [];
const dirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'dist', 'coverage', 'storybook-static', '.turbo'].includes(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(m?[jt]sx?)$/.test(entry)) yield path;
  }
}

for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const ok = allowed[pkg.name];
  if (!ok) {
    problems.push(`${pkg.name}: not in the dependency table of scripts/check-deps.mjs`);
    continue;
  }
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  for (const dep of Object.keys(deps).filter((d) => d.startsWith('@parde/'))) {
    if (!ok.includes(dep)) problems.push(`${pkg.name} may not depend on ${dep}`);
  }
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const target = spec.split('/').slice(0, 2).join('/');
      if (spec.startsWith('@parde/') && target !== pkg.name && !ok.includes(target)) {
        problems.push(`${relative(root, file)} imports ${spec}`);
      }
      if (spec.startsWith('.') && !resolve(dirname(file), spec).startsWith(dir)) {
        problems.push(`${relative(root, file)} reaches outside its package: ${spec}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency graph ok (${dirs.length} packages)`);
