import { readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate as migrateAlone, migrations } from '../src/db/migrations';
import { sqlMigration } from '../src/db/migrations/sql';
import type { DB } from '../src/db/schema';
import { emptyDatabase, engine, takingTurns } from './helper';

/** The statements main ran at 71682a6, version by version: a database made by the old runner. */
const main: { migrations: { version: string; statements: string[] }[] } = JSON.parse(
  readFileSync(new URL('./fixtures/main-71682a6-migrations.json', import.meta.url), 'utf8'),
);

/** Builds the schema the old runner built, with its bookkeeping, up to and including `upTo`. */
async function migrateLikeMain(db: Kysely<DB>, upTo = '013-movie-pages') {
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    for (const { version, statements } of main.migrations) {
      if (version > upTo) break;
      for (const statement of statements) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(trx);
    }
  });
}

const BOOKKEEPING = ['schema_migrations', 'kysely_migration', 'kysely_migration_lock'];

/** Every table's columns, index, constraint, function and trigger of the current schema, as PostgreSQL prints them. */
async function schemaOf(db: Kysely<DB>) {
  const [{ schema }] = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows as [
    { schema: string },
  ];
  const text = async (query: ReturnType<typeof sql<{ line: string }>>) =>
    (await query.execute(db)).rows.map((r) => r.line.replaceAll(schema, '<schema>'));
  return {
    columns: await text(sql`SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default,
        ordinal_position, is_identity, identity_generation) AS line
      FROM information_schema.columns WHERE table_schema = current_schema() AND NOT table_name = ANY(${BOOKKEEPING})
      ORDER BY table_name, ordinal_position`),
    indexes: await text(sql`SELECT indexdef AS line FROM pg_indexes
      WHERE schemaname = current_schema() AND NOT tablename = ANY(${BOOKKEEPING}) ORDER BY indexname`),
    constraints: await text(sql`SELECT c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
        AS line
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() AND NOT c.conrelid::regclass::text = ANY(${BOOKKEEPING})
      ORDER BY 1`),
    functions: await text(sql`SELECT pg_get_functiondef(p.oid) AS line FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() ORDER BY p.proname, 1`),
    triggers: await text(sql`SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY t.tgname`),
  };
}

/** A few rows in most tables, written the way the application writes them (the triggers write movie_pages). */
async function someRows(db: Kysely<DB>) {
  await sql`INSERT INTO genres VALUES (1, 'درام', 'drama')`.execute(db);
  await sql`INSERT INTO tags VALUES (1, 'دوبلهٔ فارسی')`.execute(db);
  await sql`INSERT INTO stars (id, name, profession, bio, birth_date, popularity, search_text)
    VALUES (1, 'نیلوفر آسمانی', 'بازیگر', 'هنرمندی خیالی', '1980-01-01', 3, 'نیلوفر اسمانی')`.execute(db);
  await sql`INSERT INTO titles (kind, id, title, original_title, description, year, age_range, rating, country,
      popularity, color, suggested, updated_at, release_date, duration, genres, search_title, search_text,
      search_compact, search_terms)
    VALUES ('Movie', 1, 'باغ انار', 'Pomegranate Garden', 'داستانی خیالی', 2020, 12, 7.5, 'Foreign', 9, '#334455',
      true, '2026-01-01T00:00:00Z', '2020-03-21', 95, '[{"id": 1, "title": "درام"}]', 'باغ انار', 'باغ انار',
      'باغانار', '{باغ,انار}')`.execute(db);
  await sql`INSERT INTO title_genres VALUES ('Movie', 1, 1)`.execute(db);
  await sql`INSERT INTO title_tags VALUES ('Movie', 1, 1)`.execute(db);
  await sql`INSERT INTO credits VALUES ('Movie', 1, 1, 'Actor', 'نقش اول', 1)`.execute(db);
  await sql`INSERT INTO videos (id, kind, content_id, source, audio_tracks)
    VALUES (1, 'Movie', 1, 'ingested/movie-1', '[{"language": "fa", "name": "فارسی", "default": true}]'),
      (2, 'MovieTrailer', 1, 'demo/clip-1', '[]')`.execute(db);
  await sql`INSERT INTO accounts (phone, first_name, last_name) VALUES ('09120000001', 'مریم', 'کاظمی')`.execute(db);
  await sql`INSERT INTO profiles (account_id, slot, profile_name, avatar_path, age_range)
    VALUES (1, 1, 'مریم', '/media/avatars/2.svg', 18)`.execute(db);
  await sql`INSERT INTO comments (video_id, account_id, author_name, text) VALUES (1, 1, 'مریم کاظمی', 'خوب بود')`.execute(
    db,
  );
  await sql`INSERT INTO user_activity (profile_id, video_id, position, duration, reported_at)
    VALUES (1, 1, 12.3, 5700, 1764230400000)`.execute(db);
  await sql`INSERT INTO sign_ins (id, account_id) VALUES ('s1', 1)`.execute(db);
  await sql`INSERT INTO playlists (account_id, title, privacy) VALUES (1, 'دیدنی‌ها', 'Private')`.execute(db);
}

