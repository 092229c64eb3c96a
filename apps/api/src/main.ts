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
  // `join` would turn `memory://` into a folder named `memory:`; an in-memory database has no folder.
  dataDir: config.dataDir.startsWith('memory://') ? config.dataDir : join(config.dataDir, 'pglite'),
});
await migrate(database.db);
if ((await isEmpty(database.db)) && (await seedCatalogue(database.db, generateCatalogue()))) {
  const scale = Number.parseInt(process.env.SEED_SCALE ?? '', 10);
  if (scale > 0) await seedScaled(database.db, scale);
}
const app = await buildApp({ config, database, secret: resolveSecret(config) });

// In-flight requests finish (up to 10 s) before the database closes.
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Parde API on http://${config.host}:${config.port} (${database.engine})`);
