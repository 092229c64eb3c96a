import { type Comment, MAX_COMMENT_LENGTH, reactionTypes } from '@parde/api-client';
import { useAuth, useComments, useDomain, useShallow } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import {
  Button,
  ButtonLink,
  CommentItem,
  type CommentVote,
  EmptyState,
  persianValidityProps,
  SkeletonRow,
} from '@parde/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useNearViewport } from '../app/useResource';
import { paths } from '../config/paths';
import * as page from './page.css';

const voteOf = (reaction: Comment['myReaction']): CommentVote =>
  reaction === reactionTypes.like ? 'like' : reaction === reactionTypes.dislike ? 'dislike' : null;

function CommentRow({ comment, busy }: { comment: Comment; busy: boolean }) {
  const { comments } = useDomain();
  return (
    <li>
      <CommentItem
        author={comment.authorName}
        text={comment.text}
        date={comment.createdAt}
        likes={comment.likeCount}
        dislikes={comment.dislikeCount}
        myVote={voteOf(comment.myReaction)}
        voting={busy}
        onLike={() => comments.getState().commentReacted(comment.id, reactionTypes.like)}
        onDislike={() => comments.getState().commentReacted(comment.id, reactionTypes.dislike)}
      />
    </li>
  );
}

function CommentForm({ videoId }: { videoId: number }) {
  const { comments } = useDomain();
  const posting = useComments((s) => s.posting);
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const id = useId();
  if (!signedIn) {
    return (
      <p className={page.muted}>
        برای نوشتن نظر و واکنش به نظرها{' '}
        <ButtonLink href={paths.login.to(pathname)} variant="ghost">
          وارد شوید
        </ButtonLink>
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await comments.getState().commentPosted(videoId, text.trim())) setText('');
  };
  return (
    <form className={page.form} onSubmit={submit}>
      <label htmlFor={id} className={page.label}>
        نظر شما
      </label>
      <textarea
        id={id}
        className={page.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_COMMENT_LENGTH}
        dir="auto"
        {...persianValidityProps}
        required
      />
      <div className={page.actions}>
        <Button type="submit" loading={posting} disabled={!text.trim()}>
          ثبت نظر
        </Button>
        <span className={page.muted}>
          {toPersianDigits(text.length)} از {toPersianDigits(MAX_COMMENT_LENGTH)} نویسه
        </span>
      </div>
    </form>
  );
}

/**
 * Comments of one video with like and dislike; writing and reacting need sign-in. They are asked for when the section
 * comes near the viewport, not as the page is hydrated: the server draws them as loading (they are not part of the
 * page's answers), and the first call that reaches the network fetches the HTTP library as well.
 */
export function Comments({ videoId }: { videoId: number | null }) {
  const { comments } = useDomain();
  const { list, reacting } = useComments(useShallow((s) => ({ list: s.list, reacting: s.reacting })));
  // Nearer than a row's 600 px: a film's comments start 440–500 px below the first screen (phone and desktop).
  const [ref, near] = useNearViewport<HTMLElement>(false, '200px 0px');

  useEffect(() => {
    if (near && videoId !== null) void comments.getState().commentsRequested(videoId);
  }, [near, videoId, comments]);

  const current = list.status !== 'idle' && list.videoId === videoId;
  return (
    <section ref={ref} className={page.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={page.subtitle}>
        نظرها{list.status === 'ready' && current ? ` (${toPersianDigits(list.totalCount)})` : ''}
      </h2>
      {videoId === null ? (
        <p className={page.muted}>نظردهی برای این عنوان پس از انتشار ویدیو باز می‌شود.</p>
      ) : (
        <>
          <CommentForm videoId={videoId} />
          {!current || list.status === 'loading' ? (
            <SkeletonRow shape="wide" count={2} />
          ) : list.status === 'error' ? (
            <EmptyState
              tone="error"
              icon="alert"
              title="نظرها دریافت نشد"
              description={list.error}
              action={
                <Button
                  variant="secondary"
                  icon="refresh"
                  onClick={() => comments.getState().commentsRequested(videoId)}
                >
                  تلاش دوباره
                </Button>
              }
            />
          ) : list.status === 'ready' && list.comments.length === 0 ? (
            <p className={page.muted}>هنوز نظری ثبت نشده است؛ نخستین نظر را شما بنویسید.</p>
          ) : list.status === 'ready' ? (
            <>
              <ul className={page.stack}>
                {list.comments.map((comment) => (
                  <CommentRow key={comment.id} comment={comment} busy={reacting.includes(comment.id)} />
                ))}
              </ul>
              {list.comments.length < list.totalCount && (
                <Button
                  variant="secondary"
                  loading={list.loadingMore}
                  onClick={() => comments.getState().moreRequested()}
                >
                  نظرهای بیشتر
                </Button>
              )}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
