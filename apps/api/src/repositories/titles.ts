import type { CountryOfOrigin, TitleType } from '@parde/api-client';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/schema';
import { type Db, firstWireNamed } from './db';

/** Columns every title card needs, from `titles as t`. */
export const cardColumns = [
  't.kind',
  't.id',
  't.title',
  't.original_title',
  't.description',
  't.year',
  't.release_date',
  't.age_range',
  't.rating',
  't.country',
  't.color',
  't.genres',
] as const;

export interface CardRow {
  kind: TitleType;
  id: number;
  title: string;
  original_title: string;
  description: string;
  year: number;
  /** `YYYY-MM-DD`: an Iranian title's card shows its Jalali year, which the Gregorian year alone cannot give. */
  release_date: string;
  age_range: number;
  rating: number;
  country: CountryOfOrigin;
  color: string;
  genres: { id: number; title: string }[];
}

export type TitleOrder = 'best' | 'updated' | 'popular' | 'latest' | 'home';

/** Which titles a list holds: filters and the age limit. */
export interface TitleFilter {
  kind: TitleType;
  age: number;
  country?: CountryOfOrigin | undefined;
  suggested?: boolean;
  genreId?: number;
  tagId?: number;
}

type TitlesEb = ExpressionBuilder<DB & { t: DB['titles'] }, 't'>;

function filters(spec: TitleFilter) {
  return (eb: TitlesEb) => {
    const parts: Expression<SqlBool>[] = [eb('t.kind', '=', spec.kind), eb('t.age_range', '<=', spec.age)];
    if (spec.country) parts.push(eb('t.country', '=', spec.country));
    if (spec.suggested) parts.push(eb('t.suggested', '=', true));
    if (spec.genreId !== undefined) {
      parts.push(
        eb.exists(
          eb
            .selectFrom('title_genres as g')
            .select('g.genre_id')
            .whereRef('g.kind', '=', 't.kind')
            .whereRef('g.title_id', '=', 't.id')
            .where('g.genre_id', '=', spec.genreId),
        ),
      );
    }
    if (spec.tagId !== undefined) {
      parts.push(
        eb.exists(
          eb
            .selectFrom('title_tags as g')
            .select('g.tag_id')
            .whereRef('g.kind', '=', 't.kind')
            .whereRef('g.title_id', '=', 't.id')
            .where('g.tag_id', '=', spec.tagId),
        ),
      );
    }
    return eb.and(parts);
  };
}

/** A title with what its own page shows besides the card. */
export type TitleRow = CardRow & { duration: number | null };

/** A genre or tag with how many titles it holds for a viewer. */
type LabelCount = { id: number; title: string; count: number };

/** Genres or tags, each with how many titles of a kind the age limit allows (one query shape for both). */
async function labelsWithCounts(
  db: Db,
  table: { labels: 'genres' | 'tags'; links: 'title_genres' | 'title_tags'; key: 'genre_id' | 'tag_id' },
  kind: TitleType,
  age: number,
): Promise<LabelCount[]> {
  const { rows } = await sql<LabelCount>`
    SELECT l.id, l.title, count(t.id)::int AS count
    FROM ${sql.table(table.labels)} l
    LEFT JOIN ${sql.table(table.links)} tg ON tg.${sql.ref(table.key)} = l.id AND tg.kind = ${kind}
    LEFT JOIN titles t ON t.kind = tg.kind AND t.id = tg.title_id AND t.age_range <= ${age}
    GROUP BY l.id, l.title
    ORDER BY l.id`.execute(db);
  return rows;
}

