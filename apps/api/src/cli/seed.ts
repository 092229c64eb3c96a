import { type Catalogue, generateCatalogue, seedCatalogue, seedScaled } from '@parde/demo-catalogue';
import { sql } from 'kysely';
import type { Config } from '../config';
import { resolveDatabase } from '../db/configured';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { searchKeys } from '../db/seed';

export interface SeedOptions {
  /** The catalogue written into an empty database (the demo catalogue by default). */
  catalogue?: () => Catalogue;
  /** Generated titles added after a first seed (SEED_SCALE, benchmarks). */
  scale?: number;
  /** Where progress lines go. */
  say?: (line: string) => void;
}

/**
 * Seeds the configured database with the demo catalogue when it has no titles yet, before the server starts (`npm
 * start` runs it): starts the embedded database if that is the configured one, migrates, seeds, stops it again.
 * Answers whether it seeded.
 */
export async function seedConfigured(config: Config, options: SeedOptions = {}): Promise<boolean> {
  const say = options.say ?? (() => {});
  const target = await resolveDatabase(config);
  try {
    // Seeding is not a request: no statement timeout, one connection.
    const database = await openDatabase({ ...target.options, poolSize: 1, statementTimeoutMs: 0 });
    try {
      await migrate(database.db);
      const catalogue = (options.catalogue ?? generateCatalogue)();
      if (!(await seedCatalogue(database.db, catalogue, searchKeys))) return false;
      if (options.scale) await seedScaled(database, options.scale, searchKeys, { progress: say });
      // Statistics now, not at autovacuum's next round: without them the first minute of queries is planned blind.
      await sql`ANALYZE`.execute(database.db);
      return true;
    } finally {
      await database.close();
    }
  } finally {
    await target.stop();
  }
}
