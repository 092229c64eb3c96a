import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/database';
import { engine, signUp, startServer, type TestServer } from './helper';

// The Redis every machine and CI runs (TOOLCHAIN.md); each test uses keys of its own.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = () => `parde-test:${randomBytes(6).toString('hex')}:`;

// Every test here boots servers of its own configuration, so the bounds are longer than the default.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const servers: TestServer[] = [];
/** The default configuration with Redis: shared by the tests that change nothing. */
let base: TestServer;
beforeAll(async () => {
  base = await server({ REDIS_URL, REDIS_PREFIX: prefix() });
});
async function server(env: NodeJS.ProcessEnv = {}) {
  const started = await startServer({ env });
  servers.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const search = (s: TestServer, init?: RequestInit) =>
  s.fetch('/api/SearchQuery/Search?searchText=%D8%B3%D8%A7%DB%8C%D9%87', init);

describe('health', () => {
  it('live answers; ready checks the database and Redis', async () => {
    const s = base;
    const live = await s.fetch('/api/health/live');
    expect(live.status).toBe(200);
    // Loadable by any site: the api-client's CORS probe reads it in no-cors mode.
    expect(live.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await s.fetch('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ok', engine, database: 'ok', redis: 'ok' });
  });

  it('ready is 503 once the database is gone, and says so', async () => {
    const s = await startServer();
    await s.database.close();
    const ready = await s.fetch('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'down', database: 'down' });
    await s.app.close();
  });
});

describe('per-address limits', () => {
  it('answers 429 with Retry-After and the wire error past the search budget; reads have their own', async () => {
    const s = await server({ RATE_LIMIT_SEARCH: '3' });
    for (let i = 0; i < 3; i++) expect((await search(s)).status).toBe(200);
    const refused = await search(s);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { code: string; message: string; requestId: string };
    expect(body.code).toBe('TooManyRequests');
    expect(body.requestId).toBe(refused.headers.get('x-request-id'));
    // A different budget is untouched.
    expect((await s.fetch('/api/MovieQuery/GetBestMovies')).status).toBe(200);
    // Health is never limited.
    expect((await s.fetch('/api/health/live')).status).toBe(200);
  });

  it('issue #26 findings 2, 3, 11: counts the routed path, per account when signed in, and failed authentication', async () => {
    const s = await server({ RATE_LIMIT_SEARCH: '10', RATE_LIMIT_FAILED_AUTH: '3' });
    // A percent-encoded path is routed to search, so it spends the search budget.
    const encoded = () => s.fetch('/api/%53earchQuery/Search?searchText=%D8%B3%D8%A7%DB%8C%D9%87');
    for (let i = 0; i < 10; i++) expect((await encoded()).status).toBe(200);
    expect((await encoded()).status).toBe(429);
    expect((await search(s)).status).toBe(429);
    // A signed-in member is counted on its account, not on the crowded address: a fifth of its budget.
    const token = await signUp(s, '09130000026');
    const signedIn = { headers: { Authorization: `Bearer ${token}` } };
    expect((await search(s, signedIn)).status).toBe(200);
    expect((await search(s, signedIn)).status).toBe(200);
    expect((await search(s, signedIn)).status).toBe(429);
    // Failed authentication has the strictest budget, with Retry-After like every 429.
    const forged = { headers: { Authorization: 'Bearer x.y.z' } };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await s.fetch('/api/user/CheckToken', forged)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await s.fetch('/api/Account/refresh-token', {
      method: 'POST',
      headers: { ...forged.headers, 'Content-Type': 'application/json' },
      body: '{"profileId":1}',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shares the counts of two instances through Redis', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix(), RATE_LIMIT_READS: '6' };
    const a = await server(env);
    const b = await server(env);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await a.fetch('/api/MovieQuery/GetBestMovies')).status);
      statuses.push((await b.fetch('/api/MovieQuery/GetBestMovies')).status);
    }
    // Six answered between them, then both refuse: neither instance alone saw more than four.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('keeps serving with limits in memory when Redis does not answer', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const s = await server({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_SEARCH: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await search(s)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const ready = await s.fetch('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });
  });

  it('behind a trusted proxy, counts per forwarded address', async () => {
    const s = await server({ TRUST_PROXY: 'true', RATE_LIMIT_SEARCH: '1' });
    const from = (ip: string) => search(s, { headers: { 'X-Forwarded-For': ip } });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For buys nothing', async () => {
    const s = await server({ RATE_LIMIT_SEARCH: '1' });
    expect((await search(s, { headers: { 'X-Forwarded-For': '203.0.113.1' } })).status).toBe(200);
    expect((await search(s, { headers: { 'X-Forwarded-For': '203.0.113.2' } })).status).toBe(429);
  });
});

describe('metrics', () => {
  it('do not exist without METRICS_TOKEN', async () => {
    // Also when the web app is built (its fallback answers any other page address a browser asks for).
    const response = await base.fetch('/metrics', { headers: { Accept: 'text/html,*/*' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NotExistsError' });
  });

  it('need the token, and count requests per route pattern, errors, limits and cache hits', async () => {
    const s = await server({ METRICS_TOKEN: 'scrape-token-1234', RATE_LIMIT_SEARCH: '1' });
    expect((await s.fetch('/metrics')).status).toBe(401);
    expect((await s.fetch('/metrics', { headers: { Authorization: 'Bearer wrong-token-1234' } })).status).toBe(401);
    await s.fetch('/api/MovieQuery/GetById?id=1');
    await s.fetch('/api/MovieQuery/GetBestMovies');
    await s.fetch('/api/MovieQuery/GetBestMovies');
    // An answer is kept from its second asking: the third is a hit.
    for (let i = 0; i < 3; i++) await s.fetch('/api/MovieQuery/GetLatestMovies');
    await search(s);
    await search(s);
    const response = await s.fetch('/metrics', { headers: { Authorization: 'Bearer scrape-token-1234' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/parde_http_requests_total\{method="GET",route="\/api\/MovieQuery\/GetById",status="200"\} 1/);
    expect(text).toMatch(
      /parde_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/MovieQuery\/GetBestMovies"\} 2/,
    );
    expect(text).toMatch(/parde_rate_limited_total\{group="search"\} 1/);
    expect(text).toMatch(/parde_cache_lookups_total\{cache="shared-answers",result="hit"\} [1-9]/);
    if (engine === 'postgres') expect(text).toMatch(/parde_db_pool_connections [1-9]/);
  });
});

describe('HTTP caching of anonymous reads', () => {
  it('marks catalogue reads for a CDN with stale-while-revalidate, and answers a matching ETag with 304', async () => {
    const s = base;
    for (const path of ['/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic', '/api/MovieQuery/GetById?id=1']) {
      const first = await s.fetch(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=30');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const body = await first.json();
      const again = await s.fetch(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      const changed = await s.fetch(path, { headers: { 'If-None-Match': 'W/"other"' } });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual(body);
    }
  });
});

describe('request ids', () => {
  it('are on every answer and in error bodies; a proxy-given id is kept', async () => {
    const s = base;
    const ok = await s.fetch('/api/MovieQuery/GetBestMovies');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await s.fetch('/api/MovieQuery/GetById?id=999999', {
      headers: { 'X-Request-Id': 'edge-req-0001' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('edge-req-0001');
    expect(await missing.json()).toMatchObject({ code: 'NotExistsError', requestId: 'edge-req-0001' });
    // Anything that does not look like an id is replaced, never echoed.
    const forged = await s.fetch('/api/MovieQuery/GetBestMovies', {
      headers: { 'X-Request-Id': '<script>alert(1)</script>' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('shutdown', () => {
  it('tells keep-alive clients to close during the drain, so no reused socket is reset', async () => {
    const s = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const port = new URL(s.url).port;
    /** One request: its outcome, and whether it went out on a socket an earlier request had used. */
    const get = () =>
      new Promise<{ outcome: string; reused: boolean }>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ outcome: res.headers.connection === 'close' ? 'close' : 'ok', reused: req.reusedSocket }),
          );
        });
        req.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ outcome: error.code ?? 'error', reused: req.reusedSocket }),
        );
        req.end();
      });
    await Promise.all(Array.from({ length: 8 }, get));
    let stop = false;
    const results: { outcome: string; reused: boolean }[] = [];
    const load = Array.from({ length: 8 }, async () => {
      while (!stop) results.push(await get());
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What main.ts does on SIGTERM: drain (answers say `Connection: close`), then close.
    s.app.beginClosing();
    // The drain lasts until the clients have been told (a loaded machine answers slowly).
    for (let waited = 0; waited < 10_000 && !results.some((r) => r.outcome === 'close'); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = s.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop = true;
    await Promise.all(load);
    await closed;
    agent.destroy();
    expect(results.some((r) => r.outcome === 'close')).toBe(true);
    // Once draining, every socket is closed by its client after one answer: none is reused into the close.
    expect(results.filter((r) => r.reused && r.outcome !== 'ok' && r.outcome !== 'close')).toEqual([]);
  });
});

describe.runIf(engine === 'postgres')('DATABASE_SCHEMA', () => {
  it('creates a schema that does not exist instead of writing into public', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `test_missing_${randomBytes(5).toString('hex')}`;
    const database = await openDatabase({ url, schema });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
      expect(found.rowCount).toBe(1);
      const path = await sql<{ search_path: string }>`SHOW search_path`.execute(database.db);
      expect(path.rows[0]?.search_path).toContain(schema);
    } finally {
      await database.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.end();
    }
  });

  it('refuses clearly when it cannot be created', async () => {
    const url = process.env.DATABASE_URL!;
    // A name PostgreSQL reserves: creating it fails, and the message says what to do.
    await expect(openDatabase({ url, schema: 'pg_parde_reserved' })).rejects.toThrow(
      /DATABASE_SCHEMA "pg_parde_reserved".*could not be created/,
    );
  });
});

describe('configuration', () => {
  it('logs at info by default, each request only at debug', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMS_API_KEY: 'k' }).logLevel).toBe('info');
    expect(loadConfig({}).logLevel).toBe('info');
  });
});
