import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, configurationMarkdown, environment, loadConfig } from '../src/config';
import { MediaUrls } from '../src/services/media';
import { freshDatabase } from './helper';

/** The lines loadConfig refuses `env` with (none when it accepts it). */
const refusals = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe('configuration', () => {
  it('reads a secret from <NAME>_FILE, and refuses both set or an unreadable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parde-secrets-'));
    try {
      writeFileSync(join(dir, 'jwt'), `${'s'.repeat(40)}\n`);
      writeFileSync(join(dir, 'db'), 'postgres://parde:secret@db.internal:5432/parde\n');
      const config = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET_FILE: join(dir, 'jwt'),
        DATABASE_URL_FILE: join(dir, 'db'),
        SMS_API_KEY: 'k',
      });
      expect(config.jwtSecret).toBe('s'.repeat(40));
      expect(config.databaseUrl).toBe('postgres://parde:secret@db.internal:5432/parde');
      expect(refusals({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: join(dir, 'jwt') })).toEqual([
        'JWT_SECRET and JWT_SECRET_FILE are both set: keep one of them',
      ]);
      expect(refusals({ SMS_API_KEY_FILE: join(dir, 'missing') })).toContain(
        `SMS_API_KEY_FILE="${join(dir, 'missing')}" cannot be read (ENOENT): mount the file there, or set SMS_API_KEY`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts MEDIA_BASE_URL before every media path', () => {
    const config = loadConfig({ MEDIA_BASE_URL: 'https://cdn.parde.example/' });
    const media = new MediaUrls(config.mediaBaseUrl);
    expect(media.poster('Movie', 3)).toBe('https://cdn.parde.example/media/posters/movie-3.svg');
    expect(media.backdrop('Series', 2)).toBe('https://cdn.parde.example/media/backdrops/series-2.svg');
    expect(media.portrait(7)).toBe('https://cdn.parde.example/media/portraits/star-7.svg');
    expect(new MediaUrls(loadConfig({}).mediaBaseUrl).still(1)).toBe('/media/stills/episode-1.svg');
  });

  it('reads ports, origins and caps, and refuses a short secret or an unknown provider', () => {
    const config = loadConfig({ PORT: '9090', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.port).toBe(9090);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({}).port).toBe(8080);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMS_API_KEY: 'k' }).otpFreePerPhonePerHour,
    ).toBe(2);
    expect(refusals({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET (5 characters): expected at least 32 characters that are not whitespace',
    ]);
    expect(refusals({ SMS_PROVIDER: 'pigeon' })).toEqual(['SMS_PROVIDER="pigeon": expected dev or kavenegar']);
    expect(refusals({ SMS_PROVIDER: 'kavenegar' })).toEqual([
      'SMS_API_KEY is unset: SMS_PROVIDER=kavenegar (the production default) needs its API key',
    ]);
  });

  it('gives every variable its default when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      production: false,
      databaseUrl: undefined,
      embeddedDatabase: 'postgres',
      embeddedDatabasePort: 0,
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      logLevel: 'info',
      redisPrefix: 'parde:',
      rateLimits: { reads: 6000, search: 600, writes: 600, failedAuth: 60 },
      statementTimeoutMs: 5000,
      poolSize: 10,
      shutdownDrainMs: 1000,
      seedScale: 0,
      sms: { provider: 'dev' },
    });
    // An empty variable is an unset one (an environment file's `DATABASE_URL=`).
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('refuses every wrong value at once, one line each, naming what was expected', () => {
    expect(
      refusals({
        PORT: 'abc',
        STATEMENT_TIMEOUT_MS: '5s',
        DATABASE_POOL_SIZE: '-3',
        TRUST_PROXY: 'maybe',
        LOG_LEVEL: 'verbose',
        VIDEO_LINK_TTL_SECONDS: '5.5',
        DATABASE_URL: 'mysql://root:hunter2@db/parde',
        REDIS_URL: 'http://127.0.0.1:6379',
        EMBEDDED_DATABASE: 'sqlite',
      }),
    ).toEqual([
      'PORT="abc": expected a port number from 0 to 65535, e.g. 8080',
      'LOG_LEVEL="verbose": expected fatal, error, warn, info, debug, trace, silent',
      // The password of a refused address is not printed.
      'DATABASE_URL="mysql://root:***@db/parde": expected a PostgreSQL address, e.g. postgres://user:password@127.0.0.1:5432/parde',
      'DATABASE_POOL_SIZE="-3": expected a whole number from 1 to 1000, e.g. 10',
      'STATEMENT_TIMEOUT_MS="5s": expected a whole number of milliseconds, e.g. 5000',
      'EMBEDDED_DATABASE="sqlite": expected postgres or pglite',
      'VIDEO_LINK_TTL_SECONDS="5.5": expected a whole number of seconds from 10 to 86400, e.g. 300',
      'TRUST_PROXY="maybe": expected true, false, a number of hops or addresses/CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1',
      'REDIS_URL="http://127.0.0.1:6379": expected a Redis address, e.g. redis://127.0.0.1:6379',
    ]);
    // Whole numbers are digits only: no unit, no fraction, no exponent, nothing out of range.
    for (const value of ['5s', '5.0', '1e3', '0x10', ' ', '99999999']) {
      expect(refusals({ STATEMENT_TIMEOUT_MS: value }), value).toHaveLength(1);
    }
    expect(refusals({ PORT: '65536' })).toHaveLength(1);
    expect(refusals({ PORT: '0' })).toEqual([]);
  });

  it('reads TRUST_PROXY as Fastify takes it: on/off, a number of hops, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // A number of hops: the nearest `n` proxies are trusted, as Fastify does with a number.
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('203.0.113.9', hop))).toEqual([true, true, false]);
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '0', 'true,false', '1.2.3.4/8/9']) {
      expect(refusals({ TRUST_PROXY: value }), value).toHaveLength(1);
    }
  });

  it('in production, needs a JWT_SECRET of 32 characters that are not whitespace, and never echoes it', () => {
    const production = { NODE_ENV: 'production', SMS_API_KEY: 'k' };
    expect(refusals(production)).toEqual([
      'JWT_SECRET is unset: production needs at least 32 characters that are not whitespace',
    ]);
    expect(refusals({ ...production, JWT_SECRET: ' '.repeat(32) })).toEqual([
      'JWT_SECRET (32 characters, all whitespace): expected at least 32 characters that are not whitespace',
    ]);
    // Padding does not count: 31 characters and spaces around them.
    expect(refusals({ ...production, JWT_SECRET: `  ${'s'.repeat(31)}  ` })).toHaveLength(1);
    expect(refusals({ ...production, JWT_SECRET: 'k'.repeat(32) })).toEqual([]);
    expect(refusals({ METRICS_TOKEN: 'secret' })).toEqual([
      'METRICS_TOKEN (6 characters): expected at least 16 characters',
    ]);
  });

  it('docs/configuration.md is what the schema generates (pnpm docs:config)', () => {
    const file = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(file).toBe(configurationMarkdown());
    // Every variable has its line, its meaning and what it accepts.
    for (const [name, schema] of Object.entries(environment.properties)) {
      expect(file).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
      expect(schema).toMatchObject({ description: expect.any(String), expected: expect.any(String) });
    }
  });
});

describe('9. the server listens on 127.0.0.1 unless HOST is set', () => {
  it('reads HOST, defaulting to loopback', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('with the default configuration, another address of this machine is refused', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    const { database, drop } = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    const app = await buildApp({ config, database, secret: 'test-secret-test-secret-test-secret!', logger: false });
    try {
      await app.listen({ port: 0, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
      const reach = (host: string) =>
        new Promise<boolean>((resolve) => {
          const socket = connect({ host, port });
          socket.once('connect', () => resolve(socket.destroy() !== undefined));
          socket.once('error', () => resolve(false));
        });
      expect(await reach('127.0.0.1')).toBe(true);
      if (external) expect(await reach(external)).toBe(false);
    } finally {
      await app.close();
      await drop();
    }
    // It boots a database of its own beside the other suites, so it gets a longer bound.
  });
});
