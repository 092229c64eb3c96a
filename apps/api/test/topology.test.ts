/**
 * The production topology as `pnpm cluster` runs it (scripts/cluster.mjs, docs/decisions/023): nginx in front of two
 * built API instances in NODE_ENV=production on this machine's PostgreSQL (a schema of its own) and Redis. A
 * signed-in journey goes through nginx; then reads keep coming while bad input arrives at 5 a second, while one
 * instance is killed and while both are restarted in turn, and none may fail; with both killed, /api/* answers the
 * API's JSON 503 and pages the Persian one until nginx finds them back on its own. Needs PostgreSQL (DATABASE_URL), Redis and Debian's nginx, as CI has.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@parde/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, freshDatabase, takingTurns, within } from './helper';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const nginx = '/usr/sbin/nginx';

interface ClusterReport {
  cluster: 'ready' | 'recovered' | 'restarted';
  url: string;
  nginx: number;
  instances: { pid: number; port: number }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Instances migrate as they start, and Kysely's Migrator lists every schema's tables: a schema another suite drops
 * meanwhile fails the start. Starts and restarts hold the suites' DDL turn (helper.ts), as their migrations do.
 */
const whileNoSchemaIsDropped = <T>(work: () => Promise<T>) => takingTurns(process.env.DATABASE_URL, work);

