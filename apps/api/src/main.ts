import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { isEmpty, seedCatalogue, seedScaled } from './db/seed';
import { resolveSecret } from './secret';
import { generateCatalogue } from './seed/catalogue';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  poolSize: config.poolSize,
  statementTimeoutMs: config.statementTimeoutMs,
  // `join` would turn `memory://` into a folder named `memory:`; an in-memory database has no folder.
  dataDir: config.dataDir.startsWith('memory://') ? config.dataDir : join(config.dataDir, 'pglite'),
});
// Migrations and seeding are not requests: on PostgreSQL they run on a connection without the request timeouts
// (PGlite allows one instance per folder, so there they share the database).
const setup = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, poolSize: 1, statementTimeoutMs: 0 })
  : database;
await migrate(setup.db);
if ((await isEmpty(setup.db)) && (await seedCatalogue(setup.db, generateCatalogue()))) {
  const scale = Number.parseInt(process.env.SEED_SCALE ?? '', 10);
  if (scale > 0) await seedScaled(setup.db, scale);
}
if (setup !== database) await setup.close();
const app = await buildApp({ config, database, secret: resolveSecret(config) });

// On SIGTERM the server first keeps serving for a moment, answering with `Connection: close` and readiness 503, so
// keep-alive clients close their sockets themselves instead of finding them reset; then it stops listening, lets
// in-flight requests finish (up to 10 s) and closes the database.
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  app.beginClosing();
  if (!err) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Parde API on http://${config.host}:${config.port} (${database.engine})`);
