/**
 * The production topology as `pnpm cluster` runs it (scripts/cluster.mjs, docs/decisions/023): nginx in front of two
 * built API instances in NODE_ENV=production on this machine's PostgreSQL (a schema of its own) and Redis. A
 * signed-in journey goes through nginx; then reads keep coming while one instance is killed and while both are
 * restarted in turn, and none may fail. Needs PostgreSQL (DATABASE_URL), Redis and Debian's nginx, as CI has.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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
          // apps/web/dist may be mid-build beside this suite.
          WEB_DIST: '/nonexistent/web-dist',
          // Every read of this test comes from one address.
          RATE_LIMIT_READS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
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
  }, 60_000);

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
  }, 30_000);

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
  }, 60_000);

  it('no read fails during a rolling restart of both instances', async () => {
    await whileNoSchemaIsDropped(async () => {
      const before = (await fetch(`${url}/api/health/ready`)).status;
      expect(before).toBe(200);
      const restarted = next('restarted');
      cluster.kill('SIGHUP');
      // Reads all along: each instance drains, stops, starts and is back in rotation before the next goes.
      const outcomes = await reads({ until: restarted });
      const result = await restarted;
      expect(result.instances.map((instance) => instance.pid)).not.toContain(ready.instances[1]!.pid);
      expect(outcomes.length).toBeGreaterThan(50);
      expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
    });
  }, 90_000);
});
