import type { TitleType } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';
import { type CardRow, cardColumns } from './titles';

/** A slide of a home slider with its title's columns. */
export interface SlideRow {
  id: number;
  kind: TitleType;
  content_id: number;
  title: string;
  description: string;
  age_range: number;
  year: number;
  rating: number;
  color: string;
}

/** The curated lists of titles: home sliders (`slides`), the home top lists (`home_top`) and `regal` collections. */
export function createCollectionsRepository(db: Db) {
  const homeTopBase = (kind: TitleType, age: number) =>
    db
      .selectFrom('home_top as h')
      .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'h.kind').onRef('t.id', '=', 'h.title_id'))
      .where('h.kind', '=', kind)
      .where('t.age_range', '<=', age);

  return {
    slides(slider: 'top' | 'bottom', age: number): Promise<SlideRow[]> {
      return db
        .selectFrom('slides as sl')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'sl.kind').onRef('t.id', '=', 'sl.title_id'))
        .select([
          'sl.id',
          't.kind',
          't.id as content_id',
          't.title',
          't.description',
          't.age_range',
          't.year',
          't.rating',
          't.color',
        ])
        .where('sl.slider', '=', slider)
        .where('t.age_range', '<=', age)
        .orderBy('sl.ord')
        .execute();
    },

    /** A page of a home top list, with the count of all the age limit allows. */
    async homeTop(kind: TitleType, age: number, limit: number, offset: number) {
      const base = homeTopBase(kind, age);
      const [rows, count] = await Promise.all([
        base.select(cardColumns).orderBy('h.ord').limit(limit).offset(offset).execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CardRow[], total: count.n };
    },

    /** The first title of a home top list the age limit allows. */
    async firstHomeTop(kind: TitleType, age: number): Promise<number | undefined> {
      const top = await homeTopBase(kind, age).select('t.id').orderBy('h.ord').executeTakeFirst();
      return top?.id;
    },

    regalsAt(position: number) {
      return db.selectFrom('regal').selectAll().where('position', '=', position).orderBy('id').execute();
    },

    regal(id: number) {
      return db
        .selectFrom('regal')
        .select(['id', 'title', 'description', 'kind'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async regalItems(regalId: number, age: number, limit: number, offset: number): Promise<CardRow[]> {
      return (await db
        .selectFrom('regal_items as r')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'r.kind').onRef('t.id', '=', 'r.title_id'))
        .select(cardColumns)
        .where('r.regal_id', '=', regalId)
        .where('t.age_range', '<=', age)
        .orderBy('r.ord')
        .limit(limit)
        .offset(offset)
        .execute()) as CardRow[];
    },

    async regalItemCount(regalId: number, age: number): Promise<number> {
      const row = await db
        .selectFrom('regal_items as r')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'r.kind').onRef('t.id', '=', 'r.title_id'))
        .select(sql<number>`count(*)::int`.as('n'))
        .where('r.regal_id', '=', regalId)
        .where('t.age_range', '<=', age)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}
