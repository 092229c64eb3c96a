import type { TitleType } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';
import { type CardRow, cardColumns } from './titles';

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The `stars` table and `credits` (who made each title). */
export function createStarsRepository(db: Db) {
  return {
    byId(id: number) {
      return db.selectFrom('stars').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A title's cast and crew in billing order. */
    creditsOf(kind: TitleType, titleId: number) {
      return db
        .selectFrom('credits as c')
        .innerJoin('stars as st', 'st.id', 'c.star_id')
        .select(['st.id', 'st.name', 'st.profession', 'c.role', 'c.character'])
        .where('c.kind', '=', kind)
        .where('c.title_id', '=', titleId)
        .orderBy('c.ord')
        .orderBy('st.id')
        .execute();
    },

    /** The titles a star worked on that the age limit allows, newest first. */
    async filmography(starId: number, age: number): Promise<(CardRow & { role: string; character: string | null })[]> {
      return (await db
        .selectFrom('credits as c')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'c.kind').onRef('t.id', '=', 'c.title_id'))
        .select([...cardColumns, 'c.role', 'c.character'])
        .where('c.star_id', '=', starId)
        .where('t.age_range', '<=', age)
        .orderBy('t.year', 'desc')
        .orderBy('t.id')
        .execute()) as (CardRow & { role: string; character: string | null })[];
    },

    /**
     * A page of stars by popularity whose normalised name contains `text` (all when empty), with the count; only
     * stars with at least one title the age limit allows, so no listed star opens on an empty page.
     */
    async page(text: string, limit: number, offset: number, age: number) {
      let base = db.selectFrom('stars').where(({ exists, selectFrom }) =>
        exists(
          selectFrom('credits as c')
            .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'c.kind').onRef('t.id', '=', 'c.title_id'))
            .select(sql`1`.as('one'))
            .whereRef('c.star_id', '=', 'stars.id')
            .where('t.age_range', '<=', age),
        ),
      );
      if (text) base = base.where('search_text', 'like', `%${escapeLike(text)}%`);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'name', 'profession'])
          .orderBy('popularity', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}
