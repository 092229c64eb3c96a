// Enforces the one-way dependency graph of the README: a package may depend on (and import) only the
// workspace packages listed for it, and no source file reaches into another package with `../`.
// Also keeps URLs in one place: @parde/ui's components take every address as a prop (the app's `paths` own them),
// so its source holds no route literal ('/movies', "/", …); stories and tests may pass example addresses.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const allowed = {
  '@parde/fa': [],
  '@parde/api-client': [],
  '@parde/ui': ['@parde/fa'],
  '@parde/domain': ['@parde/api-client', '@parde/fa'],
  '@parde/demo-catalogue': ['@parde/api-client', '@parde/fa'],
  // demo-catalogue: for the seed CLI, tests and benchmarks, never the server itself (see mainGraph below).
  '@parde/media': [],
  '@parde/api': ['@parde/api-client', '@parde/fa', '@parde/media', '@parde/demo-catalogue'],
  '@parde/web': ['@parde/ui', '@parde/domain', '@parde/api-client', '@parde/fa'],
};

const problems = [];
// The repository's own tools that tests, benchmarks and scripts of every package share (no package's code).
const sharedTools = new Set([join(root, 'scripts/chromium.mjs'), join(root, 'scripts/recorder.mjs')]);
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

// A string literal that is a site path ('/movies', "/cast-detail/3-x", `/login`), or the root given as an address
// (`href="/"`, `homeHref = '/'`). A lone '/' elsewhere is a character (`url.lastIndexOf('/')`); URLs with a scheme
// and template literals that build on a variable (`${href}/`) are not routes either.
const routeLiteral = /(['"`])\/[A-Za-z][\w-]*(?:\/[^'"`\s]*)?\1|href\s*[=:]\s*\{?\s*(['"`])\/\2/gi;
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
const isExample = (file) => /\.(stories|test)\.[jt]sx?$/.test(file) || file.includes(`${join('src', 'test-support')}`);

for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // Every package says under what terms it may be used, in its manifest and in a file that travels with it.
  if (typeof pkg.license !== 'string' || pkg.license === '') problems.push(`${pkg.name}: no "license" in package.json`);
  if (!existsSync(join(dir, 'LICENSE'))) problems.push(`${pkg.name}: no LICENSE file`);
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
    if (pkg.name === '@parde/ui' && file.includes(`${join(dir, 'src')}`) && !isExample(file)) {
      for (const [literal] of withoutComments(text).matchAll(routeLiteral)) {
        problems.push(
          `${relative(root, file)} holds the route ${literal}: take the address as a prop (apps/web paths)`,
        );
      }
    }
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const target = spec.split('/').slice(0, 2).join('/');
      if (spec.startsWith('@parde/') && target !== pkg.name && !ok.includes(target)) {
        problems.push(`${relative(root, file)} imports ${spec}`);
      }
      if (
        spec.startsWith('.') &&
        !resolve(dirname(file), spec).startsWith(dir) &&
        !sharedTools.has(resolve(dirname(file), spec))
      ) {
        problems.push(`${relative(root, file)} reaches outside its package: ${spec}`);
      }
    }
  }
}

// The production server's import graph (apps/api/src/main.ts and every source file it imports, the allowed table
// keeping other packages clean) holds nothing of @parde/demo-catalogue and no seed CLI: no generator, seeder or
// lettering. The seed writes the catalogue's art as files, which the server serves as they are.
const resolveSource = (from, spec) => {
  const base = resolve(dirname(from), spec);
  const found = [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  return found && /\.[cm]?[jt]sx?$/.test(found) ? found : undefined;
};
const mainGraph = new Set();
const walk = (file) => {
  if (mainGraph.has(file)) return;
  mainGraph.add(file);
  const text = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]*;/gm, '');
  for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
    if (spec.startsWith('.')) {
      const target = resolveSource(file, spec);
      if (target) walk(target);
    } else if (/^(@parde\/demo-catalogue|harfbuzzjs|fontverter)(\/|$)/.test(spec)) {
      problems.push(`${relative(root, file)}: the server imports ${spec} (demo catalogue or its lettering)`);
    }
  }
};
walk(join(root, 'apps/api/src/main.ts'));
const seeding = /apps\/api\/src\/(seed|cli)\//;
for (const file of mainGraph) {
  if (seeding.test(file)) problems.push(`apps/api/src/main.ts reaches demo seeding code: ${relative(root, file)}`);
}

// Migrations are frozen SQL: a migration imports nothing of the application (decision 020).
const migrationsDir = join(root, 'apps/api/src/db/migrations');
for (const entry of readdirSync(migrationsDir)) {
  const text = readFileSync(join(migrationsDir, entry), 'utf8');
  for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
    if (!['kysely', 'kysely/migration', './sql'].includes(spec)) {
      problems.push(`apps/api/src/db/migrations/${entry} imports ${spec}: a migration is fixed SQL`);
    }
  }
}

// apps/web's folders run one way (its README): app/ (composition root, router, layouts) may import anything; a
// feature (features/<name>/) imports lib/, components/, config/, content/ and another feature only through that
// feature's index.ts; those shared folders import neither app/ nor features/. And the app's modules form no cycle.
const webSrc = join(root, 'apps/web/src');
const webFiles = [...sourceFiles(webSrc)];
const area = (file) => {
  const [top, name] = relative(webSrc, file).split('/');
  return top === 'features' ? `features/${name}` : top;
};
const webEdges = new Map();
for (const file of webFiles) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
    if (!spec.startsWith('.')) continue;
    const target = resolveSource(file, spec);
    if (!target) continue;
    targets.push(target);
    const [from, to] = [area(file), area(target)];
    const where = `${relative(root, file)} imports ${relative(root, target)}`;
    if (['components', 'lib', 'config', 'content'].includes(from) && (to === 'app' || to.startsWith('features/'))) {
      problems.push(`${where}: ${from}/ may import neither app/ nor features/`);
    } else if (from.startsWith('features/') && to === 'app') {
      problems.push(`${where}: a feature may not import app/`);
    } else if (from.startsWith('features/') && to.startsWith('features/') && from !== to) {
      if (target !== join(webSrc, to, 'index.ts')) problems.push(`${where}: another feature only through its index.ts`);
    }
  }
  webEdges.set(file, targets);
}
// apps/api's layers, lowest first: a source file imports from its own layer or a lower one, never a higher one, and
// no files import each other in a circle (type imports included). Services know nothing of HTTP: the HTTP layer
// maps their plain calls and refusals (`services/errors.ts`) to requests and statuses; one function builds them.
const apiSrc = join(root, 'apps/api/src');
const apiLayers = [
  ['config.ts'],
  ['db/'],
  ['repositories/'],
  ['services/'],
  ['http/', 'ops/'],
  ['routes/'],
  ['app.ts', 'server.ts', 'main.ts', 'secret.ts', 'start-failure.ts', 'cli/'],
];
const layerOf = (file) => {
  const path = relative(apiSrc, file).split('\\').join('/');
  const index = apiLayers.findIndex((layer) => layer.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p)));
  if (index === -1) problems.push(`apps/api/src/${path}: in no layer of scripts/check-deps.mjs (apiLayers)`);
  return index;
};
const apiImports = new Map();
for (const file of sourceFiles(apiSrc)) {
  if (/\.test\.ts$/.test(file) || file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/(?:from\s+|import\s*\(\s*|^\s*import\s+)['"](\.[^'"]*)['"]/gm)]
    .map(([, spec]) => resolveSource(file, spec))
    .filter((target) => target !== undefined);
  apiImports.set(file, targets);
  const own = layerOf(file);
  if (own < apiLayers.findIndex((layer) => layer.includes('http/'))) {
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]((?:@fastify\/|fastify)[^'"]*)['"]/g)) {
      problems.push(`${relative(root, file)} imports ${spec}: below apps/api's HTTP layer nothing knows Fastify`);
    }
  }
  for (const target of targets) {
    const theirs = layerOf(target);
    if (theirs > own) {
      problems.push(
        `${relative(root, file)} imports ${relative(root, target)}: a lower layer (${apiLayers[own].join(' ')}) imports a higher one (${apiLayers[theirs].join(' ')})`,
      );
    }
  }
}
// Circles: strongly connected components of an import graph (Tarjan), each of more than one file or a self-import.
function circles(graph) {
  const found = [];
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      circle.push(relative(root, member));
    } while (member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
for (const circle of circles(webEdges)) problems.push(`apps/web imports in a circle: ${circle.join(', ')}`);
for (const circle of circles(apiImports)) problems.push(`apps/api imports in a circle: ${circle.join(', ')}`);

if (problems.length > 0) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency graph ok (${dirs.length} packages)`);