describe.skipIf(engine !== 'postgres')('the production topology (nginx → two instances)', () => {
  let cluster: ChildProcess;
  let output = '';
  let drop: () => Promise<void>;
  let sms: Server;
  let url = '';
  let ready: ClusterReport;
  /** The cluster's last report: the instances' pids now. */
  let latest: ClusterReport;
  const dir = mkdtempSync(join(tmpdir(), 'parde-cluster-'));
  /** The one-time codes the stand-in for Kavenegar was asked to send, by phone. */
  const codes = new Map<string, string>();
  /** The next report of the cluster with this name. */
  const next = (name: ClusterReport['cluster']) =>
    new Promise<ClusterReport>((resolve, reject) => {
      const heard = (message: ClusterReport) => {
        if (message.cluster !== name) return;
        cluster.off('message', heard);
        resolve(message);
      };
      cluster.on('message', heard);
      cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output.slice(-3000)}`)));
    });

  beforeAll(async () => {
    if (!existsSync(nginx)) throw new Error(`${nginx} is missing: apt-get install nginx (.ci/run does)`);
    const database = await freshDatabase();
    drop = database.drop;
    const schema = (
      await database.database.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()
    ).s;
    // Kavenegar's verify-lookup API, answering as it does and keeping the codes for the test.
    sms = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        codes.set(form.get('receptor') ?? '', form.get('token') ?? '');
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] }));
      });
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    // The demo clips the seeded videos play, as in the other suites.
    const media = join(dir, 'media');
    mkdirSync(media);
    symlinkSync(join(root, 'media/demo'), join(media, 'demo'));
    // The pages too (rendered by the instances, as in production), from a copy: apps/web/dist may be rebuilt by the
    // web suites beside this one, which empties it first.
    const web = join(root, 'apps/web/dist');
    if (!existsSync(join(web, 'ssr/server.js'))) throw new Error(`${web} has no server renderer: build first`);
    cpSync(web, join(dir, 'web'), { recursive: true });

    ready = await whileNoSchemaIsDropped(async () => {
      cluster = spawn(process.execPath, [join(root, 'scripts/cluster.mjs')], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          PORT: String(await freePort()),
          CLUSTER_DIR: join(dir, 'nginx'),
          DATABASE_URL: process.env.DATABASE_URL ?? '',
          DATABASE_SCHEMA: schema,
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: `${schema}:`,
          JWT_SECRET: 'topology-test-secret-topology-test-secret',
          SMS_PROVIDER: 'kavenegar',
          SMS_API_KEY: 'test-key',
          SMS_BASE_URL: `http://127.0.0.1:${(sms.address() as { port: number }).port}`,
          MEDIA_DIR: media,
          WEB_DIST: join(dir, 'web'),
          // Every read of this test comes from one address.
          RATE_LIMIT_READS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      cluster.on('message', (message: ClusterReport) => {
        latest = message;
      });
      cluster.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      cluster.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      return next('ready');
    });
    url = ready.url;
  }, 180_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => sms?.close(resolve));
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  let token = '';

  it('a signed-in journey through nginx: sign-in by code, personal reads, a stream through the media cache', async () => {
    const api = createApiClient({ baseUrl: url, getToken: () => token || null, getAgeRange: () => null });
    const phone = '09121234567';
    const sent = await api.generateOtp({ phoneNumber: phone });
    const code = codes.get(phone);
    expect(code).toMatch(/^\d{6}$/);
    token = (await api.verifyOtp({ protect_token: sent!.protect_token, code: code! }))!.token;
    token = (await api.registerProfile({ firstName: 'سارا', lastName: 'احمدی' }))!.token;
    expect(await api.getHomeContinue()).toBeTruthy();

    // The stream: playlists from an instance (each checks the link), segments from nginx's cache after the first.
    const link = (await api.getVideoLink({ videoId: 1 }))!;
    const prefix = link.url.replace(/\/master\.m3u8$/, '');
    const master = await fetch(`${url}${link.url}`);
    expect(master.status).toBe(200);
    const rung = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlist = await (await fetch(`${url}${prefix}/${rung}`)).text();
    const segment = `${prefix}/${rung.replace(/[^/]+$/, '')}${playlist.split('\n').find((line) => line.endsWith('.m4s'))}`;
    const first = await fetch(`${url}${segment}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const bytes = await first.arrayBuffer();
    const again = await fetch(`${url}${segment}`);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.arrayBuffer()).toEqual(bytes);
    // Another account's link to the same video reads the same cached file.
    const other = createApiClient({ baseUrl: url, getToken: () => null, getAgeRange: () => null });
    const otherPhone = '09127654321';
    const otherSent = await other.generateOtp({ phoneNumber: otherPhone });
    let otherToken = (await other.verifyOtp({ protect_token: otherSent!.protect_token, code: codes.get(otherPhone)! }))!
      .token;
    const otherApi = createApiClient({ baseUrl: url, getToken: () => otherToken, getAgeRange: () => null });
    otherToken = (await otherApi.registerProfile({ firstName: 'رضا', lastName: 'کریمی' }))!.token;
    const otherLink = (await otherApi.getVideoLink({ videoId: 1 }))!;
    expect(otherLink.url).not.toBe(link.url);
    const shared = await fetch(`${url}${segment.replace(prefix, otherLink.url.replace(/\/master\.m3u8$/, ''))}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-cache-status')).toBe('HIT');
    // A forged signature is refused at the edge, cached segment or not.
    const sig = prefix.split('/').at(-1)!;
    const forged = segment.replace(`/${sig}/`, `/${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}/`);
    expect((await fetch(`${url}${forged}`)).status).toBe(403);

    // Each instance writes one line per request: status, time taken and the request id the answer carried.
    const answered = await fetch(`${url}/api/MovieQuery/GetBestMovies`);
    const id = answered.headers.get('x-request-id');
    for (let i = 0; i < 50 && !output.includes(`"reqId":"${id}"`); i++) await new Promise((r) => setTimeout(r, 100));
    const line = output.split('\n').find((entry) => entry.includes(`"reqId":"${id}"`)) ?? '';
    expect(line.replace(/^\[api-\d\] /, '')).toMatch(/^\{.*"res":\{"statusCode":200\},"responseTime":[\d.]+/);
    expect(output.split('\n').filter((entry) => entry.includes(`"reqId":"${id}"`))).toHaveLength(1);
  });

  it('a download link plays through the media cache and is refused at the edge within a second of its deletion', async () => {
    const api = createApiClient({ baseUrl: url, getToken: () => token || null, getAgeRange: () => null });
    const grant = (await api.grantDownload({ videoId: 1 }))!;
    const prefix = grant.url.replace(/\/master\.m3u8$/, '');
    const master = await fetch(`${url}${grant.url}`);
    expect([master.status, master.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    const rung = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlist = await (await fetch(`${url}${prefix}/${rung}`)).text();
    const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
    const file = (name: string) => `${url}${prefix}/${rung.replace(/[^/]+$/, '')}${name}`;
    // The segment the watch link above put in nginx's cache serves the download too; no cache past nginx keeps it.
    const cached = await fetch(file(segments[0]!));
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    expect(cached.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    await cached.arrayBuffer();
    const deletedAt = Date.now();
    await api.deleteDownload({ id: grant.id });
    await within(1500, async () => expect((await fetch(file(segments[0]!))).status).toBe(403));
    console.log(`[topology] a deleted grant's cached segment refused at the edge after ${Date.now() - deletedAt} ms`);
    expect((await fetch(file(segments[1]!))).status).toBe(403);
    expect((await fetch(`${url}${grant.url}`)).status).toBe(403);
  });

  /**
   * Reads at about 100 a second (one every 10 ms): `count` of them, or until `until` settles; `during(n)` is called
   * as the n-th is sent. Answers what each read got (a status, or the error's name).
   */
  async function reads(options: { count?: number; until?: Promise<unknown>; during?: (n: number) => void }) {
    const outcomes: string[] = [];
    const pending: Promise<void>[] = [];
    let done = false;
    void options.until?.finally(() => {
      done = true;
    });
    for (let n = 0; !done && n < (options.count ?? Number.POSITIVE_INFINITY); n++) {
      options.during?.(n);
      const path =
        n % 2 ? `/api/MovieQuery/GetBestMovies?pageNumber=${1 + (n % 3)}` : '/api/VideoQuery/getHomeContinue';
      pending.push(
        fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } }).then(
          async (response) => {
            await response.arrayBuffer();
            outcomes.push(String(response.status));
          },
          (error: Error) => {
            outcomes.push(error.name);
          },
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(pending);
    return outcomes;
  }

  it('bad input at 5 a second takes no instance out of rotation: 20 normal reads a second all answer', async () => {
    // What a viewer pasting a long query or a crawler with a stale page number sends: pages and API calls that the
    // site refuses. Each varies so no kept page answers it.
    const long = 'خانه'.repeat(30);
    const badPaths = [
      (n: number) => `/search?q=${encodeURIComponent(`خانه ${n}`)}&page=101`,
      (n: number) => `/search?q=${encodeURIComponent(`${long}${n}`)}`,
      (n: number) => `/movies?page=${99_999_990 + n}`,
      (n: number) => `/cast-detail/0-${n}`,
      (n: number) => `/api/SearchQuery/Search?searchText=${encodeURIComponent(`${long}${n}`)}`,
      (n: number) => `/api/MovieQuery/GetBestMovies?pageNumber=${100_001 + n}`,
    ];
    const bad: number[] = [];
    const normal: string[] = [];
    const pending: Promise<void>[] = [];
    const started = Date.now();
    // 10 s: a normal read every 50 ms (20/s), a bad request every 200 ms (5/s).
    for (let tick = 0; tick < 200; tick++) {
      const path =
        tick % 2 ? `/api/MovieQuery/GetBestMovies?pageNumber=${1 + (tick % 3)}` : '/api/VideoQuery/getHomeContinue';
      pending.push(
        fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } }).then(
          async (response) => {
            await response.arrayBuffer();
            normal.push(String(response.status));
          },
          (error: Error) => {
            normal.push(error.name);
          },
        ),
      );
      if (tick % 4 === 0) {
        const n = tick / 4;
        const badPath = badPaths[n % badPaths.length]!(n);
        pending.push(
          fetch(`${url}${badPath}`, { headers: { Accept: 'text/html,*/*' } }).then(
            async (response) => {
              await response.arrayBuffer();
              bad.push(response.status);
            },
            () => {
              bad.push(0);
            },
          ),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(pending);
    const failed = normal.filter((outcome) => outcome !== '200');
    console.log(
      `bad input through nginx: ${bad.length} bad requests (${(bad.length / ((Date.now() - started) / 1000)).toFixed(1)}/s;` +
        ` statuses ${[...new Set(bad)].sort().join(', ')}), normal reads attempted ${normal.length}, failed ${failed.length}`,
    );
    expect(bad.every((status) => status >= 400 && status < 500)).toBe(true);
    expect(normal).toHaveLength(200);
    expect(failed).toEqual([]);
  });

  it('no read fails while an instance is killed', async () => {
    await whileNoSchemaIsDropped(async () => {
      const recovered = next('recovered');
      // 400 reads; the first instance is killed as the 100th goes out, while nginx still sends it its share.
      const outcomes = await reads({
        count: 400,
        during: (n) => {
          if (n === 100) process.kill(ready.instances[0]!.pid, 'SIGKILL');
        },
      });
      expect(outcomes).toHaveLength(400);
      expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
      // The cluster starts the killed instance again, as a service manager would.
      await recovered;
    });
  });

  it('no read fails during five rolling restarts of both instances', async () => {
    const before = (await fetch(`${url}/api/health/ready`)).status;
    expect(before).toBe(200);
    let pids = ready.instances.map((instance) => instance.pid);
    const all: string[] = [];
    for (let round = 1; round <= 5; round++) {
      // The DDL turn is held a round at a time: held for all five (150 s on a slow host) it kept other suites'
      // migrations waiting past their set-up's time limit.
      const outcomes = await whileNoSchemaIsDropped(async () => {
        const restarted = next('restarted');
        cluster.kill('SIGHUP');
        // Reads all along: each instance turns unready, drains, stops, starts and is back in rotation before the
        // next goes.
        const outcomes = await reads({ until: restarted });
        const result = await restarted;
        const now = result.instances.map((instance) => instance.pid);
        expect(now.filter((pid) => pids.includes(pid))).toEqual([]);
        pids = now;
        return outcomes;
      });
      console.log(
        `rolling restart ${round}: ${outcomes.length} reads, ${outcomes.filter((o) => o !== '200').length} failed`,
      );
      all.push(...outcomes);
    }
    expect(all.length).toBeGreaterThan(250);
    expect(all.filter((outcome) => outcome !== '200')).toEqual([]);
  }, 300_000);
  it('with every instance down, /api/* answers a JSON 503 with Retry-After and pages the Persian page; back on its own', async () => {
    await whileNoSchemaIsDropped(async () => {
      const recovered: ClusterReport[] = [];
      const bothBack = new Promise<void>((resolve) => {
        const heard = (message: ClusterReport) => {
          if (message.cluster !== 'recovered') return;
          recovered.push(message);
          if (recovered.length < 2) return;
          cluster.off('message', heard);
          resolve();
        };
        cluster.on('message', heard);
      });
      expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
      const live = latest.instances;
      for (const instance of live) process.kill(instance.pid, 'SIGKILL');
      // The cluster starts them again after a second: until then nothing answers behind nginx.
      const api = await fetch(`${url}/api/MovieQuery/GetBestMovies`);
      expect(api.status).toBe(503);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(api.headers.get('retry-after')).toBe('10');
      const body = (await api.json()) as { code: string; message: string; errors: string[] };
      expect(body.code).toBe('ServiceUnavailable');
      expect(body.errors.join(' ')).toContain('سرویس موقتاً در دسترس نیست');
      const page = await fetch(`${url}/movies`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('پرده موقتاً در دسترس نیست');

      // Each instance answers on its own port again; from then nginx must send reads to them within 10 s.
      const ports = live.map((instance) => instance.port);
      const answers = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (response) => response.status === 200,
          () => false,
        );
      while (!(await Promise.all(ports.map(answers))).every(Boolean)) await new Promise((r) => setTimeout(r, 50));
      const back = Date.now();
      const read = () =>
        fetch(`${url}/api/MovieQuery/GetBestMovies`).then(
          (response) => response.status,
          () => 0,
        );
      while (Date.now() - back < 10_000 && (await read()) !== 200) await new Promise((r) => setTimeout(r, 50));
      console.log(`every instance killed: nginx answered reads again ${Date.now() - back} ms after both were back`);
      expect(await read()).toBe(200);
      await bothBack;
    });
  });
});
