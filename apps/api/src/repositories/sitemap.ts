import type { TitleType } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';

/** What the sitemap lists, one chunk of ids at a time. */
export type SitemapKind = 'movies' | 'series' | 'episodes' | 'stars';

/** A list page (a genre's or a tag's films or series, a regal collection) that has something to show. */
export interface ListPageRow {
  list: 'genre' | 'tag' | 'regal';
  id: number;
  kind: TitleType;
}

const titleKind = (kind: 'movies' | 'series'): TitleType => (kind === 'movies' ? 'Movie' : 'Series');

/**
 * The reads of robots' sitemap: counts and ordered chunks of what an age limit lets a visitor open. Offsets walk an
 * index in id order; a chunk of 10,000 is read once an hour per instance.
 */
export function createSitemapRepository(db: Db) {
  const episodesOfVisibleSeries = (age: number) =>
    db
      .selectFrom('episodes')
      .innerJoin('titles', (join) =>
        join.onRef('titles.id', '=', 'episodes.series_id').on('titles.kind', '=', 'Series'),
      )
      .where('titles.age_range', '<=', age);

  return {
    async count(kind: SitemapKind, age: number): Promise<number> {
      const n = sql<number>`count(*)::int`.as('n');
      const query =
        kind === 'episodes'
          ? episodesOfVisibleSeries(age).select(n)
          : kind === 'stars'
            ? db.selectFrom('stars').select(n)
            : db.selectFrom('titles').where('kind', '=', titleKind(kind)).where('age_range', '<=', age).select(n);
      return (await query.executeTakeFirstOrThrow()).n;
    },

    /** Ids with their names (titles and stars) in id order, `limit` from `offset`. */
    chunk(kind: SitemapKind, age: number, limit: number, offset: number): Promise<{ id: number; name: string }[]> {
      if (kind === 'episodes') {
        return episodesOfVisibleSeries(age)
          .select(['episodes.id', 'episodes.title as name'])
          .orderBy('episodes.id')
          .limit(limit)
          .offset(offset)
          .execute();
      }
      if (kind === 'stars') {
        return db.selectFrom('stars').select(['id', 'name']).orderBy('id').limit(limit).offset(offset).execute();
      }
      return db
        .selectFrom('titles')
        .select(['id', 'title as name'])
        .where('kind', '=', titleKind(kind))
        .where('age_range', '<=', age)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * Every genre and tag with at least one film or series the age limit allows (one row per kind it has), and every
     * regal collection with at least one such title: the list pages worth a search engine's visit. An empty list page
     * is left out. Each probe is an index lookup (`title_genres_genre`, `title_tags_tag`, `regal_items_order`).
     */
    async listPages(age: number): Promise<ListPageRow[]> {
      const { rows } = await sql<ListPageRow>`
        SELECT 'genre' AS list, g.id, k.kind FROM genres g CROSS JOIN (VALUES ('Movie'), ('Series')) AS k (kind)
        WHERE EXISTS (
          SELECT 1 FROM title_genres tg JOIN titles t ON t.kind = tg.kind AND t.id = tg.title_id
          WHERE tg.genre_id = g.id AND tg.kind = k.kind AND t.age_range <= ${age})
        UNION ALL
        SELECT 'tag', tg.id, k.kind FROM tags tg CROSS JOIN (VALUES ('Movie'), ('Series')) AS k (kind)
        WHERE EXISTS (
          SELECT 1 FROM title_tags tt JOIN titles t ON t.kind = tt.kind AND t.id = tt.title_id
          WHERE tt.tag_id = tg.id AND tt.kind = k.kind AND t.age_range <= ${age})
        UNION ALL
        SELECT 'regal', r.id, r.kind FROM regal r
        WHERE EXISTS (
          SELECT 1 FROM regal_items ri JOIN titles t ON t.kind = ri.kind AND t.id = ri.title_id
          WHERE ri.regal_id = r.id AND t.age_range <= ${age})
        ORDER BY 1, 2, 3`.execute(db);
      return rows;
    },
  };
}
