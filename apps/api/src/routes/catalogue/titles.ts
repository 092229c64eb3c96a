import type { CountryOfOrigin, TitleCard, TitleType } from '@parde/api-client';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { MediaUrls } from '../../services/media';

/** Columns every title card needs, from `titles as t`. */
export const cardColumns = [
  't.kind',
  't.id',
  't.title',
  't.original_title',
  't.description',
  't.year',
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
  age_range: number;
  rating: number;
  country: CountryOfOrigin;
  color: string;
  genres: { id: number; title: string }[];
}

/** `real` comes back as 7.900000095; the wire has one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function toCard(row: CardRow, media: MediaUrls): TitleCard {
  return {
    id: row.id,
    type: row.kind,
    title: row.title,
    originalTitle: row.original_title,
    description: row.description,
    year: row.year,
    ageRange: row.age_range as TitleCard['ageRange'],
    rating: oneDecimal(row.rating),
    countryOfOrigin: row.country,
    posterUrl: media.poster(row.kind, row.id),
    backdropUrl: media.backdrop(row.kind, row.id),
    color: row.color,
    genres: row.genres,
  };
}

export type TitleOrder = 'best' | 'updated' | 'popular' | 'latest' | 'home';

/** One list of titles: filters, an order, the age limit and the page. */
export interface TitleListSpec {
  kind: TitleType;
  age: number;
  order: TitleOrder;
  country?: CountryOfOrigin | undefined;
  suggested?: boolean;
  genreId?: number;
  tagId?: number;
  pageNumber: number;
  pageSize: number;
}

type TitlesEb = ExpressionBuilder<DB & { t: DB['titles'] }, 't'>;

function filters(spec: TitleListSpec) {
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

/**
 * Counts are cached for a short while: the catalogue changes only when it is seeded, and counting tens of
 * thousands of rows on every page view would cost more than the page itself.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; expires: number }>();
  constructor(private readonly ttlMs = 30_000) {}

  async get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}

/** Reads of the `titles` table shared by every list endpoint. */
export class TitleLists {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly media: MediaUrls,
    private readonly counts: CountCache,
  ) {}

  async list(spec: TitleListSpec): Promise<{ data: TitleCard[]; totalCount: number }> {
    const base = this.db.selectFrom('titles as t').where(filters(spec));
    let query = base.select(cardColumns);
    switch (spec.order) {
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
    const { pageNumber, pageSize, order: _order, ...countSpec } = spec;
    const [rows, totalCount] = await Promise.all([
      query
        .orderBy('t.id')
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize)
        .execute(),
      this.counts.get(JSON.stringify(countSpec), async () => {
        const row = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
        return row.n;
      }),
    ]);
    return { data: rows.map((row) => toCard(row as CardRow, this.media)), totalCount };
  }

  /** Cards for (kind, id) pairs in the given order, skipping those above the age limit. */
  async byIds(kind: TitleType, ids: number[], age: number): Promise<TitleCard[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('titles as t')
      .select(cardColumns)
      .where('t.kind', '=', kind)
      .where('t.id', 'in', ids)
      .where('t.age_range', '<=', age)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toCard(row as CardRow, this.media)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
