/**
 * The package as another app gets it: `pnpm pack`, installed from the tarball into a throwaway project outside the
 * workspace, then used from an ES module, a CommonJS module, a Vite bundle, and TypeScript under `bundler` and
 * `nodenext` resolution. Needs the build (turbo runs it first).
 *
 * The install never reaches a registry: it runs with `--offline`, and the tarball's dependencies are pinned (pnpm
 * overrides) to the copies the workspace already installed, so nothing is resolved or fetched. A dependency the
 * workspace lacks fails the test at once with its name, instead of waiting on a network this child cannot use.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRecorder } from './server';

const run = promisify(execFile);
const pkg = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'parde-consumer-'));
const node = process.execPath;
// As a project outside the workspace sees it: none of the settings the workspace's pnpm and turbo hand their children.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_|turbo_|INIT_CWD$)/i.test(name)),
);

const movie = { id: 1, title: 'درباره الی' };
let server: Awaited<ReturnType<typeof startRecorder>>;

/**
 * Runs a command in the throwaway project; its stdout. Its input is closed (a tool that would ask a question gets an
 * answer of nothing rather than waiting for ever), and a command that hangs fails with what it printed.
 */
async function sh(command: string, args: string[], cwd = dir): Promise<string> {
  const running = run(command, args, { cwd, maxBuffer: 16 * 1024 * 1024, env, timeout: 100_000 });
  running.child.stdin?.end();
  try {
    return (await running).stdout.trim();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}\n${stderr}`);
  }
}

// The code a consumer writes: a call that needs no input, a typed result read without narrowing.
const program = (load: string) => `${load}
const api = createApiClient({ baseUrl: process.argv[2] });
api.getTopMovie().then((movie) => {
  const text = describeError('getTopMovie', 404, undefined).message;
  console.log(JSON.stringify({ id: movie.id, title: movie.title, text, endpoints: Object.keys(endpoints).length }));
});
`;

const typed = `import { type ApiClient, createApiClient, type MovieDetail } from '@parde/api-client';
import { endpointSchemas } from '@parde/api-client/schemas';

const api: ApiClient = createApiClient({ baseUrl: 'https://parde.example' });
export async function use(): Promise<number> {
  // A single answer is never undefined (an empty success body rejects), as the README promises (issue #39).
  const sure: MovieDetail = await api.getTopMovie();
  const movie: MovieDetail | undefined = await api.getTopMovie();
  // A page never is either: an empty body is an empty page.
  const rows = await api.getHomeContinue();
  // @ts-expect-error the id is required
  await api.getMovieById();
  // @ts-expect-error results are not anything else either
  const wrong: string = await api.getMovieById({ id: 1 });
  return (movie?.id ?? 0) + sure.id + rows.totalCount + Object.keys(endpointSchemas).length + wrong.length;
}
`;

beforeAll(async () => {
  server = await startRecorder(() => answerMovie());
  await sh('pnpm', ['pack', '--pack-destination', dir], pkg);
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  // Each dependency the tarball declares, linked to the workspace's installed copy (the lockfile resolved it from the
  // same range), so pnpm needs neither registry metadata nor a download.
  const { dependencies = {} } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const overrides = Object.fromEntries(
    Object.keys(dependencies).map((name) => {
      const installed = join(pkg, 'node_modules', name);
      if (!existsSync(installed))
        throw new Error(`${name} is not installed in the workspace: run \`pnpm install\` before this test`);
      return [name, `link:${realpathSync(installed)}`];
    }),
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, pnpm: { overrides } }));
  // Outside the workspace, so pnpm installs it as any project would; offline, with an address that refuses at once
  // should anything still ask a registry.
  await sh('pnpm', [
    'add',
    `./${tarball}`,
    '--offline',
    '--ignore-workspace',
    '--reporter=append-only',
    '--config.registry=http://127.0.0.1:9/',
  ]);
}, 120_000);

