import { type Comment, DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '@parde/api-client';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import { visibleText } from '../../http/names';
import type { CommentRow } from '../../repositories/comments';
import type { Services } from '../../services';
import { hourlyCaps } from '../../services/hourly-caps';

type CommentsEndpoint = 'getCommentsByVideoId' | 'createComment' | 'likeComment';

// Control characters other than newline and tab: invisible, and a way to forge layout in other clients.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Plain-text comments on a video, newest first, with one like or dislike per user. */
export function commentHandlers(s: Services): HandlerGroup<CommentsEndpoint> {
  const { comments } = s.repos;

  /** The video's title must exist and be visible to the caller. */
  async function visibleVideo(videoId: number, age: number) {
    if (!(await comments.videoVisible(videoId, age))) throw notExists();
  }

  const toComment = (row: CommentRow): Comment => ({
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
      await visibleVideo(query.videoId, await request.ageLimit());
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await comments.page(
        query.videoId,
        request.session?.accountId ?? null,
        pageSize,
        (pageNumber - 1) * pageSize,
      );
      return { data: rows.map(toComment), totalCount: total };
    },

    async createComment({ body, request }) {
      const session = requireSession(request);
      await visibleVideo(body.videoId, await request.ageLimit());
      const text = visibleText(body.text.replace(CONTROL, ''), 'text');
      await s.caps.spend(`comment:account:${session.accountId}`, hourlyCaps.commentPerAccount);
      const row = await comments.insert({
        videoId: body.videoId,
        accountId: session.accountId,
        // Names only: a comment never shows the author's phone.
        authorName: `${session.firstName} ${session.lastName}`.trim(),
        text,
      });
      return toComment(row);
    },

    async likeComment({ body, request }) {
      const session = requireSession(request);
      // A comment of a video the member may not see is as unknown as the video (its comments answer 404).
      if (!(await comments.commentVisible(body.commentId, await request.ageLimit()))) throw notExists();
      const counts = await comments.react(body.commentId, session.accountId, body.type);
      if (counts) return { likeCount: counts.like_count, dislikeCount: counts.dislike_count };
      if (!(await comments.exists(body.commentId))) throw notExists();
      throw fail(400, 'AlreadyLikedThisCommentError');
    },
  };
}
