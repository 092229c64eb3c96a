import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

// Dates stay `YYYY-MM-DD` strings (the wire format) instead of local-midnight Date objects.
const parsers = { 1082: (value: string) => value };

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, so the driver hands it out under a
 * mutex: a transaction holds it from BEGIN to COMMIT and other queries wait, instead of interleaving
 * their statements into it (which kysely-pglite's driver does).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.client);
  createIntrospector = (db: Parameters<Dialect['createIntrospector']>[0]) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
}

class PGliteDriver implements Driver {
  private tail: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(private readonly client: PGlite) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const result = await client.query<R>(query.sql, [...query.parameters], { parsers });
        return {
          rows: result.rows,
          ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
        };
      },
      streamQuery: () => {
        throw new Error('PGlite does not stream results; use execute().');
      },
    };
  }

  async init() {}

  private release: (() => void) | undefined;

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async destroy() {
    await this.tail;
    await this.client.close();
  }
}
