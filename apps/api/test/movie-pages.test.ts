import type { MovieDetail } from '@parde/api-client';
import { endpointSchemas } from '@parde/api-client/schemas';
import { sql } from 'kysely';
import pg from 'pg';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteIdent } from '../src/db/database';
import type { TitlesRepository } from '../src/repositories/titles';
import { toCard } from '../src/routes/catalogue/wire';
import { MediaUrls } from '../src/services/media';
import { MoviePages } from '../src/services/movie-pages';
import { engine, failure, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** The MovieDetail answer built in Node from the rows, as the route built it before PostgreSQL wrote it. */
async function expectedPage(id: number, media: MediaUrls) {
  const { db, repos } = server.app.services;
  const row = await repos.titles.visible('Movie', id, 18);
  if (!row) return undefined;
  const videos = await db.selectFrom('videos').select(['id', 'kind']).where('content_id', '=', id).execute();
  const card = toCard(row, media);
  return {
    ...card,
    // What the wire schema keeps of each stored genre (the serialiser drops any other key).
    genres: card.genres.map(({ id, title }) => ({ id, title })),
    duration: row.duration ?? 0,
    tags: await repos.titles.tagsOf('Movie', id),
    videoId: videos.find((v) => v.kind === 'Movie')?.id ?? null,
    trailerVideoId: videos.find((v) => v.kind === 'MovieTrailer')?.id ?? null,
  };
}

describe('movie pages written by PostgreSQL', () => {
  it('are the MovieDetail wire answer, field for field and in order, for every movie', async () => {
    const { db, repos } = server.app.services;
    // A real rating of x.x5 (stored as real: 7.8499999) rounds like oneDecimal, and a CDN base prefixes the URLs.
    await db.updateTable('titles').set({ rating: 7.85 }).where('kind', '=', 'Movie').where('id', '=', 2).execute();
    // Several tags, linked out of id order: the page lists them by id.
    await db
      .insertInto('tags')
      .values([
        { id: 101, title: 'نسخهٔ "ترمیم‌شده"' },
        { id: 100, title: 'کلاسیک' },
      ])
      .execute();
    await db
      .insertInto('title_tags')
      .values([101, 100].map((tag_id) => ({ kind: 'Movie', title_id: 1, tag_id })))
      .execute();
    // A key the stored genres gain is not sent.
    await sql`UPDATE titles SET genres = (SELECT jsonb_agg(g || '{"slug": "x"}') FROM jsonb_array_elements(genres) g)
      WHERE kind = 'Movie' AND id = 3`.execute(db);
    const ids = (await db.selectFrom('titles').select('id').where('kind', '=', 'Movie').execute()).map((t) => t.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const base of ['', 'https://cdn.example']) {
      const media = new MediaUrls(base);
      const rows = await repos.titles.moviePages(ids, base);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      for (const row of rows) {
        const page = JSON.parse(row.body) as Record<string, unknown>;
        // Compact: as JSON.stringify writes it, not json_build_object's `"id" : 1, "type" : …`.
        expect(row.body).toBe(JSON.stringify(page));
        const expected = await expectedPage(row.id, media);
        expect(page).toEqual(expected);
        expect(Object.keys(page)).toEqual(Object.keys(expected!));
        expect(Value.Errors(endpointSchemas.getMovieById.response, page)).toEqual([]);
        expect(row.age_range).toBe(expected!.ageRange);
      }
    }
    expect((await repos.titles.tagsOf('Movie', 1)).length).toBeGreaterThan(2);
  });

  it('are rewritten with every write they show, and only then', async () => {
    const { db, repos } = server.app.services;
    const page = async (id: number) =>
      (await repos.titles.moviePages([id], '')).map((row) => JSON.parse(row.body) as MovieDetail)[0];
    /** The stored row's version: an update of the row gives it a new one. */
    const version = async (id: number) =>
      (await sql<{ v: string }>`SELECT xmin::text AS v FROM movie_pages WHERE id = ${id}`.execute(db)).rows[0]?.v;

    // A new movie has its page as it is inserted; a title's edit is on it at once.
    const fresh = 990_001;
    await db
      .insertInto('titles')
      .values({
        kind: 'Movie',
        id: fresh,
        title: 'آزمون',
        original_title: 'Test',
        description: 'فیلمی برای آزمون',
        year: 2020,
        age_range: 12,
        rating: 6.5,
        country: 'Foreign',
        popularity: 1,
        color: '#123456',
        suggested: false,
        updated_at: new Date(),
        release_date: '2020-03-21',
        duration: null,
        genres: JSON.stringify([{ id: 1, title: 'درام' }]),
        search_title: 'ازمون',
        search_text: 'ازمون test',
      })
      .execute();
    expect(await page(fresh)).toMatchObject({
      id: fresh,
      title: 'آزمون',
      ageRange: 12,
      genres: [{ id: 1, title: 'درام' }],
      tags: [],
      videoId: null,
    });
    await db.updateTable('titles').set({ age_range: 15 }).where('kind', '=', 'Movie').where('id', '=', fresh).execute();
    expect((await page(fresh))?.ageRange).toBe(15);
    expect((await repos.titles.moviePages([fresh], ''))[0]?.age_range).toBe(15);

    // A column the page does not show leaves the stored row as it was.
    const before = await version(fresh);
    await db
      .updateTable('titles')
      .set({ popularity: 99 })
      .where('kind', '=', 'Movie')
      .where('id', '=', fresh)
      .execute();
    expect(await version(fresh)).toBe(before);

    // Tag links, a tag's name, videos.
    await db.insertInto('tags').values({ id: 150, title: 'برچسب' }).execute();
    await db.insertInto('title_tags').values({ kind: 'Movie', title_id: fresh, tag_id: 150 }).execute();
    expect((await page(fresh))?.tags).toEqual([{ id: 150, title: 'برچسب' }]);
    await db.updateTable('tags').set({ title: 'برچسب تازه' }).where('id', '=', 150).execute();
    expect((await page(fresh))?.tags).toEqual([{ id: 150, title: 'برچسب تازه' }]);
    await db.insertInto('videos').values({ id: 990_002, kind: 'MovieTrailer', content_id: fresh }).execute();
    expect((await page(fresh))?.trailerVideoId).toBe(990_002);
    await db.deleteFrom('videos').where('id', '=', 990_002).execute();
    expect((await page(fresh))?.trailerVideoId).toBeNull();
    await db.deleteFrom('title_tags').where('title_id', '=', fresh).execute();
    expect((await page(fresh))?.tags).toEqual([]);

    // A write from a session whose search path does not name this schema (psql, another tool) still finds its tables.
    if (engine === 'postgres') {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query(`UPDATE ${quoteIdent(rows[0]!.schema)}.titles SET title = 'آزمون دیگر' WHERE id = $1`, [
          fresh,
        ]);
      } finally {
        await other.end();
      }
      expect((await page(fresh))?.title).toBe('آزمون دیگر');
    }

    // A deleted movie's page goes with it.
    await db.deleteFrom('titles').where('kind', '=', 'Movie').where('id', '=', fresh).execute();
    expect(await version(fresh)).toBeUndefined();
  });

  it('batches lookups of one turn into one query and answers each caller its own page', async () => {
    const titles = server.app.services.repos.titles;
    const batches: number[][] = [];
    const counted = {
      moviePages: (ids: readonly number[], base: string) => {
        batches.push([...ids]);
        return titles.moviePages(ids, base);
      },
    } as TitlesRepository;
    const pages = new MoviePages(counted, '');
    const asked = [3, 1, 999_999, 2, 3];
    const answers = await Promise.all(asked.map((id) => pages.get(id)));
    expect(batches).toEqual([asked]);
    expect(answers.map((page) => page && (JSON.parse(page.body) as { id: number }).id)).toEqual([
      3,
      1,
      undefined,
      2,
      3,
    ]);
    // The next turn is its own batch.
    await pages.get(4);
    expect(batches).toEqual([asked, [4]]);
  });

  it('gathers the ids asked while a batch is in flight into the next one', async () => {
    const titles = server.app.services.repos.titles;
    const batches: number[][] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = {
      moviePages: async (ids: readonly number[], base: string) => {
        batches.push([...ids]);
        if (batches.length === 1) await gate;
        return titles.moviePages(ids, base);
      },
    } as TitlesRepository;
    const pages = new MoviePages(held, '', 1);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = pages.get(1);
    await turn();
    const later = [pages.get(2)];
    await turn();
    later.push(pages.get(3));
    await turn();
    expect(batches).toEqual([[1]]);
    open();
    const answers = await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(answers.map((page) => page?.id)).toEqual([1, 2, 3]);
  });

  it('over HTTP: concurrent requests each get their own movie; unknown ids and ages above the limit are 404', async () => {
    const api = server.client();
    const ids = [1, 2, 3, 4, 5, 6];
    const movies = await Promise.all(ids.map((id) => api.getMovieById({ id })));
    expect(movies.map((movie) => movie!.id)).toEqual(ids);
    expect((await failure(api.getMovieById({ id: 999_999 }))).status).toBe(404);
    const adultOnly = movies.find((movie) => movie!.ageRange === 18)!;
    const kid = server.client({ ageRange: 7 });
    // Asked together, so one batch serves both ages.
    const [kidFailure, adultAnswer] = await Promise.all([
      failure(kid.getMovieById({ id: adultOnly.id })),
      api.getMovieById({ id: adultOnly.id }),
    ]);
    expect(kidFailure.status).toBe(404);
    expect(adultAnswer!.id).toBe(adultOnly.id);
    // A member's token reads the same pages.
    const member = server.client({ token: await signUp(server, '09121110000') });
    expect((await member.getMovieById({ id: 1 }))!).toEqual(movies[0]);
    const response = await server.fetch('/api/MovieQuery/GetById?id=1');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
