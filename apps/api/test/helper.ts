import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiClient, type ApiError, createApiClient } from '@parde/api-client';
import { type Catalogue, writeArt } from '@parde/demo-catalogue';
import pg from 'pg';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemo } from '../src/cli/seed';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, quoteIdent } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import type { SmsSender } from '../src/services/sms';
import { fixtureCatalogue } from './fixture';

/** Which engine this project runs on (vitest.config.ts): PostgreSQL at DATABASE_URL, or in-memory PGlite. */
export const engine =
  process.env.PARDE_TEST_DATABASE === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';
const postgresUrl = engine === 'postgres' ? process.env.DATABASE_URL : undefined;

/**
 * Kysely's Migrator lists every schema's tables (`pg_get_serial_sequence` on each), which fails when another test
 * file drops its schema at that moment; on PostgreSQL the tests' migrations and schema drops take turns on one
 * advisory lock, held by a session of its own and released when it ends.
 */
export async function takingTurns<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['parde-test-schema-ddl']);
    return await work();
  } finally {
    await admin.end();
  }
}

/** An empty database: its own schema on PostgreSQL (dropped by `drop`), or in-memory PGlite. */
export async function emptyDatabase(schemaSuffix = '') {
  const url = postgresUrl;
  let schema: string | undefined;
  if (url) {
    schema = `test_${randomBytes(6).toString('hex')}${schemaSuffix}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.end();
  }
  const database = await openDatabase({ url, schema });
  const drop = async () => {
    await database.close();
    if (url && schema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await takingTurns(url, () => admin.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`));
      await admin.end();
    }
  };
  return { database, url, schema, drop };
}

/**
 * A fresh, migrated and seeded database: its own schema on PostgreSQL (dropped by `drop`; `schemaSuffix` lengthens
 * its name), or in-memory PGlite.
 */
export async function freshDatabase(catalogue: Catalogue = fixtureCatalogue(), schemaSuffix = '') {
  const { database, url, schema, drop: dropEmpty } = await emptyDatabase(schemaSuffix);
  await takingTurns(url, () => migrate(database.db));
  await seedDemo(database.db, catalogue);
  const opened: Database[] = [];
  /** Another instance's view of the same database: its own pool on PostgreSQL; PGlite is one per process. */
  const reopen = async () => {
    if (!url) return database;
    const another = await openDatabase({ url, schema });
    opened.push(another);
    return another;
  };
  const drop = async () => {
    for (const another of opened) await another.close();
    await dropEmpty();
  };
  return { database, drop, reopen };
}

/** The repository's media folder: the demo clips the seeded videos play. */
const repoMedia = fileURLToPath(new URL('../../../media/', import.meta.url));

/**
 * A media folder of the server's own: the repository's demo clips (linked) and the catalogue's pictures drawn from
 * the seeded database, as `npm start`'s seed writes them.
 */
