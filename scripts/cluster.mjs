#!/usr/bin/env node
// `pnpm cluster`: the production topology on this machine (docs/decisions/023). nginx (Debian's package, run in
// the foreground with a folder of its own) listens on PORT as load balancer and media cache in front of two API
// instances in NODE_ENV=production on loopback ports, sharing DATABASE_URL's PostgreSQL and REDIS_URL's Redis.
// compose.yaml runs the same processes with the same nginx file and environment, in containers.
//
// Signals: SIGTERM or Ctrl-C stops everything (instances drain first); SIGHUP restarts the instances one at a
// time (a rolling restart). An instance that dies is started again. With an IPC channel, the parent is sent
// `{ cluster: 'ready' | 'recovered' | 'restarted', url, nginx, instances: [{ pid, port }] }`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'apps/api/dist/main.js');
const nginxBin = '/usr/sbin/nginx';
const env = process.env;

/** Stops with one line saying why and what to do. */
function refuse(line) {
  console.error(`[cluster] ${line}`);
  process.exit(1);
}

const say = (line) => console.log(`[cluster] ${line}`);

if (!existsSync(main)) refuse(`${main} is missing: build first (pnpm build)`);
if (!existsSync(nginxBin)) refuse(`nginx is missing at ${nginxBin}: apt-get install nginx`);
if (!env.DATABASE_URL)
  refuse('DATABASE_URL is unset: the instances share one PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/parde');

/** A free loopback port. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const port = Number(env.PORT ?? 8080);
const dir = resolve(env.CLUSTER_DIR ?? join(root, '.data/cluster'));
const apiPorts = env.API_PORTS
  ? env.API_PORTS.split(',').map(Number)
  : [await freePort(), await freePort()].sort((a, b) => a - b);
const url = `http://127.0.0.1:${port}`;

// nginx's folder: its configuration, temporary files, cache, log and pid. As root its workers run as `nobody`,
// which must reach the cache and the page.
for (const sub of ['cache', 'temp', 'logs', 'pages']) mkdirSync(join(dir, sub), { recursive: true });
writeFileSync(join(dir, 'pages/503.html'), readFileSync(join(root, 'deploy/nginx/503.html')));
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  // The folder and its parent may be 0700 (mkdtemp): others may pass through them, not list them. Folders further
  // up are not ours to change.
  for (const at of [dir, dirname(dir)]) {
    const { mode } = statSync(at);
    if ((mode & 0o001) === 0) chmodSync(at, (mode & 0o7777) | 0o001);
  }
  for (let at = dirname(dirname(dir)); at !== dirname(at); at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0)
      refuse(`nginx's workers (user nobody) cannot pass through ${at}: set CLUSTER_DIR to a folder under /tmp`);
  }
  for (const sub of ['cache', 'temp']) chownSync(join(dir, sub), id('-u'), id('-g'));
  chmodSync(join(dir, 'pages'), 0o755);
}

// The same file compose.yaml mounts into the nginx image, whose envsubst fills in the same names.
const names = {
  PARDE_LISTEN: `127.0.0.1:${port}`,
  PARDE_API_1: `127.0.0.1:${apiPorts[0]}`,
  PARDE_API_2: `127.0.0.1:${apiPorts[1]}`,
  PARDE_CACHE_DIR: join(dir, 'cache'),
  PARDE_PAGES_DIR: join(dir, 'pages'),
};
const site = readFileSync(join(root, 'deploy/nginx/parde.conf.template'), 'utf8').replace(
  /\$\{(PARDE_[A-Z0-9_]+)\}/g,
  (whole, name) => names[name] ?? whole,
);
writeFileSync(join(dir, 'parde.conf'), site);
// The main file the nginx image has, reduced: in the foreground, paths inside `dir`, errors on stderr.
const temp = (name) => `${name}_temp_path ${join(dir, 'temp', name)};`;
writeFileSync(
  join(dir, 'nginx.conf'),
  `daemon off;
${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(dir, 'parde.conf')};
}
`,
);

const jwtSecret = env.JWT_SECRET ?? randomBytes(32).toString('base64url');
if (!env.JWT_SECRET) say('JWT_SECRET is unset: a random one for this run (sign-ins end with it)');

/** What each instance runs with: the caller's environment, in production behind one proxy hop. */
const instanceEnv = (apiPort) => ({
  ...env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  PUBLIC_URL: env.PUBLIC_URL ?? url,
  TRUST_PROXY: env.TRUST_PROXY ?? '1',
  REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  JWT_SECRET: jwtSecret,
});

