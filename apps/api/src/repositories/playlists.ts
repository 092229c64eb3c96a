import { randomBytes } from 'node:crypto';
import type { TitleType } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';
import { type CardRow, cardColumns } from './titles';

export type Privacy = 'Public' | 'Unlisted' | 'Private';

/** A playlist with its owner's name, picture key and item count. */
export interface PlaylistRow {
  id: number;
  title: string;
  picture_key: string | null;
  privacy: Privacy;
  created_at: Date;
  account_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  item_count: number | null;
}

/** The `playlists`, `playlist_items` and `playlist_pictures` tables. */
export function createPlaylistsRepository(db: Db) {
  /** Playlists with owner, picture and the count of the items the age limit lets the caller see (issue #15). */
  const base = (age: number) =>
    db
      .selectFrom('playlists as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .leftJoin('playlist_pictures as pic', 'pic.id', 'p.picture_id')
      .select([
        'p.id',
        'p.title',
        'pic.key as picture_key',
        'p.privacy',
        'p.created_at',
        'p.account_id',
        'p.member_id',
        'a.first_name',
        'a.last_name',
        (eb) =>
          eb
            .selectFrom('playlist_items as i')
            .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'i.kind').onRef('t.id', '=', 'i.title_id'))
            .whereRef('i.playlist_id', '=', 'p.id')
            .where('t.age_range', '<=', age)
            .select(sql<number>`count(*)::int`.as('n'))
            .as('item_count'),
      ]);

  return {
    byId(id: number, age: number): Promise<PlaylistRow | undefined> {
      return base(age).where('p.id', '=', id).executeTakeFirst();
    },

    /** Whether the playlist is the member's (its maker's). */
    async isOwned(id: number, memberId: number): Promise<boolean> {
      const row = await db
        .selectFrom('playlists')
        .select('id')
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The member's playlists, newest first, each saying whether it holds a title. */
    withItemFlag(memberId: number, kind: TitleType, titleId: number) {
      return db
        .selectFrom('playlists as p')
        .select([
          'p.id',
          'p.title',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('playlist_items as i')
                  .select('i.title_id')
                  .whereRef('i.playlist_id', '=', 'p.id')
                  .where('i.kind', '=', kind)
                  .where('i.title_id', '=', titleId),
              )
              .as('has_item'),
        ])
        .where('p.member_id', '=', memberId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },

    /** A page of the member's playlists, newest first, with the count of all. */
    async pageOf(
      memberId: number,
      age: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: PlaylistRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        base(age)
          .where('p.member_id', '=', memberId)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('playlists')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** A page of a playlist's titles the age limit allows, newest additions first, with the count. */
    async items(playlistId: number, age: number, limit: number, offset: number) {
      const items = db
        .selectFrom('playlist_items as i')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'i.kind').onRef('t.id', '=', 'i.title_id'))
        .where('i.playlist_id', '=', playlistId)
        .where('t.age_range', '<=', age);
      const [rows, count] = await Promise.all([
        items
          .select([...cardColumns, 'i.added_at'])
          .orderBy('i.added_at', 'desc')
          .orderBy('t.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        items.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as (CardRow & { added_at: Date })[], total: count.n };
    },

    /**
     * Adds a title to the account's playlist: `missing` when the playlist is not the account's (or is being
     * deleted), `duplicate` when it already holds the title. The playlist row is key-share locked first, so a
     * delete racing the add waits for it or wins outright; the insert never meets a vanished parent (issue #15:
     * a foreign-key 500).
     */
    addItem(
      playlistId: number,
      memberId: number,
      kind: TitleType,
      titleId: number,
    ): Promise<'added' | 'duplicate' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        const playlist = await trx
          .selectFrom('playlists')
          .select('id')
          .where('id', '=', playlistId)
          .where('member_id', '=', memberId)
          .forKeyShare()
          .executeTakeFirst();
        if (!playlist) return 'missing';
        const added = await trx
          .insertInto('playlist_items')
          .values({ playlist_id: playlistId, kind, title_id: titleId })
          .onConflict((oc) => oc.doNothing())
          .returning('title_id')
          .executeTakeFirst();
        return added ? 'added' : 'duplicate';
      });
    },

    /** Removes a title; false when the playlist did not hold it. */
    async removeItem(playlistId: number, kind: TitleType, titleId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('playlist_items')
        .where('playlist_id', '=', playlistId)
        .where('kind', '=', kind)
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Creates the playlist with its picture (under a random key) in one transaction; answers its id. */
    create(
      owner: { accountId: number; memberId: number },
      title: string,
      privacy: Privacy,
      picture: { bytes: Uint8Array; mime: string } | undefined,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const stored = picture
          ? await trx
              .insertInto('playlist_pictures')
              .values({ key: randomBytes(18).toString('base64url'), mime: picture.mime, data: picture.bytes })
              .returning('id')
              .executeTakeFirstOrThrow()
          : undefined;
        const row = await trx
          .insertInto('playlists')
          .values({
            account_id: owner.accountId,
            member_id: owner.memberId,
            title,
            privacy,
            picture_id: stored?.id ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** Deletes the member's playlist and its picture; false when it is not the member's. */
    async delete(id: number, memberId: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('playlists')
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .returning('picture_id')
        .executeTakeFirst();
      if (!deleted) return false;
      if (deleted.picture_id !== null) {
        await db.deleteFrom('playlist_pictures').where('id', '=', deleted.picture_id).execute();
      }
      return true;
    },

    /** An uploaded picture by its key. */
    picture(key: string) {
      return db.selectFrom('playlist_pictures').select(['mime', 'data']).where('key', '=', key).executeTakeFirst();
    },
  };
}
