// The site for the browser tests and the bench. By default the built API serves apps/web/dist itself (history
// fallback, caching, compression, CSP: what production runs). PARDE_WEB_SERVER=harness puts this file's small
// static server in front instead (dist with a history fallback, brotli, /api /media /dev proxied), and
// PARDE_BASE_URL points everything at a server that is already running.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, createBrotliCompress } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
export const distDir = resolve(here, '../dist');
const apiMain = resolve(here, '../../api/dist/main.js');
const apiSeed = resolve(here, '../../api/dist/seed.js');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const proxied = /^\/(api|media|dev)(\/|$)/;

/**
 * What every journey's API is given: the journeys send every request from 127.0.0.1, so the per-address caps that
 * protect production (codes, failed sign-ins) are lifted; no load balancer waits on the API to drain its keep-alive
 * clients when a run is done.
 */
export const journeyEnv = {
  OTP_PER_IP_PER_HOUR: '1000',
  OTP_PER_PHONE_PER_HOUR: '100',
  OTP_FREE_PER_PHONE_PER_HOUR: '100',
  RATE_LIMIT_FAILED_AUTH: '0',
  SHUTDOWN_DRAIN_MS: '0',
};

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const server = createNetServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs the built seed as `npm start` does first: the demo catalogue into the fresh database, its art into media/art. */
async function seedApi(apiEnv) {
  const seed = spawn(process.execPath, [apiSeed], { env: apiEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  seed.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((done) => seed.once('exit', done));
  if (code !== 0) throw new Error(`The seed exited (${code}): ${stderr}`);
}

/** An empty DATA_DIR; the embedded PostgreSQL runs as another user when started as root, so it must reach it. */
async function newDataDir() {
  const dataDir = await mkdtemp(join(tmpdir(), 'parde-web-'));
  await chmod(dataDir, 0o755);
  return dataDir;
}

/**
 * A DATA_DIR seeded once, to be copied by every API of a test run (`PARDE_SEEDED_DATA_DIR`, set by
 * e2e/global-setup.mjs): a copy of a stopped cluster starts as a seeded one would, without seeding each time.
 */
export async function seededDataDir() {
  const dataDir = await newDataDir();
  await seedApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  return dataDir;
}

/** Copies a seeded DATA_DIR with its owners and modes (the cluster's files belong to `postgres` when run as root). */
async function copyDataDir(from, to) {
  const copy = spawn('cp', ['-a', `${from}/.`, to], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  copy.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((done) => copy.once('exit', done));
  if (code !== 0) throw new Error(`Copying the seeded data folder failed (${code}): ${stderr}`);
}

/**
 * Starts the built API on a random port with a fresh embedded database, seeded (a copy of PARDE_SEEDED_DATA_DIR when
 * set); resolves once it answers.
 */
export async function startApi({ env = {} } = {}) {
  const dataDir = await newDataDir();
  const baseEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  const seeded = process.env.PARDE_SEEDED_DATA_DIR;
  if (seeded) await copyDataDir(seeded, dataDir);
  else await seedApi({ ...baseEnv, PORT: String(await freePort()) });
  // A free port can be taken by another process before the API binds it (suites run side by side): a new one then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await listenApi({ ...baseEnv, PORT: String(await freePort()) }, dataDir);
    } catch (error) {
      if (attempt >= 3 || !/is in use/.test(String(error))) throw error;
    }
  }
}

/** Starts the API in `dataDir` on `apiEnv.PORT`; resolves once it answers. */
async function listenApi(apiEnv, dataDir) {
  const child = spawn(process.execPath, [apiMain], { env: apiEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${apiEnv.PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${url}/api/GenreQuery/GetMovieGenres`);
      if (response.ok) break;
    } catch {
      // Not listening yet: the server migrates and starts.
    }
    if (Date.now() > deadline) throw new Error(`The API did not answer within 90 s: ${stderr}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves `root` with a history fallback and proxies the API's paths to `apiUrl`. */
export async function startStatic({ apiUrl, root = distDir, port = 0 }) {
  const api = new URL(apiUrl);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (proxied.test(path)) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(root, path));
    let target = join(root, 'index.html');
    if (file.startsWith(root)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) target = file;
    }
    const hashed = target.startsWith(join(root, 'assets'));
    const type = types[extname(target)] ?? 'application/octet-stream';
    // Compressed as production serves it, so transfer sizes (and Lighthouse's timings) are realistic.
    const compress = /text|javascript|json|svg/.test(type) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'br' } : {}),
    });
    const body = createReadStream(target);
    if (compress) body.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })).pipe(res);
    else body.pipe(res);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((done) => server.close(done)),
  };
}

/**
 * The site under test: PARDE_BASE_URL when set; otherwise a fresh API serving the built app, or with
 * PARDE_WEB_SERVER=harness the static harness in front of it.
 */
export async function startSite(options = {}) {
  if (process.env.PARDE_BASE_URL) return { url: process.env.PARDE_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const api = await startApi(options);
  if (process.env.PARDE_WEB_SERVER !== 'harness') return api;
  const web = await startStatic({ apiUrl: api.url });
  return {
    url: web.url,
    dataDir: api.dataDir,
    async stop() {
      await web.stop();
      await api.stop();
    },
  };
}

// `node e2e/serve.mjs`: serve the built app in front of a fresh API until interrupted.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = await startSite();
  console.log(`Parde: ${site.url}`);
  const stop = () => site.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
