import { type Comment, MAX_COMMENT_LENGTH, type Paged, reactionTypes } from '@parde/api-client';
import { withOwnComments } from '@parde/domain';
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
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import * as page from '../../components/page.css';
import { paths } from '../../config/paths';
import { type ReadAnswer, readHref, useNearViewport, useRead } from '../../lib/data/fetchers';

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

/** The pages after the first, read one at a time by «نظرهای بیشتر»; a comment that moved onto the next page is not repeated. */
function useMorePages(videoId: number, first: Paged<Comment> | null) {
  const fetcher = useFetcher<ReadAnswer<Paged<Comment>>>();
  const [more, setMore] = useState<{ first: Paged<Comment> | null; pageNumber: number; comments: Comment[] }>({
    first,
    pageNumber: 1,
    comments: [],
  });
  // A new first page (another video, or the viewer changed) starts the list over.
  const current = more.first === first ? more : { first, pageNumber: 1, comments: [] };
  const asked = JSON.stringify({ videoId, pageNumber: current.pageNumber + 1 });
  const answer = fetcher.data;
  // Each answer is added once: a new first page (after a revalidation) does not take an earlier page 2 again.
  const taken = useRef<typeof answer>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || answer === taken.current) return;
    if (answer?.args !== asked || answer.state.status !== 'success') return;
    taken.current = answer;
    const next = answer.state.result;
    setMore((now) => {
      const base = now.first === first ? now : { first, pageNumber: 1, comments: [] };
      const known = [...(first?.data ?? []), ...base.comments];
      const fresh = (next?.data ?? []).filter((c) => !known.some((o) => o.id === c.id));
      return { first, pageNumber: base.pageNumber + 1, comments: [...base.comments, ...fresh] };
    });
  }, [answer, asked, fetcher.state, first]);
  return {
    comments: current.comments,
    loading: fetcher.state !== 'idle',
    load: () => void fetcher.load(readHref('comments', { videoId, pageNumber: current.pageNumber + 1 })),
  };
}

/**
 * Comments of one video with like and dislike; writing and reacting need sign-in. They are asked for when the section
 * comes near the viewport, not as the page is hydrated: the server draws them as loading (they are not part of the
 * page's answers), and the first call that reaches the network fetches the HTTP library as well.
 */
export function Comments({ videoId }: { videoId: number | null }) {
  if (videoId === null) {
    return (
      <section className={page.section} aria-labelledby="comments-title">
        <h2 id="comments-title" className={page.subtitle}>
          نظرها
        </h2>
        <p className={page.muted}>نظردهی برای این عنوان پس از انتشار ویدیو باز می‌شود.</p>
      </section>
    );
  }
  return <CommentSection key={videoId} videoId={videoId} />;
}

/** A video's comments as read (a fetcher each page), the member's own writes laid over them. */
function CommentSection({ videoId }: { videoId: number }) {
  // Nearer than a row's 600 px: a film's comments start 440–500 px below the first screen (phone and desktop).
  const [ref, near] = useNearViewport<HTMLElement>(false, '200px 0px');
  const first = useRead('comments', { videoId }, near);
  const more = useMorePages(videoId, first.status === 'success' ? first.result : null);
  const own = useComments(useShallow((s) => ({ posted: s.posted, reactions: s.reactions, reacting: s.reacting })));
  const read = first.status === 'success' ? (first.result ?? { data: [], totalCount: 0 }) : null;
  const list = read
    ? withOwnComments(videoId, { comments: [...read.data, ...more.comments], totalCount: read.totalCount }, own)
    : null;
  return (
    <section ref={ref} className={page.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={page.subtitle}>
        نظرها{list ? ` (${toPersianDigits(list.totalCount)})` : ''}
      </h2>
      <CommentForm videoId={videoId} />
      {first.status === 'error' ? (
        <EmptyState
          tone="error"
          icon="alert"
          title="نظرها دریافت نشد"
          description={first.error}
          action={
            <Button variant="secondary" icon="refresh" onClick={first.retry}>
              تلاش دوباره
            </Button>
          }
        />
      ) : !list ? (
        <SkeletonRow shape="wide" count={2} />
      ) : list.comments.length === 0 ? (
        <p className={page.muted}>هنوز نظری ثبت نشده است؛ نخستین نظر را شما بنویسید.</p>
      ) : (
        <>
          <ul className={page.stack}>
            {list.comments.map((comment) => (
              <CommentRow key={comment.id} comment={comment} busy={own.reacting.includes(comment.id)} />
            ))}
          </ul>
          {list.comments.length < list.totalCount && (
            <Button variant="secondary" loading={more.loading} onClick={more.load}>
              نظرهای بیشتر
            </Button>
          )}
        </>
      )}
    </section>
  );
}
