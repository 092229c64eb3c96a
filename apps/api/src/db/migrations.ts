import { readdirSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';

/**
 * The migrations' folder: `migrations/` beside this module in the sources, `dist/migrations/` beside the built entry
 * points (tsup.config.ts builds each file there).
 */
const folder = new URL('./migrations/', import.meta.url);
/** A migration's file: its version (`024-original-language`), then `.ts` in the sources or `.js` once built. */
const migrationFile = /^(\d{3}-[a-z0-9-]+)\.(?:ts|js)$/;

/** Every migration file of `folder`, in order of their versions. */
async function load(): Promise<{ version: string; migration: Migration }[]> {
  const files = readdirSync(folder)
    .filter((name) => migrationFile.test(name))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const module: { migration: Migration } = await import(new URL(name, folder).href);
      return { version: migrationFile.exec(name)![1]!, migration: module.migration };
    }),
  );
}

/**
 * Every migration, in order: fixed SQL in `migrations/`, never edited once shipped (decision 020). A new one is a
 * new file whose name sorts after the last (`NNN-what-it-does.ts`, exporting `migration`); nothing lists it.
 */
export const migrations: readonly { version: string; migration: Migration }[] = await load();

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
