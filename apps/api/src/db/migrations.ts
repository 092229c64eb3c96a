import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { migration as init } from './migrations/001-init';
import { migration as searchTiers } from './migrations/002-search-tiers';
import { migration as searchWords } from './migrations/003-search-words';
import { migration as searchPrefixCover } from './migrations/004-search-prefix-cover';
import { migration as playlistPictureKeys } from './migrations/005-playlist-picture-keys';
import { migration as watching } from './migrations/006-watching';
import { migration as activityPrecision } from './migrations/007-activity-precision';
import { migration as watchTracks } from './migrations/008-watch-tracks';
import { migration as searchKeys } from './migrations/009-search-keys';
import { migration as hardenSignIns } from './migrations/010-harden-sign-ins';
import { migration as searchTermsByPopularity } from './migrations/011-search-terms-by-popularity';
import { migration as starBiosJalaliYear } from './migrations/012-star-bios-jalali-year';
import { migration as moviePages } from './migrations/013-movie-pages';
import { migration as dropMoviePages } from './migrations/014-drop-movie-pages';
import { migration as otpDevices } from './migrations/015-otp-devices';
import { migration as playlistsPerMember } from './migrations/016-playlists-per-member';
import { migration as signInDevices } from './migrations/017-sign-in-devices';
import { migration as dataUsage } from './migrations/018-data-usage';
import { migration as downloads } from './migrations/019-downloads';
import { migration as downloadDevices } from './migrations/020-download-devices';
import { migration as passkeys } from './migrations/021-passkeys';
import { migration as downloadChoices } from './migrations/023-download-choices';

/**
 * Every migration, in order: fixed SQL in `migrations/`, never edited once shipped (decision 020). A new one is a
 * new file whose name sorts after the last, added here.
 */
export const migrations: readonly { version: string; migration: Migration }[] = [
  { version: '001-init', migration: init },
  { version: '002-search-tiers', migration: searchTiers },
  { version: '003-search-words', migration: searchWords },
  { version: '004-search-prefix-cover', migration: searchPrefixCover },
  { version: '005-playlist-picture-keys', migration: playlistPictureKeys },
  { version: '006-watching', migration: watching },
  { version: '007-activity-precision', migration: activityPrecision },
  { version: '008-watch-tracks', migration: watchTracks },
  { version: '009-search-keys', migration: searchKeys },
  { version: '010-harden-sign-ins', migration: hardenSignIns },
  { version: '011-search-terms-by-popularity', migration: searchTermsByPopularity },
  { version: '012-star-bios-jalali-year', migration: starBiosJalaliYear },
  { version: '013-movie-pages', migration: moviePages },
  { version: '014-drop-movie-pages', migration: dropMoviePages },
  { version: '015-otp-devices', migration: otpDevices },
  { version: '016-playlists-per-member', migration: playlistsPerMember },
  { version: '017-sign-in-devices', migration: signInDevices },
  { version: '018-data-usage', migration: dataUsage },
  { version: '019-downloads', migration: downloads },
  { version: '020-download-devices', migration: downloadDevices },
  { version: '021-passkeys', migration: passkeys },
  { version: '023-download-choices', migration: downloadChoices },
];

/** Adds every word of the searchable texts to `search_words` (idempotent); the seeds run it after writing titles. */
export const REFRESH_SEARCH_WORDS = `INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(search_text, ' ') AS w FROM titles
    UNION ALL SELECT regexp_split_to_table(search_text, ' ') FROM stars) words
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING`;

/** The old runner's bookkeeping table (before decision 020) and its advisory lock key. */
const LEGACY_TABLE = 'schema_migrations';
const LEGACY_LOCK = 727372;
/**
 * Versions whose data step was computed by application code the frozen migrations do not carry (009's search keys):
 * a database that had not run them cannot be carried over without losing that step.
 */
const LEGACY_REQUIRED = '009-search-keys';

/**
 * Applies pending migrations with Kysely's Migrator, all in one transaction under its advisory lock, so several
 * instances starting together apply each version once and a failing migration leaves the database as it was.
 * A database made by the old runner has its bookkeeping carried over first, so nothing runs twice. Answers the
 * versions applied. `list` is for tests (a migration made to fail).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations outlive the current schema's type, as Kysely's Migrator does.
export async function migrate(db: Kysely<any>, list = migrations): Promise<string[]> {
  // Kysely finds its table among every schema's unless told which: name ours (a test schema, or public).
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await carryOverLegacyBookkeeping(db, schema);
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: {
      getMigrations: async () => Object.fromEntries(list.map((m) => [m.version, m.migration])),
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed ?? '(none)'} failed (${why}); none of this run's migrations were applied`, {
      cause: error,
    });
  }
  return results.map((r) => r.migrationName);
}

/**
 * Moves the old runner's `schema_migrations` rows into Kysely's `kysely_migration` (same names, applied times kept)
 * and drops the old table, in one transaction under the old runner's lock. Refuses a database that never ran
 * `LEGACY_REQUIRED`: start it once with a Parde from before decision 020 first.
 */
// biome-ignore lint/suspicious/noExplicitAny: as migrate's.
async function carryOverLegacyBookkeeping(db: Kysely<any>, schema: string) {
  const legacy = sql.table(`${schema}.${LEGACY_TABLE}`);
  // biome-ignore lint/suspicious/noExplicitAny: as migrate's.
  const exists = async (trx: Kysely<any>) =>
    (
      await sql<{
        found: boolean;
      }>`SELECT to_regclass(${`${quote(schema)}.${LEGACY_TABLE}`}) IS NOT NULL AS found`.execute(trx)
    ).rows[0]?.found === true;
  if (!(await exists(db))) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LEGACY_LOCK})`.execute(trx);
    if (!(await exists(trx))) return; // another instance carried it over meanwhile
    const { rows } = await sql<{ version: string; applied: string }>`
      SELECT version, to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS applied
      FROM ${legacy} ORDER BY applied_at, version`.execute(trx);
    const known = new Set(migrations.map((m) => m.version));
    const unknown = rows.filter((r) => !known.has(r.version)).map((r) => r.version);
    if (unknown.length > 0) throw new Error(`schema_migrations lists versions this Parde does not know: ${unknown}`);
    if (rows.length > 0 && !rows.some((r) => r.version === LEGACY_REQUIRED)) {
      throw new Error(
        `this database predates migration ${LEGACY_REQUIRED}, whose data step is no longer shipped: start it once with a Parde from before decision 020 (commit 71682a6), then with this one`,
      );
    }
    // Kysely's own definition of its table (Migrator#ensureMigrationTableExists), so it finds it as it made it.
    await trx.schema
      .withSchema(schema)
      .createTable('kysely_migration')
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
      .execute();
    for (const row of rows) {
      await sql`INSERT INTO ${sql.table(`${schema}.kysely_migration`)} (name, timestamp)
        VALUES (${row.version}, ${row.applied}) ON CONFLICT (name) DO NOTHING`.execute(trx);
    }
    await sql`DROP TABLE ${legacy}`.execute(trx);
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