const TABLES = ['titles', 'stars', 'videos', 'accounts', 'profiles', 'comments', 'user_activity'];
const rowsOf = async (db: Kysely<DB>) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [
        table,
        (await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(db)).rows,
      ]),
    ),
  );
const applied = async (db: Kysely<DB>) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((r) => r.name);
const exists = async (db: Kysely<DB>, table: string) =>
  (await sql<{ found: boolean }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(db)).rows[0]!.found;

/** Migrates in turn with the other suites' migrations and schema drops (helper.ts says why). */
const migrate = (...args: Parameters<typeof migrateAlone>) =>
  takingTurns(engine === 'postgres' ? process.env.DATABASE_URL : undefined, () => migrateAlone(...args));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function database() {
  const made = await emptyDatabase();
  cleanups.push(made.drop);
  return made.database.db;
}

describe('migrations', () => {
  it("upgrades a database made by main's old runner without loss, and builds the same schema fresh", async () => {
    const old = await database();
    await migrateLikeMain(old);
    await someRows(old);
    const rows = await rowsOf(old);
    const before = await schemaOf(old);
    expect(await exists(old, 'movie_pages')).toBe(true);

    // Only what came after main runs: 014 drops the stored pages, later ones add what their lines name.
    const afterMain = migrations.map((m) => m.version).filter((version) => version >= '014');
    expect(await migrate(old)).toEqual(afterMain);
    expect(await exists(old, 'movie_pages')).toBe(false);
    const schema = await schemaOf(old);
    // Every line of main's schema but its stored pages is still there as it was; what later migrations add is checked
    // below against a fresh build, so a new column needs no line here.
    const withoutPages = (lines: string[]) => lines.filter((line) => !line.includes('movie_pages'));
    for (const part of Object.keys(schema) as (keyof typeof schema)[]) {
      expect(schema[part]).toEqual(expect.arrayContaining(withoutPages(before[part])));
    }
    expect(await exists(old, 'schema_migrations')).toBe(false);
    expect(await applied(old)).toEqual(migrations.map((m) => m.version));
    // Each row keeps every value it had; columns added since hold their defaults.
    expect(await rowsOf(old)).toMatchObject(rows);
    // 016: a playlist made before playlists were per member belongs to the account's first member.
    const [playlist] = (await sql<{ member_id: number }>`SELECT member_id FROM playlists`.execute(old)).rows;
    expect(playlist?.member_id).toBe(1);
    // Identities continue where they were.
    await sql`INSERT INTO accounts (phone, first_name, last_name) VALUES ('09120000002', 'علی', 'رضایی')`.execute(old);
    expect((await sql<{ id: number }>`SELECT max(id) AS id FROM accounts`.execute(old)).rows[0]!.id).toBe(2);
    expect(await migrate(old)).toEqual([]);

    const fresh = await database();
    expect(await migrate(fresh)).toEqual(migrations.map((m) => m.version));
    expect(await schemaOf(fresh)).toEqual(schema);
    // Two PGlite databases booted and migrated: many seconds beside other suites.
  });

  it('carries over a database of main before 013 and applies 013 from the frozen SQL', async () => {
    const old = await database();
    await migrateLikeMain(old, '012-star-bios-jalali-year');
    await someRows(old);
    const rows = await rowsOf(old);
    expect(await migrate(old)).toEqual(migrations.map((m) => m.version).filter((version) => version >= '013'));
    expect(await rowsOf(old)).toMatchObject(rows);
    // 016: a playlist made before playlists were per member belongs to the account's first member.
    const [playlist] = (await sql<{ member_id: number }>`SELECT member_id FROM playlists`.execute(old)).rows;
    expect(playlist?.member_id).toBe(1);
  });

  it('refuses a database older than 009, whose search keys were computed by code, and leaves it as it was', async () => {
    const old = await database();
    await migrateLikeMain(old, '008-watch-tracks');
    const schema = await schemaOf(old);
    await expect(migrate(old)).rejects.toThrow(/predates migration 009-search-keys/);
    expect(await exists(old, 'schema_migrations')).toBe(true);
    expect(await exists(old, 'kysely_migration')).toBe(false);
    expect(await schemaOf(old)).toEqual(schema);
  });

  it('a failing migration leaves the database as it was: no migration of the run is applied', async () => {
    const db = await database();
    const empty = await schemaOf(db);
    const failing = [
      ...migrations,
      { version: '900-test-fails', migration: sqlMigration(['CREATE TABLE made_then_undone (id int)', 'SELECT 1/0']) },
    ];
    await expect(migrate(db, failing)).rejects.toThrow(/migration 900-test-fails failed/);
    expect(await schemaOf(db)).toEqual(empty);
    expect(await applied(db)).toEqual([]);

    expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
    const migrated = await schemaOf(db);
    await expect(migrate(db, failing)).rejects.toThrow(/division by zero/);
    expect(await schemaOf(db)).toEqual(migrated);
    expect(await exists(db, 'made_then_undone')).toBe(false);
    expect(await applied(db)).toEqual(migrations.map((m) => m.version));
  });
});
