import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ART_MANIFEST,
  type Catalogue,
  generateCatalogue,
  type SearchKeys,
  type SeedProgress,
  type SeedTarget,
  seedCatalogue,
  seedScaled,
  writeArt,
} from '@parde/demo-catalogue';
import { normalizeForSearch } from '@parde/fa';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config';
import { resolveDatabase } from '../db/configured';
import { openDatabase } from '../db/database';
import { migrate, REFRESH_SEARCH_WORDS } from '../db/migrations';
import { REFRESH_SEARCH_TERMS, searchColumns, starSearchColumns } from '../repositories/search';

/**
 * The search columns as the API computes them: @parde/demo-catalogue writes what the API would. The one place the
 * API's seeding takes them from (the seed command, the tests and the benchmarks seed through `seedDemo`/`seedMore`).
 */
export const searchKeys: SearchKeys = {
  title: (title, originalTitle) => ({
    search_title: normalizeForSearch(title),
    search_text: normalizeForSearch(`${title} ${originalTitle}`),
    ...searchColumns(title, originalTitle),
  }),
  star: (name) => ({ search_text: normalizeForSearch(name), ...starSearchColumns(name) }),
  refresh: [REFRESH_SEARCH_WORDS, REFRESH_SEARCH_TERMS],
};

/** Writes `catalogue` (the demo catalogue by default) into an empty, migrated database; answers whether it did. */
// biome-ignore lint/suspicious/noExplicitAny: the seed writes tables by name, as @parde/demo-catalogue's own type.
export function seedDemo(db: Kysely<any>, catalogue: Catalogue = generateCatalogue()): Promise<boolean> {
  return seedCatalogue(db, catalogue, searchKeys);
}

/** Adds `count` generated titles after the demo catalogue (benchmarks, `SEED_SCALE`). */
export function seedMore(target: SeedTarget, count: number, options: SeedProgress = {}): Promise<void> {
  return seedScaled(target, count, searchKeys, options);
}

export interface SeedOptions {
  /** The catalogue written into an empty database (the demo catalogue by default). */
  catalogue?: () => Catalogue;
  /** Generated titles added after a first seed (SEED_SCALE, benchmarks). */
  scale?: number;
  /** Where progress lines go. */
  say?: (line: string) => void;
}

/** The folder of the catalogue's pictures, served at `/media/{posters,backdrops,portraits,stills,genres}/`. */
export const artDir = (config: Config) => join(resolve(config.mediaDir), 'art');

/**
 * Seeds the configured database with the demo catalogue when it has no titles yet, before the server starts (`npm
 * start` runs it): starts the embedded database if that is the configured one, migrates, seeds, stops it again.
 * After a seed, or when the database was seeded before but `<MEDIA_DIR>/art` is missing or was left unfinished (an
 * install upgrading), it draws the catalogue's pictures into that folder. Answers whether it seeded.
 */
export async function seedConfigured(config: Config, options: SeedOptions = {}): Promise<boolean> {
  const say = options.say ?? (() => {});
  const target = await resolveDatabase(config);
  try {
    // Seeding is not a request: no statement timeout, one connection.
    const database = await openDatabase({ ...target.options, poolSize: 1, statementTimeoutMs: 0 });
    try {
      await migrate(database.db);
      const seeded = await seedDemo(database.db, (options.catalogue ?? generateCatalogue)());
      const art = artDir(config);
      if (seeded || !existsSync(join(art, ART_MANIFEST))) {
        const started = performance.now();
        const { files, written } = await writeArt(database.db, art);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        say(`drew ${written} of ${files} pictures into ${art} in ${seconds} s`);
      }
      if (!seeded) return false;
      if (options.scale) await seedMore(database, options.scale, { progress: say });
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
