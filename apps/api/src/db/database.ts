import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

/** The open database: the typed query layer and how to close it. */
export interface Database {
  db: Kysely<DB>;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PostgreSQL schema put first on the search_path (isolated runs). */
  schema?: string | undefined;
  /** PGlite folder, or `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

const DATE_OID = 1082;

/** Opens PostgreSQL (pg Pool) or embedded PGlite with pg_trgm, behind the same Kysely interface. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast when the server is down, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 2000,
      statement_timeout: 5000,
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)},public` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its server must not crash the process; the next query reports it instead.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

/** Quotes a PostgreSQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