/** The `titles` table with its genres, tags and videos: cards, lists and title pages. */
export function createTitlesRepository(db: Db) {
  return {
    /** One page of a filtered list in the given order (ties by id). */
    async page(filter: TitleFilter, order: TitleOrder, limit: number, offset: number): Promise<CardRow[]> {
      let query = db.selectFrom('titles as t').where(filters(filter)).select(cardColumns);
      switch (order) {
        case 'best':
          query = query.orderBy('t.rating', 'desc');
          break;
        case 'updated':
          query = query.orderBy('t.updated_at', 'desc');
          break;
        case 'popular':
          query = query.orderBy('t.popularity', 'desc');
          break;
        case 'latest':
          query = query.orderBy('t.release_date', 'desc');
          break;
        case 'home':
          query = query.orderBy('t.year', 'desc').orderBy('t.popularity', 'desc');
          break;
      }
      return (await query.orderBy('t.id').limit(limit).offset(offset).execute()) as CardRow[];
    },

    /** How many titles a filtered list holds. */
    async count(filter: TitleFilter): Promise<number> {
      const row = await db
        .selectFrom('titles as t')
        .where(filters(filter))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Card rows of (kind, id) pairs in no particular order, skipping those above the age limit. */
    async byIds(kind: TitleType, ids: number[], age: number): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return (await db
        .selectFrom('titles as t')
        .select(cardColumns)
        .where('t.kind', '=', kind)
        .where('t.id', 'in', ids)
        .where('t.age_range', '<=', age)
        .execute()) as CardRow[];
    },

    /** A title the age limit allows, or undefined (unknown and too old look the same). */
    async visible(kind: TitleType, id: number, age: number): Promise<TitleRow | undefined> {
      return (await db
        .selectFrom('titles as t')
        .select([...cardColumns, 't.duration'])
        .where('t.kind', '=', kind)
        .where('t.id', '=', id)
        .where('t.age_range', '<=', age)
        .executeTakeFirst()) as TitleRow | undefined;
    },

    /**
     * A movie the age limit allows, in one query (unknown and too old look the same): every column of the title, its
     * tags and its videos, under the wire's names (`original_title` as `originalTitle`). The route's schema sends what
     * the wire has and drops the rest (search keys, popularity), so a column added for the page needs no change here.
     */
    async movie(id: number, age: number) {
      const video = (eb: TitlesEb, kind: 'Movie' | 'MovieTrailer') =>
        eb
          .selectFrom('videos as v')
          .select('v.id')
          .where('v.kind', '=', kind)
          .whereRef('v.content_id', '=', 't.id')
          .orderBy('v.id')
          .limit(1);
      return firstWireNamed(
        db
          .selectFrom('titles as t')
          .selectAll('t')
          .select((eb) => [
            jsonArrayFrom(
              eb
                .selectFrom('title_tags as tt')
                .innerJoin('tags as g', 'g.id', 'tt.tag_id')
                .select(['g.id', 'g.title'])
                .where('tt.kind', '=', 'Movie')
                .whereRef('tt.title_id', '=', 't.id')
                .orderBy('g.id'),
            ).as('tags'),
            video(eb, 'Movie').as('video_id'),
            video(eb, 'MovieTrailer').as('trailer_video_id'),
          ])
          .where('t.kind', '=', 'Movie')
          .where('t.id', '=', id)
          .where('t.age_range', '<=', age),
      );
    },

    async exists(kind: TitleType, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('titles')
        .select('id')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A film's or series' age range, or undefined when there is none with that id. */
    async ageRange(kind: TitleType, id: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('titles')
        .select('age_range')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.age_range;
    },

    /** The best rated movie the age limit allows (when the home has no top movie). */
    async bestMovieId(age: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('titles')
        .select('id')
        .where('kind', '=', 'Movie')
        .where('age_range', '<=', age)
        .orderBy('rating', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Titles of the same kind most like one: shared genres (its first, main genre counting most) and tags, weighted by
     * popularity on a log scale so a well-liked neighbour comes before an obscure one of the same overlap. Never the
     * title itself nor those in `exclude`, always within the age limit; ties by id.
     */
    async similar(
      kind: TitleType,
      id: number,
      age: number,
      page: { limit: number; offset: number; exclude?: number[] },
    ): Promise<{ rows: CardRow[]; totalCount: number }> {
      const exclude = [id, ...(page.exclude ?? [])];
      const { rows } = await sql<CardRow & { total: number }>`
        WITH src AS (SELECT genres->0->>'id' AS main FROM titles WHERE kind = ${kind} AND id = ${id}),
        overlap AS (
          SELECT title_id, sum(weight)::real AS weight FROM (
            SELECT g.title_id, 2 AS weight FROM title_genres s JOIN title_genres g
              ON g.kind = s.kind AND g.genre_id = s.genre_id
              WHERE s.kind = ${kind} AND s.title_id = ${id}
            UNION ALL
            SELECT g.title_id, 1 FROM title_tags s JOIN title_tags g ON g.kind = s.kind AND g.tag_id = s.tag_id
              WHERE s.kind = ${kind} AND s.title_id = ${id}
          ) shared GROUP BY title_id)
        SELECT ${sql.join(cardColumns.map((c) => sql.ref(c)))}, count(*) OVER ()::int AS total
        FROM overlap o JOIN titles t ON t.kind = ${kind} AND t.id = o.title_id
        CROSS JOIN src
        WHERE t.age_range <= ${age} AND NOT (t.id = ANY(${sql.val(exclude)}::int[]))
        ORDER BY (o.weight + CASE WHEN t.genres->0->>'id' = src.main THEN 3 ELSE 0 END)
          * (1 + ln(1 + t.popularity) / 24) DESC, t.popularity DESC, t.id
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return { rows, totalCount: rows[0]?.total ?? 0 };
    },

    /** The tags of a title. */
    tagsOf(kind: TitleType, id: number): Promise<{ id: number; title: string }[]> {
      return db
        .selectFrom('title_tags as tt')
        .innerJoin('tags as g', 'g.id', 'tt.tag_id')
        .select(['g.id', 'g.title'])
        .where('tt.kind', '=', kind)
        .where('tt.title_id', '=', id)
        .orderBy('g.id')
        .execute();
    },

    /** The trailer video of a series. */
    async seriesTrailerId(seriesId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('videos')
        .select('id')
        .where('kind', '=', 'SeriesTrailer')
        .where('content_id', '=', seriesId)
        .executeTakeFirst();
      return row?.id;
    },

    /** Every genre with how many titles of a kind the age limit allows. */
    genresWithCounts(kind: TitleType, age: number): Promise<LabelCount[]> {
      return labelsWithCounts(db, { labels: 'genres', links: 'title_genres', key: 'genre_id' }, kind, age);
    },

    /** Every tag with how many titles of a kind the age limit allows. */
    tagsWithCounts(kind: TitleType, age: number): Promise<LabelCount[]> {
      return labelsWithCounts(db, { labels: 'tags', links: 'title_tags', key: 'tag_id' }, kind, age);
    },

    /** A genre with how many titles (of both kinds) the age limit allows. */
    async genre(id: number, age: number): Promise<{ id: number; title: string; count: number } | undefined> {
      const row = await db
        .selectFrom('genres as g')
        .select([
          'g.id',
          'g.title',
          (eb) =>
            eb
              .selectFrom('title_genres as tg')
              .innerJoin('titles as t', (join) =>
                join.onRef('t.kind', '=', 'tg.kind').onRef('t.id', '=', 'tg.title_id'),
              )
              .whereRef('tg.genre_id', '=', 'g.id')
              .where('t.age_range', '<=', age)
              .select(sql<number>`count(*)::int`.as('n'))
              .as('count'),
        ])
        .where('g.id', '=', id)
        .executeTakeFirst();
      return row && { id: row.id, title: row.title, count: Number(row.count ?? 0) };
    },
  };
}

export type TitlesRepository = ReturnType<typeof createTitlesRepository>;