async function mediaFolder(database: Database) {
  const dir = await mkdtemp(join(tmpdir(), 'parde-media-'));
  await symlink(join(repoMedia, 'demo'), join(dir, 'demo'));
  await writeArt(database.db, join(dir, 'art'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestServer {
  url: string;
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** A typed client; `token` and `ageRange` are read on every call. */
  client(auth?: { token?: string | null; ageRange?: number | null }): ApiClient;
  /** Raw fetch against the server. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Another instance of the server on the same database (several instances behind a load balancer). */
  another(): Promise<TestServer>;
  close(): Promise<void>;
}

/** Limits on codes that let a suite sign the same phone in on several devices. */
export const manyCodes = { OTP_PER_PHONE_PER_HOUR: '50', OTP_PER_IP_PER_HOUR: '500' };

/** Boots the real server on 127.0.0.1:0 over a fresh database. */
export async function startServer(
  options: {
    env?: NodeJS.ProcessEnv;
    catalogue?: Catalogue;
    sms?: SmsSender;
    schemaSuffix?: string;
    /** Pino options (a `stream` to read the log); no log without them. */
    logger?: Record<string, unknown>;
  } = {},
): Promise<TestServer> {
  const { database, drop, reopen } = await freshDatabase(options.catalogue, options.schemaSuffix);
  const media = await mediaFolder(database);
  // No web app unless a test brings its own: apps/web/dist may be mid-build beside these tests (turbo runs both).
  // One address sends every request of a suite: per-address limits are off unless a test sets them.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent/web-dist',
    MEDIA_DIR: media.dir,
    RATE_LIMIT_READS: '0',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_WRITES: '0',
    RATE_LIMIT_FAILED_AUTH: '0',
    ...options.env,
  });
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
  const serve = async (on: Database): Promise<TestServer> => {
    const app = await buildApp({
      config,
      database: on,
      secret: 'test-secret-test-secret-test-secret!',
      logger: options.logger ?? false,
      ...(options.sms ? { sms: options.sms } : {}),
    });
    instances.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return {
      url,
      database: on,
      app,
      client: (auth = {}) =>
        createApiClient({ baseUrl: url, getToken: () => auth.token ?? null, getAgeRange: () => auth.ageRange ?? null }),
      fetch: (path, init) => fetch(`${url}${path}`, init),
      another: async () => serve(await reopen()),
      async close() {
        for (const instance of instances) await instance.close();
        await drop();
        await media.remove();
      },
    };
  };
  return serve(database);
}

/**
 * Two instances of the server on one database, as behind a load balancer, started before the file's tests and
 * stopped after them; read `a` and `b` inside hooks and tests.
 */
export function twoInstances(options: Parameters<typeof startServer>[0] = {}) {
  const pair: { a: TestServer; b: TestServer } = {} as { a: TestServer; b: TestServer };
  beforeAll(async () => {
    pair.a = await startServer(options);
    pair.b = await pair.a.another();
  });
  afterAll(() => pair.a?.close());
  return pair;
}

/** The rejection of a call, for asserting on status and body. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** The latest code the dev SMS provider "sent" to a phone. */
export async function lastCode(server: TestServer, phone: string): Promise<string> {
  const response = await server.fetch(`/dev/outbox?phone=${phone}`);
  const body = (await response.json()) as { data: { text: string }[] };
  const match = /(\d{6})/.exec(body.data[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

/**
 * A fresh captcha and its answer, read from the development route. The captcha is checked to be pixels, not an SVG
 * whose noise lines a script tells from its digits by their markup (issue #39).
 */
export async function solvedCaptcha(server: TestServer) {
  const captcha = (await server.client().getCaptcha())!;
  expect(captcha.file).toMatch(/^data:image\/png;base64,/);
  expect(Buffer.from(captcha.file.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const { answer } = (await (await server.fetch(`/dev/captcha/${captcha.id}`)).json()) as { answer: string };
  return { captchaId: captcha.id, captchaAnswer: answer };
}

/** Signs a new phone in and registers it; answers the account token. */
export async function signUp(server: TestServer, phone: string, names = { firstName: 'علی', lastName: 'رضایی' }) {
  const api = server.client();
  const sent = await api.generateOtp({ phoneNumber: phone });
  const code = await lastCode(server, phone);
  const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code });
  const registered = await server.client({ token: verified!.token }).registerProfile(names);
  return registered!.token;
}

/** A JSON POST to `server`, signed with `bearer` when there is one. */
export function postJson(server: TestServer, path: string, body: unknown, bearer: string | null) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Signs a known phone in again, as another device of its account (its per-phone code limit cleared first); answers
 * the new sign-in's token.
 */
export async function signInAgain(server: TestServer, phone: string): Promise<string> {
  await server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
  const api = server.client();
  const sent = await api.generateOtp({ phoneNumber: phone });
  const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
  return verified!.token;
}

/** Retries `check` until it passes or `ms` have gone by (what another instance does arrives a moment later). */
export const within = (ms: number, check: () => Promise<void>) => vi.waitFor(check, { timeout: ms, interval: 10 });
