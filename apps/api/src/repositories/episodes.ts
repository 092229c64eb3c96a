import { sql } from 'kysely';
import type { Db } from './db';

/** An episode with its season and series. */
export interface EpisodeRow {
  id: number;
  series_id: number;
  series_title: string;
  season_id: number;
  season_number: number;
  number: number;
  title: string;
  description: string;
  duration: number;
  age_range: number;
  release_date: string;
}

/** The `seasons` and `episodes` tables of series. */
export function createEpisodesRepository(db: Db) {
  /** Episodes with their season and series, from `episodes as e`, of series the age limit allows. */
  const episodeQuery = (age: number) =>
    db
      .selectFrom('episodes as e')
      .innerJoin('seasons as se', 'se.id', 'e.season_id')
      .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'e.series_id'))
      .where('t.age_range', '<=', age)
      .select([
        'e.id',
        'e.series_id',
        't.title as series_title',
        'e.season_id',
        'se.number as season_number',
        'e.number',
        'e.title',
        'e.description',
        'e.duration',
        't.age_range',
        'e.release_date',
      ]);

  return {
    /** A series' seasons in order, with their episode counts. */
    seasons(seriesId: number) {
      return db
        .selectFrom('seasons as se')
        .leftJoin('episodes as e', 'e.season_id', 'se.id')
        .select(['se.id', 'se.series_id', 'se.number', 'se.title', sql<number>`count(e.id)::int`.as('episode_count')])
        .where('se.series_id', '=', seriesId)
        .groupBy(['se.id', 'se.series_id', 'se.number', 'se.title'])
        .orderBy('se.number')
        .execute();
    },

    /** Whether a season exists in a series the age limit allows. */
    async seasonVisible(seasonId: number, age: number): Promise<boolean> {
      const season = await db
        .selectFrom('seasons as se')
        .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'se.series_id'))
        .select('se.id')
        .where('se.id', '=', seasonId)
        .where('t.age_range', '<=', age)
        .executeTakeFirst();
      return season !== undefined;
    },

    /** One page of a series' or a season's episodes, in season and episode order, with the count of all. */
    async page(column: 'series_id' | 'season_id', id: number, age: number, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        episodeQuery(age)
          .where(`e.${column}`, '=', id)
          .orderBy('se.number')
          .orderBy('e.number')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('episodes')
          .select(sql<number>`count(*)::int`.as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as EpisodeRow[], total: count.n };
    },

    /** An episode of a series the age limit allows. */
    async byId(id: number, age: number): Promise<EpisodeRow | undefined> {
      return (await episodeQuery(age).where('e.id', '=', id).executeTakeFirst()) as EpisodeRow | undefined;
    },

    /** Newest episodes first; with `besides`, those of its series other than itself. */
    async latest(age: number, limit: number, offset: number, besides?: EpisodeRow) {
      let base = episodeQuery(age);
      if (besides) base = base.where('e.series_id', '=', besides.series_id).where('e.id', '!=', besides.id);
      const [rows, count] = await Promise.all([
        base.orderBy('e.release_date', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset).execute(),
        base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as EpisodeRow[], total: count.n };
    },

    /** The episodes before and after one in watching order across seasons: (season number, episode number). */
    async neighbours(seriesId: number, id: number): Promise<{ previous: number | null; next: number | null }> {
      const rows = await db
        .selectFrom('episodes as e')
        .innerJoin('seasons as se', 'se.id', 'e.season_id')
        .select([
          'e.id',
          sql<number | null>`lag(e.id) over (order by se.number, e.number)`.as('previous'),
          sql<number | null>`lead(e.id) over (order by se.number, e.number)`.as('next'),
        ])
        .where('e.series_id', '=', seriesId)
        .execute();
      const here = rows.find((n) => n.id === id);
      return { previous: here?.previous ?? null, next: here?.next ?? null };
    },

    /** Episode id → its video id. */
    async videoIds(episodeIds: number[]): Promise<Map<number, number>> {
      if (episodeIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('videos')
        .select(['id', 'content_id'])
        .where('kind', '=', 'Episode')
        .where('content_id', 'in', episodeIds)
        .execute();
      return new Map(rows.map((v) => [v.content_id, v.id]));
    },
  };
}
