import { sql } from 'kysely';
import { buildApp } from './app';
import type { Config } from './config';
import { resolveDatabase } from './db/configured';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { isEmpty, seedCatalogue, seedScaled } from './db/seed';
import { resolveSecret } from './secret';
import { generateCatalogue } from './seed/catalogue';
import type { Catalogue } from './seed/types';

/** The server `main.ts` runs, listening. */
export interface RunningServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /**
   * Stops everything it started: tells keep-alive clients to close for `drainMs`, stops listening, lets requests in
   * flight finish, closes the database, then stops the embedded PostgreSQL if this server started it.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export interface ServerOptions {
  /** The catalogue seeded into an empty database (the demo catalogue by default). */
  catalogue?: () => Catalogue;
  /** Generated titles added after a first seed (SEED_SCALE, benchmarks). */
  seedScale?: number;
  /** Where the server's own one-line notes go (the database it started, seeding progress). */
  say?: (line: string) => void;
  logger?: false;
}

/** Opens (or starts) the configured database, migrates and seeds it, builds the app and listens. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const say = options.say ?? (() => {});
  const target = await resolveDatabase(config);
  if (target.note) say(target.note);
  const database = await openDatabase({
    ...target.options,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  let app: RunningServer['app'];
  try {
    // Migrations and seeding are not requests: on PostgreSQL they run on a connection without the request
    // timeouts (PGlite allows one instance per folder, so there they share the database).
    const setup = target.options.url
      ? await openDatabase({ ...target.options, poolSize: 1, statementTimeoutMs: 0 })
      : database;
    try {
      await migrate(setup.db);
      const catalogue = options.catalogue ?? generateCatalogue;
      if ((await isEmpty(setup.db)) && (await seedCatalogue(setup.db, catalogue()))) {
        if (options.seedScale) await seedScaled(setup, options.seedScale, { progress: say });
        // Statistics now, not at autovacuum's next round: without them the first minute of queries is planned blind.
        await sql`ANALYZE`.execute(setup.db);
      }
    } finally {
      if (setup !== database) await setup.close();
    }
    app = await buildApp({
      config,
      database,
      secret: resolveSecret(config),
      ...(options.logger === false ? { logger: false } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    await target.stop();
    throw error;
  }
  return {
    app,
    database,
    close: async ({ drainMs = 0 } = {}) => {
      app.beginClosing();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
      await target.stop();
    },
  };
}