/** Prefixes each line a child prints. */
function relay(stream, out, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
}

let stopping = false;
/** Whether both instances were ready once: before that, an instance that exits is a configuration to fix. */
let started = false;
const nginx = spawn(nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
relay(nginx.stdout, process.stdout, '[nginx]');
relay(nginx.stderr, process.stderr, '[nginx]');
nginx.on('exit', (code, signal) => {
  if (!stopping) refuse(`nginx exited (${signal ?? code}); see its lines above`);
});

/** Resolves when `port` answers readiness 200 (or rejects when the instance exits first). */
async function ready(instance) {
  for (;;) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) throw new Error('exited');
    const status = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** One API instance: started now, and again whenever it dies unless the cluster stops or restarts it. */
function startInstance(instance) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: instanceEnv(instance.port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  relay(child.stdout, process.stdout, `[api-${instance.n}]`);
  relay(child.stderr, process.stderr, `[api-${instance.n}]`);
  child.on('exit', (code, signal) => {
    if (stopping || instance.child !== child || instance.replacing) return;
    if (!started) {
      console.error(`[cluster] api-${instance.n} could not start (${signal ?? code}); its line above says why`);
      void stop(1);
      return;
    }
    say(`api-${instance.n} exited (${signal ?? code}); starting it again`);
    setTimeout(async () => {
      if (stopping) return;
      // Exiting again is this same handler's business.
      if (
        !(await ready(startInstance(instance)).then(
          () => true,
          () => false,
        ))
      )
        return;
      // nginx leaves an instance that failed alone for its fail_timeout: back in rotation only after it.
      await new Promise((done) => setTimeout(done, ROTATION_WAIT_MS));
      say(`api-${instance.n} is back`);
      report('recovered');
    }, 1000);
  });
  return instance;
}

/**
 * How long an instance that came back is given to be in nginx's rotation again: nginx's fail_timeout (1 s,
 * parde.conf.template) runs from its last failed try of the instance, which nginx on a loaded machine records late;
 * twice that and a margin, so the next instance never goes while nginx still counts this one as failed.
 */
const ROTATION_WAIT_MS = 2_500;

const instances = apiPorts.map((apiPort, i) => startInstance({ n: i + 1, port: apiPort }));
const report = (what) =>
  process.send?.({
    cluster: what,
    url,
    nginx: nginx.pid,
    instances: instances.map((instance) => ({ pid: instance.child.pid, port: instance.port })),
  });

try {
  await Promise.all(instances.map(ready));
} catch {
  await stop(1);
}
started = true;
say(`ready on ${url}: nginx → ${apiPorts.map((p) => `127.0.0.1:${p}`).join(', ')}`);
report('ready');

/** Stops `instance` (SIGTERM: it drains) and waits for its exit. */
function stopInstance(instance) {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** Restarts the instances one at a time, each back and ready before the next goes. */
let restarting = false;
async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  for (const instance of instances) {
    instance.replacing = true;
    await stopInstance(instance);
    instance.replacing = false;
    startInstance(instance);
    await ready(instance);
    // nginx left the instance alone for its fail_timeout after it went away; it must be back in rotation first.
    await new Promise((done) => setTimeout(done, ROTATION_WAIT_MS));
    say(`api-${instance.n} restarted`);
  }
  restarting = false;
  report('restarted');
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(instances.map(stopInstance));
  if (nginx.exitCode === null) {
    await new Promise((done) => {
      nginx.once('exit', done);
      // SIGQUIT: nginx finishes what it is sending, then exits.
      nginx.kill('SIGQUIT');
    });
  }
  process.exit(code);
}

process.on('SIGHUP', () => void rollingRestart());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('disconnect', () => void stop());
