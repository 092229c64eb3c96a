import { sql } from 'kysely';
import type { Db } from './db';

/** A comment with the reader's own reaction (null when none or anonymous). */
export interface CommentRow {
  id: number;
  video_id: number;
  text: string;
  author_name: string;
  created_at: Date;
  like_count: number;
  dislike_count: number;
  my_reaction: number | null;
}

/** The `comments` and `comment_reactions` tables. */
export function createCommentsRepository(db: Db) {
  const select = (accountId: number | null) =>
    db
      .selectFrom('comments as c')
      .leftJoin('comment_reactions as r', (join) =>
        join.onRef('r.comment_id', '=', 'c.id').on('r.account_id', '=', accountId ?? 0),
      )
      .select([
        'c.id',
        'c.video_id',
        'c.text',
        'c.author_name',
        'c.created_at',
        'c.like_count',
        'c.dislike_count',
        'r.type as my_reaction',
      ]);

  return {
    /** Whether the video's title exists and the age limit allows it. */
    async videoVisible(videoId: number, age: number): Promise<boolean> {
      const row = await sql<{ id: number }>`
        SELECT v.id FROM videos v
        LEFT JOIN titles m ON v.kind = 'Movie' AND m.kind = 'Movie' AND m.id = v.content_id
        LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
        LEFT JOIN titles se ON se.kind = 'Series' AND se.id = e.series_id
        WHERE v.id = ${videoId} AND coalesce(m.age_range, se.age_range) <= ${age}`.execute(db);
      return row.rows[0] !== undefined;
    },

    /** Whether the comment exists and the age limit allows its video's title. */
    async commentVisible(commentId: number, age: number): Promise<boolean> {
      const row = await sql<{ id: number }>`
        SELECT c.id FROM comments c JOIN videos v ON v.id = c.video_id
        LEFT JOIN titles m ON v.kind = 'Movie' AND m.kind = 'Movie' AND m.id = v.content_id
        LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
        LEFT JOIN titles se ON se.kind = 'Series' AND se.id = e.series_id
        WHERE c.id = ${commentId} AND coalesce(m.age_range, se.age_range) <= ${age}`.execute(db);
      return row.rows[0] !== undefined;
    },

    /** A page of a video's comments, newest first, with the count of all. */
    async page(videoId: number, readerId: number | null, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        select(readerId)
          .where('c.video_id', '=', videoId)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('comments')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('video_id', '=', videoId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CommentRow[], total: count.n };
    },

    /** Stores a comment and answers it as its author reads it. */
    async insert(values: {
      videoId: number;
      accountId: number;
      authorName: string;
      text: string;
    }): Promise<CommentRow> {
      const created = await db
        .insertInto('comments')
        .values({
          video_id: values.videoId,
          account_id: values.accountId,
          author_name: values.authorName,
          text: values.text,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await select(values.accountId).where('c.id', '=', created.id).executeTakeFirstOrThrow()) as CommentRow;
    },

    /**
     * Likes (1) or dislikes (0) a comment for an account: undefined when it already has that reaction, else the new
     * counts (a switch moves one count across). The comment's row is locked first, so every reaction to one
     * comment is applied one at a time: reading the old reaction and moving the counts cannot interleave (issue
     * #15: 50 parallel flips drove a count below zero, a 500 from its check constraint).
     */
    async react(
      commentId: number,
      accountId: number,
      type: number,
    ): Promise<{ like_count: number; dislike_count: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const comment = await trx
          .selectFrom('comments')
          .select('id')
          .where('id', '=', commentId)
          .forUpdate()
          .executeTakeFirst();
        if (!comment) return undefined;
        const before = await trx
          .selectFrom('comment_reactions')
          .select('type')
          .where('comment_id', '=', commentId)
          .where('account_id', '=', accountId)
          .executeTakeFirst();
        if (before?.type === type) return undefined;
        if (before) {
          await trx
            .updateTable('comment_reactions')
            .set({ type })
            .where('comment_id', '=', commentId)
            .where('account_id', '=', accountId)
            .execute();
        } else {
          await trx
            .insertInto('comment_reactions')
            .values({ comment_id: commentId, account_id: accountId, type })
            .execute();
        }
        const moved = before ? -1 : 0;
        return trx
          .updateTable('comments')
          .set((eb) => ({
            like_count: eb('like_count', '+', type === 1 ? 1 : moved),
            dislike_count: eb('dislike_count', '+', type === 0 ? 1 : moved),
          }))
          .where('id', '=', commentId)
          .returning(['like_count', 'dislike_count'])
          .executeTakeFirstOrThrow();
      });
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('comments').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
  };
}
