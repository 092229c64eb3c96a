import { buildApp } from './app';
import type { Config } from './config';
import { resolveDatabase } from './db/configured';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { resolveSecret } from './secret';

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
  /** Where the server's own one-line notes go (the database it started). */
  say?: (line: string) => void;
  logger?: false;
  /**
   * The embedded PostgreSQL died and could not be restarted: `line` says why. The server cannot serve any more; the
   * caller exits so that whatever supervises the process restarts it. Without it, the database is not supervised.
   */
  onDatabaseLost?: (line: string) => void;
}

/**
 * Opens (or starts) the configured database, migrates it, builds the app and listens. The demo catalogue is seeded
 * beforehand by `dist/seed.js` (`npm start` runs it).
 */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const say = options.say ?? (() => {});
  const lost = options.onDatabaseLost;
  const target = await resolveDatabase(config, {
    ...(lost
      ? {
          supervise: {
            down: (how) => say(`database: the embedded PostgreSQL stopped (${how}); restarting it`),
            up: (attempts) => say(`database: the embedded PostgreSQL runs again (attempt ${attempts})`),
            lost,
          },
        }
      : {}),
  });
  if (target.note) say(target.note);
  const database = await openDatabase({
    ...target.options,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  let app: RunningServer['app'];
  try {
    // Migrations are not requests: on PostgreSQL they run on a connection without the request
    // timeouts (PGlite allows one instance per folder, so there they share the database).
    const setup = target.options.url
      ? await openDatabase({ ...target.options, poolSize: 1, statementTimeoutMs: 0 })
      : database;
    try {
      await migrate(setup.db);
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
      target.expectStop();
      app.beginClosing();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
      await target.stop();
    },
  };
}