const answerMovie = () => ({ status: 200, body: JSON.stringify(movie) });
afterEach(() => server.setReply(answerMovie));

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the packed package in another project', () => {
  it('ships the licence, the changelog and both builds, and nothing from src', async () => {
    const installed = join(dir, 'node_modules/@parde/api-client');
    for (const file of ['LICENSE', 'CHANGELOG.md', 'README.md', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.cts'])
      expect(existsSync(join(installed, file)), file).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ license: 'MIT', engines: { node: expect.any(String) } });
    // The project has no public home yet: the manifest names no address (no homepage, repository or bug tracker).
    expect(JSON.stringify(manifest)).not.toMatch(/https?:\/\//);
  });

  it('runs from an ES module', async () => {
    writeFileSync(
      join(dir, 'esm.mjs'),
      program("import { createApiClient, describeError, endpoints } from '@parde/api-client';"),
    );
    const out = JSON.parse(await sh(node, ['esm.mjs', server.baseUrl]));
    expect(out).toMatchObject({ id: 1, title: 'درباره الی', text: expect.any(String) });
    expect(out.endpoints).toBeGreaterThan(50);
  });

  it('runs from CommonJS with require()', async () => {
    writeFileSync(
      join(dir, 'cjs.cjs'),
      program("const { createApiClient, describeError, endpoints } = require('@parde/api-client');"),
    );
    const out = JSON.parse(await sh(node, ['cjs.cjs', server.baseUrl]));
    expect(out).toMatchObject({ id: 1, title: 'درباره الی' });
    expect(server.last().path).toBe('/api/MovieQuery/GetTopMovie');
  });

  it('runs from a Vite bundle that carries no schema code', async () => {
    writeFileSync(
      join(dir, 'main.js'),
      program("import { createApiClient, describeError, endpoints } from '@parde/api-client';"),
    );
    writeFileSync(
      join(dir, 'vite.config.mjs'),
      "export default { logLevel: 'warn', build: { lib: { entry: 'main.js', formats: ['es'], fileName: () => 'bundle.mjs' }, minify: true } };\n",
    );
    await sh(node, [join(pkg, 'node_modules/vite/bin/vite.js'), 'build']);
    const bundle = readFileSync(join(dir, 'dist/bundle.mjs'), 'utf8');
    // The client takes only the schemas' types: no TypeBox code reaches a browser bundle.
    expect(bundle).not.toMatch(/typebox/i);
    const out = JSON.parse(await sh(node, ['dist/bundle.mjs', server.baseUrl]));
    expect(out).toMatchObject({ id: 1, title: 'درباره الی' });
  }, 60_000);

  // Another app's call against a real server that is briefly down, then one that asks it to slow down: the packed
  // client retries its reads as ky does, waiting as long as `Retry-After` says.
  it('retries a read the server answered 503, then 200', async () => {
    let answers = 0;
    server.setReply(() =>
      answers++ === 0
        ? { status: 503, body: '{"code":"ServiceUnavailable"}' }
        : { status: 200, body: JSON.stringify(movie) },
    );
    const before = server.requests.length;
    writeFileSync(
      join(dir, 'retry.mjs'),
      program("import { createApiClient, describeError, endpoints } from '@parde/api-client';"),
    );
    expect(JSON.parse(await sh(node, ['retry.mjs', server.baseUrl]))).toMatchObject({ id: 1 });
    expect(server.requests.slice(before).map((r) => r.path)).toEqual([
      '/api/MovieQuery/GetTopMovie',
      '/api/MovieQuery/GetTopMovie',
    ]);
  });

  it('waits out a 429 with Retry-After before trying again, from CommonJS', async () => {
    let answers = 0;
    server.setReply(() =>
      answers++ === 0
        ? { status: 429, body: '{"code":"TooManyRequests"}', headers: { 'Retry-After': '1' } }
        : { status: 200, body: JSON.stringify(movie) },
    );
    const before = server.requests.length;
    writeFileSync(
      join(dir, 'retry.cjs'),
      program("const { createApiClient, describeError, endpoints } = require('@parde/api-client');"),
    );
    expect(JSON.parse(await sh(node, ['retry.cjs', server.baseUrl]))).toMatchObject({ id: 1 });
    const [first, second] = server.requests.slice(before);
    expect(second && first && second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it.each([
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, ['typed.ts']],
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, ['typed.mts', 'typed.cts']],
  ])(
    'type-checks with TypeScript under %s resolution',
    async (name, options, files) => {
      for (const file of files) writeFileSync(join(dir, file), typed);
      const config = {
        compilerOptions: {
          ...options,
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          lib: ['es2023', 'dom'],
        },
        files,
      };
      writeFileSync(join(dir, `tsconfig.${name}.json`), JSON.stringify(config));
      const result = await sh(node, [require.resolve('typescript/bin/tsc'), '-p', `tsconfig.${name}.json`]).catch(
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result).toBe('');
    },
    120_000,
  );
});
