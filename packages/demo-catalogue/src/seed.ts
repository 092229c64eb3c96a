import { type Kysely, sql, type Transaction } from 'kysely';
import type pg from 'pg';
import { copyRows, dropSecondaryIndexes } from './bulk';
import { catalogueSize } from './catalogue';
import { linkDemoVideoStatements } from './demo-clips';
import { generateScaledTitles } from './scale';
import type { Catalogue, SeedGenre, SeedMovie, SeedSeries } from './types';

/**
 * The search columns the database keeps beside the texts, computed by the API (its search repository owns them):
 * the seed writes what the API would.
 */
export interface SearchKeys {
  /** The search columns of a title (`search_title`, `search_text`, `search_compact`, `search_terms`). */
  title(title: string, originalTitle: string): Record<string, unknown>;
  /** The search columns of a star (`search_text`, `search_compact`, `search_fuzzy`). */
  star(name: string): Record<string, unknown>;
  /** Statements that refresh the search vocabularies after titles were written (idempotent). */
  refresh: readonly string[];
}

/** The database to seed: the query layer, and on PostgreSQL its `pg` pool (COPY for `seedScaled`). */
export interface SeedTarget {
  // biome-ignore lint/suspicious/noExplicitAny: the seed writes the API's tables by name, not through its types.
  db: Kysely<any>;
  pool?: pg.Pool | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: as SeedTarget's.
type DB = any;

/** Rows per INSERT: one parameter carries them all, so the bound is the size of the statement, not its parameters. */
const BATCH = 5000;

/**
 * Inserts rows as one JSON parameter read back with the table's own row type (`json_populate_recordset`): one
 * statement and one round trip per 5,000 rows, instead of a 500-row VALUES list with a parameter per cell, which
 * spent the seeding time parsing and binding (379 s for 100,000 titles).
 */
async function insertBatched(trx: Transaction<DB>, table: string, rows: object[]) {
  if (rows.length === 0) return;
  // Every row's fields: one without an optional field writes NULL there.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = sql.join(columns.map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`INSERT INTO ${sql.table(table)} (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(trx);
  }
}

