import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inProcessNotifications, type Notifications, postgresNotifications } from './notifications';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

/** The open database: the typed query layer and how to close it. */
export interface Database {
  db: Kysely<DB>;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** The `pg` pool (PostgreSQL only), for work Kysely has no words for (COPY). */
  pool?: pg.Pool;
  /** Connections of the pool (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Notifications between the instances on this database (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  notifications: Notifications;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string | undefined;
  /** PostgreSQL schema put first on the search_path (isolated runs). */
  schema?: string | undefined;
  /** PGlite folder, or `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Longest a statement may run (PostgreSQL cancels it); the client gives up a second later. 0: no limit. */
  statementTimeoutMs?: number;
}

const DATE_OID = 1082;
/**
 * The `<%` operator's bound (pg_trgm's default 0.6): search candidates with a typo in a two- or three-letter word
 * share only a third of their trigrams with the query (decision 010).
 */
const WORD_SIMILARITY_THRESHOLD = 0.3;

/** Opens PostgreSQL (pg Pool) or embedded PGlite with pg_trgm and fuzzystrmatch, behind the same Kysely interface. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    if (options.schema) await ensureSchema(options.url, options.schema);
    const statementTimeout = options.statementTimeoutMs ?? 5000;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast when the server is down, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 2000,
      // 0: no limit (migrations and bulk seeding run on a connection of their own).
      ...(statementTimeout > 0
        ? {
            statement_timeout: statementTimeout,
            // A server that stops answering (stopped, partitioned) never cancels anything: the client stops waiting.
            query_timeout: statementTimeout + 1000,
            idle_in_transaction_session_timeout: statementTimeout * 2,
          }
        : {}),
      options: [
        ...(options.schema ? [`-c search_path=${quoteIdent(options.schema)},public`] : []),
        `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      ].join(' '),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A client losing its server must not crash the process: an idle one is the pool's (`error` here); one checked
    // out has no listener of the pool's meanwhile, so it gets its own; its query in flight fails with the error.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareStatements(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      pool,
      close: () => db.destroy(),
      notifications: postgresNotifications(options.url, options.schema, async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Loaded only here: a production install (DATABASE_URL) leaves PGlite out, a development dependency.
  const { PGlite } = await import('@electric-sql/pglite').catch(() => {
    throw new Error(
      'no database: DATABASE_URL is unset and this install has no embedded database (PGlite was left out); set DATABASE_URL',
    );
  });
  const [{ pg_trgm }, { fuzzystrmatch }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
  ]);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return { db, engine: 'pglite', close: () => db.destroy(), notifications: inProcessNotifications() };
}

/** Names of the prepared statements, by SQL text (shared by every connection; bounded). */
const statementNames = new Map<string, string>();
const MAX_PREPARED = 2000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Sends Kysely's parameterised queries as named (prepared) statements: each connection parses and plans a query
 * text once, then only binds values. Planning a small query costs more than running it.
 * Texts are few (queries are built from code; values are parameters); past MAX_PREPARED new ones run unnamed.
 */
function prepareStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (
      args.length === 2 &&
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      PREPARABLE.test(text)
    ) {
      let name = statementNames.get(text);
      if (name === undefined && statementNames.size < MAX_PREPARED) {
        name = `parde_${statementNames.size}`;
        statementNames.set(text, name);
      }
      if (name !== undefined) return query({ name, text, values });
    }
    return query(...args);
  };
}

/**
 * Creates `DATABASE_SCHEMA` when it does not exist: without it, PostgreSQL would silently fall back to `public` on
 * the search_path and the tables would land there. Refuses with a clear message when it cannot be created.
 */
async function ensureSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (found.rowCount === 0) await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  } catch (error) {
    throw new Error(
      `DATABASE_SCHEMA "${schema}" does not exist and could not be created (${(error as Error).message}); create it or grant CREATE on the database.`,
    );
  } finally {
    await client.end();
  }
}

/** Quotes a PostgreSQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
