import { type Comment, DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '@parde/api-client';
import { sql } from 'kysely';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import type { Services } from '../../services';
import { capHourly, hourlyCaps } from '../account/otp';

type CommentsEndpoint = 'getCommentsByVideoId' | 'createComment' | 'likeComment';

// Control characters other than newline and tab: invisible, and a way to forge layout in other clients.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Plain-text comments on a video, newest first, with one like or dislike per user. */
export function commentHandlers(s: Services): HandlerGroup<CommentsEndpoint> {
  const { db } = s;

  /** The video's title must exist and be visible to the caller. */
  async function visibleVideo(videoId: number, age: number) {
    const row = await sql<{ id: number }>`
      SELECT v.id FROM videos v
      LEFT JOIN titles m ON v.kind = 'Movie' AND m.kind = 'Movie' AND m.id = v.content_id
      LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
      LEFT JOIN titles se ON se.kind = 'Series' AND se.id = e.series_id
      WHERE v.id = ${videoId} AND coalesce(m.age_range, se.age_range) <= ${age}`.execute(db);
    if (!row.rows[0]) throw notExists();
  }

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
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toComment = (row: Row): Comment => ({
    id: row.id,
    videoId: row.video_id,
    text: row.text,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    likeCount: row.like_count,
    dislikeCount: row.dislike_count,
    myReaction: row.my_reaction === 1 ? 1 : row.my_reaction === 0 ? 0 : null,
  });

  return {
    async getCommentsByVideoId({ query, request }) {
      await visibleVideo(query.videoId, await s.age(request));
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const [rows, count] = await Promise.all([
        select(request.session?.accountId ?? null)
          .where('c.video_id', '=', query.videoId)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        db
          .selectFrom('comments')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('video_id', '=', query.videoId)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toComment), totalCount: count.n };
    },

    async createComment({ body, request }) {
      const session = requireSession(request);
      await visibleVideo(body.videoId, await s.age(request));
      const text = body.text.replace(CONTROL, '').trim();
      if (!text) throw fail(400, 'ValidationError');
      await capHourly(s, `comment:account:${session.accountId}`, hourlyCaps.commentPerAccount);
      const created = await db
        .insertInto('comments')
        .values({
          video_id: body.videoId,
          account_id: session.accountId,
          // Names only: a comment never shows the author's phone.
          author_name: `${session.firstName} ${session.lastName}`.trim(),
          text,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await select(session.accountId).where('c.id', '=', created.id).executeTakeFirstOrThrow();
      return toComment(row);
    },

    async likeComment({ body, request }) {
      const session = requireSession(request);
      // One statement: the reaction's primary key decides; a repeat of the same reaction changes nothing,
      // a switch moves one count from the other side.
      const result = await sql<{ like_count: number; dislike_count: number }>`
        WITH reaction AS (
          INSERT INTO comment_reactions (comment_id, account_id, type)
          SELECT id, ${session.accountId}, ${body.type} FROM comments WHERE id = ${body.commentId}
          ON CONFLICT (comment_id, account_id) DO UPDATE SET type = excluded.type
            WHERE comment_reactions.type <> excluded.type
          RETURNING (xmax = 0) AS inserted
        )
        UPDATE comments SET
          like_count = like_count + CASE WHEN ${body.type} = 1 THEN 1 WHEN NOT reaction.inserted THEN -1 ELSE 0 END,
          dislike_count = dislike_count + CASE WHEN ${body.type} = 0 THEN 1 WHEN NOT reaction.inserted THEN -1 ELSE 0 END
        FROM reaction WHERE comments.id = ${body.commentId}
        RETURNING like_count, dislike_count`.execute(db);
      const counts = result.rows[0];
      if (counts) return { likeCount: counts.like_count, dislikeCount: counts.dislike_count };
      const exists = await db.selectFrom('comments').select('id').where('id', '=', body.commentId).executeTakeFirst();
      if (!exists) throw notExists();
      throw fail(400, 'AlreadyLikedThisCommentError');
    },
  };
}
