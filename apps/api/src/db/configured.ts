import { join, relative } from 'node:path';
import type { Config } from '../config';
import type { DatabaseOptions } from './database';
import { hasEmbeddedPostgres, type Supervision, startEmbeddedPostgres } from './embedded-postgres';

/** Where the configured database is, and what must be stopped with the server. */
export interface DatabaseTarget {
  /** What `openDatabase` needs besides pool sizes and timeouts. */
  options: Pick<DatabaseOptions, 'url' | 'schema' | 'dataDir'>;
  /** One line for the console when the server started a database of its own; undefined with DATABASE_URL. */
  note: string | undefined;
  /** Stops the embedded PostgreSQL this process started (nothing otherwise). */
  stop(): Promise<void>;
  /** Says a stop is coming: the embedded PostgreSQL is no longer restarted when it exits. */
  expectStop(): void;
}

const nothing = async () => {};

/** How `dir` reads on the console: relative to where the server was started when it lies below it. */
const shown = (dir: string) => {
  const path = relative(process.cwd(), dir);
  return path && !path.startsWith('..') ? path : dir;
};

/**
 * The database the configuration names: DATABASE_URL; else PostgreSQL from `embedded-postgres`, started now in
 * DATA_DIR/postgres; else (EMBEDDED_DATABASE=pglite, a platform without binaries, or DATA_DIR=memory://) PGlite.
 */
export async function resolveDatabase(
  config: Config,
  options: {
    /** Whether this platform has PostgreSQL binaries (a test stands in for one that has none). */
    binaries?: boolean;
    /** Join the embedded PostgreSQL a running server owns (`media:ingest`); a second server refuses instead. */
    join?: boolean;
    /** Restart the embedded PostgreSQL this process starts when it dies (the server; not a short task). */
    supervise?: Supervision;
  } = {},
): Promise<DatabaseTarget> {
  const binaries = options.binaries ?? hasEmbeddedPostgres();
  if (config.databaseUrl) {
    return {
      options: { url: config.databaseUrl, schema: config.databaseSchema },
      note: undefined,
      stop: nothing,
      expectStop: () => {},
    };
  }
  // `join` would turn `memory://` into a folder named `memory:`; an in-memory database has no folder.
  if (config.dataDir.startsWith('memory://')) {
    return { options: { dataDir: config.dataDir }, note: undefined, stop: nothing, expectStop: () => {} };
  }
  const pgliteDir = join(config.dataDir, 'pglite');
  if (config.embeddedDatabase === 'pglite') {
    return {
      options: { dataDir: pgliteDir },
      note: `database: PGlite in ${shown(pgliteDir)}`,
      stop: nothing,
      expectStop: () => {},
    };
  }
  if (!binaries) {
    return {
      options: { dataDir: pgliteDir },
      note: `database: PGlite in ${shown(pgliteDir)} (embedded-postgres has no binaries for ${process.platform}-${process.arch}; set DATABASE_URL for a PostgreSQL server)`,
      stop: nothing,
      expectStop: () => {},
    };
  }
  const dir = join(config.dataDir, 'postgres');
  const server = await startEmbeddedPostgres({
    dir,
    passwordFile: join(config.dataDir, 'postgres-password'),
    port: config.embeddedDatabasePort,
    join: options.join ?? false,
    ...(options.supervise ? { supervise: options.supervise } : {}),
  });
  const how = {
    created: 'created and started; stops with the server',
    started: 'started; stops with the server',
    joined: 'run by another process, joined',
  }[server.how];
  return {
    options: { url: server.url },
    note: `database: PostgreSQL (embedded) in ${shown(dir)} on 127.0.0.1:${server.port}, ${how}`,
    stop: server.stop,
    expectStop: server.expectStop,
  };
}