/** A title's fields that are rows of other tables, not columns of `titles`. */
const LINKS: ReadonlySet<string> = new Set(['genreIds', 'tagIds', 'credits', 'seasons']);
/** Fields whose column has another name: the wire says `countryOfOrigin` for the column `country`. */
const COLUMN_NAMES: Readonly<Record<string, string>> = { countryOfOrigin: 'country' };
const columnOf = (field: string) => COLUMN_NAMES[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The `titles` row of a seeded movie or series: each of its fields in the column of the same name (see `SeedTitleBase`),
 * then what the row derives (a series' release date and running time, the genres denormalised for cards without joins,
 * the search columns).
 */
function titleRow(
  kind: 'Movie' | 'Series',
  t: SeedMovie | SeedSeries,
  genres: Map<number, SeedGenre>,
  keys: SearchKeys,
) {
  const firstEpisode = 'seasons' in t ? t.seasons[0]?.episodes[0]?.releaseDate : undefined;
  const columns = Object.entries(t).filter(([field]) => !LINKS.has(field));
  return {
    kind,
    ...Object.fromEntries(columns.map(([field, value]) => [columnOf(field), value])),
    release_date: 'releaseDate' in t ? t.releaseDate : (firstEpisode ?? `${t.year}-01-01`),
    duration: 'duration' in t ? t.duration : null,
    genres: t.genreIds.flatMap((id) => {
      const genre = genres.get(id);
      return genre ? [{ id: genre.id, title: genre.title }] : [];
    }),
    ...keys.title(t.title, t.originalTitle),
  };
}

function linkRows(kind: 'Movie' | 'Series', titles: (SeedMovie | SeedSeries)[]) {
  return {
    genres: titles.flatMap((t) => [...new Set(t.genreIds)].map((genre_id) => ({ kind, title_id: t.id, genre_id }))),
    tags: titles.flatMap((t) => [...new Set(t.tagIds)].map((tag_id) => ({ kind, title_id: t.id, tag_id }))),
    credits: titles.flatMap((t) => {
      const seen = new Set<string>();
      return t.credits.flatMap((c) => {
        const key = `${c.starId}:${c.role}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ kind, title_id: t.id, star_id: c.starId, role: c.role, character: c.character, ord: c.order }];
      });
    }),
  };
}

/** Writes titles (and their links) in batches; used by the demo seed and the scaled benchmark seed. */
export async function insertTitles(
  trx: Transaction<DB>,
  movies: SeedMovie[],
  series: SeedSeries[],
  genres: SeedGenre[],
  keys: SearchKeys,
) {
  const byId = new Map(genres.map((g) => [g.id, g]));
  await insertBatched(trx, 'titles', [
    ...movies.map((m) => titleRow('Movie', m, byId, keys)),
    ...series.map((s) => titleRow('Series', s, byId, keys)),
  ]);
  for (const links of [linkRows('Movie', movies), linkRows('Series', series)]) {
    await insertBatched(trx, 'title_genres', links.genres);
    await insertBatched(trx, 'title_tags', links.tags);
    await insertBatched(trx, 'credits', links.credits);
  }
}

/** Bulk inserts may outlast the request-sized statement timeout of the pool. */
const unboundedStatements = (trx: Transaction<DB>) => sql`SET LOCAL statement_timeout = 0`.execute(trx);

/** Identity columns continue after the seeded ids. */
async function bumpIdentity(trx: Transaction<DB>, table: 'accounts' | 'comments' | 'profiles') {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
    trx,
  );
}

/**
 * Writes the demo catalogue into an empty database, in one transaction. Instances starting together take turns
 * (advisory lock) and only the first one seeds; answers whether this call did.
 */
export async function seedCatalogue(db: Kysely<DB>, catalogue: Catalogue, keys: SearchKeys): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727373)`.execute(trx);
    if ((await trx.selectFrom('titles').select('id').limit(1).executeTakeFirst()) !== undefined) return false;
    await unboundedStatements(trx);
    await insertBatched(trx, 'genres', catalogue.genres);
    await insertBatched(trx, 'tags', catalogue.tags);
    await insertBatched(
      trx,
      'stars',
      catalogue.stars.map((s) => ({
        id: s.id,
        name: s.name,
        profession: s.profession,
        bio: s.bio,
        birth_date: s.birthDate,
        birth_place: s.birthPlace,
        popularity: s.popularity,
        ...keys.star(s.name),
      })),
    );
    await insertTitles(trx, catalogue.movies, catalogue.series, catalogue.genres, keys);
    const seasons = catalogue.series.flatMap((s) =>
      s.seasons.map((season) => ({ id: season.id, series_id: s.id, number: season.number, title: season.title })),
    );
    await insertBatched(trx, 'seasons', seasons);
    const episodes = catalogue.series.flatMap((s) =>
      s.seasons.flatMap((season) =>
        season.episodes.map((e) => ({
          id: e.id,
          season_id: season.id,
          series_id: s.id,
          number: e.number,
          title: e.title,
          description: e.description,
          duration: e.duration,
          release_date: e.releaseDate,
        })),
      ),
    );
    await insertBatched(trx, 'episodes', episodes);

    // Every movie and episode has a video id: movies keep their own id, episodes follow the last movie.
    const episodeVideoBase = Math.max(0, ...catalogue.movies.map((m) => m.id));
    const videoId = (target: { type: 'Movie' | 'Episode'; id: number }) =>
      target.type === 'Movie' ? target.id : episodeVideoBase + target.id;
    await insertBatched(trx, 'videos', [
      ...catalogue.movies.map((m) => ({ id: videoId({ type: 'Movie', id: m.id }), kind: 'Movie', content_id: m.id })),
      ...episodes.map((e) => ({ id: videoId({ type: 'Episode', id: e.id }), kind: 'Episode', content_id: e.id })),
    ]);
    for (const statement of linkDemoVideoStatements()) await sql.raw(statement).execute(trx);

    await insertBatched(
      trx,
      'slides',
      catalogue.slides.map((s) => ({ id: s.id, slider: s.set, kind: s.type, title_id: s.titleId, ord: s.order })),
    );
    await insertBatched(trx, 'home_top', [
      ...catalogue.homeTop.movies.map((id, ord) => ({ kind: 'Movie', title_id: id, ord })),
      ...catalogue.homeTop.series.map((id, ord) => ({ kind: 'Series', title_id: id, ord })),
    ]);
    await insertBatched(
      trx,
      'regal',
      catalogue.regal.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        kind: r.type,
        position: r.position,
      })),
    );
    await insertBatched(
      trx,
      'regal_items',
      catalogue.regal.flatMap((r) =>
        [...new Set(r.titleIds)].map((titleId, ord) => ({ regal_id: r.id, kind: r.type, title_id: titleId, ord })),
      ),
    );

    await insertBatched(
      trx,
      'accounts',
      catalogue.users.map((u) => ({
        id: u.id,
        phone: u.phoneNumber,
        first_name: u.firstName,
        last_name: u.lastName,
        created_at: '2026-01-01T00:00:00.000Z',
      })),
    );
    await insertBatched(
      trx,
      'profiles',
      catalogue.users.map((u) => ({
        account_id: u.id,
        slot: 1,
        profile_name: u.firstName,
        avatar_path: `/media/avatars/${(u.id % 12) + 1}.svg`,
        age_range: 18,
      })),
    );
    const users = new Map(catalogue.users.map((u) => [u.id, u]));
    await insertBatched(
      trx,
      'comments',
      catalogue.comments.map((c) => {
        const user = users.get(c.userId);
        return {
          id: c.id,
          video_id: videoId(c.target),
          account_id: user ? user.id : null,
          author_name: user ? `${user.firstName} ${user.lastName}` : 'کاربر پرده',
          text: c.text,
          created_at: c.createdAt,
          like_count: c.likeCount,
          dislike_count: c.dislikeCount,
        };
      }),
    );
    for (const table of ['accounts', 'comments', 'profiles'] as const) await bumpIdentity(trx, table);
    for (const statement of keys.refresh) await sql.raw(statement).execute(trx);
    return true;
  });
}

/** True when the catalogue has not been seeded yet. */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('titles').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** What `seedScaled` reports while it works (one line per step). */
export interface SeedProgress {
  progress?: (line: string) => void;
}

/**
 * Adds `count` generated movies after the demo catalogue (benchmarks); movies already there are skipped (the
 * generator is deterministic). On PostgreSQL the rows are streamed with COPY in one transaction (all or nothing),
 * the secondary indexes dropped first and built once at the end: 100,000 titles in 12–20 s, where batched inserts
 * keeping every index up to date row by row, the GIN indexes above all, took over 6 minutes. PGlite takes batched
 * inserts, 5,000 titles per transaction.
 */
export async function seedScaled(
  database: SeedTarget,
  count: number,
  keys: SearchKeys,
  options: SeedProgress = {},
): Promise<void> {
  const { db } = database;
  const say = options.progress ?? (() => {});
  const started = Date.now();
  const time = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const genres: SeedGenre[] = await db.selectFrom('genres').select(['id', 'title', 'slug']).execute();
  const first = (
    await db
      .selectFrom('titles')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('kind', '=', 'Movie')
      .where('id', '>', catalogueSize.movies)
      .executeTakeFirstOrThrow()
  ).n;
  const pending = function* () {
    let index = 0;
    for (const movie of generateScaledTitles(count)) if (index++ >= first) yield movie;
  };
  const total = count - first;
  if (total <= 0) return;
  say(`seeding ${total.toLocaleString('en')} generated titles…`);
  if (database.pool) {
    await copyScaled(database.pool, pending(), total, genres, keys, (line) => say(`  ${line} (${time()})`));
  } else {
    let batch: SeedMovie[] = [];
    let written = 0;
    const flush = async () => {
      const movies = batch;
      batch = [];
      await db.transaction().execute(async (trx) => {
        await unboundedStatements(trx);
        await insertTitles(trx, movies, [], genres, keys);
      });
      written += movies.length;
      say(`  ${written.toLocaleString('en')} of ${total.toLocaleString('en')} titles (${time()})`);
    };
    for (const movie of pending()) {
      batch.push(movie);
      if (batch.length >= 5000) await flush();
    }
    if (batch.length > 0) await flush();
    for (const statement of keys.refresh) await sql.raw(statement).execute(db);
  }
  // Fresh statistics for the planner, and a visibility map so covering indexes answer without the table.
  await sql`VACUUM ANALYZE titles`.execute(db);
  say(`seeded ${total.toLocaleString('en')} generated titles in ${time()}`);
}

/** Tables the generated titles write to. */
const SCALED_TABLES = ['titles', 'title_genres', 'title_tags', 'credits'];

/** The PostgreSQL path of `seedScaled`: COPY in one transaction, indexes built once at the end. */
async function copyScaled(
  pool: pg.Pool,
  movies: Iterable<SeedMovie>,
  total: number,
  genres: SeedGenre[],
  keys: SearchKeys,
  say: (line: string) => void,
) {
  const byId = new Map(genres.map((g) => [g.id, g]));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    // Index builds sort in memory instead of on disk.
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    const indexes = await dropSecondaryIndexes(client, SCALED_TABLES);
    // Links are collected while the titles stream (a few small rows per title), then copied table by table.
    const links: ReturnType<typeof linkRows>[] = [];
    let written = 0;
    const step = Math.max(1, Math.ceil(total / 10 / 1000) * 1000);
    function* titleRows() {
      let batch: SeedMovie[] = [];
      const flushLinks = () => {
        links.push(linkRows('Movie', batch));
        batch = [];
      };
      for (const movie of movies) {
        batch.push(movie);
        if (batch.length === 1000) flushLinks();
        yield titleRow('Movie', movie, byId, keys);
        if (++written % step === 0) say(`${written.toLocaleString('en')} of ${total.toLocaleString('en')} titles`);
      }
      if (batch.length > 0) flushLinks();
    }
    await copyRows(client, 'titles', titleRows());
    await copyRows(
      client,
      'title_genres',
      links.flatMap((l) => l.genres),
    );
    await copyRows(
      client,
      'title_tags',
      links.flatMap((l) => l.tags),
    );
    await copyRows(
      client,
      'credits',
      links.flatMap((l) => l.credits),
    );
    say(`titles and links copied; building ${indexes.length} indexes`);
    for (const definition of indexes) await client.query(definition);
    for (const statement of keys.refresh) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
