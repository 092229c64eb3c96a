import { formatNumber } from '@parde/fa';
import { Icon } from '../../icons/Icon';
import { JalaliDate } from '../JalaliDate/JalaliDate';
import * as styles from './CommentItem.css';

/** The viewer's own vote on a comment. */
export type CommentVote = 'like' | 'dislike' | null;

/** Props of `CommentItem`. */
export interface CommentItemProps {
  /** The writer's display name. */
  author: string;
  /** Plain text; rendered as text, never as HTML. */
  text: string;
  /** When it was written; drawn as a Jalali date in Persian digits. */
  date: Date | string | number;
  /** Number of likes, drawn in Persian digits. */
  likes: number;
  /** Number of dislikes, drawn in Persian digits. */
  dislikes: number;
  /** The viewer's own vote, which presses its button. */
  myVote?: CommentVote;
  /** Called by the like button; without it the button is disabled. @default undefined */
  onLike?: () => void;
  /** Called by the dislike button; without it the button is disabled. @default undefined */
  onDislike?: () => void;
  /**
   * Disables the vote buttons while a vote is being sent.
   * @default false
   */
  voting?: boolean;
}

/**
 * A comment: author, Jalali date, the text in its own direction (`dir="auto"`, so a Latin comment reads left to
 * right), and like/dislike buttons with Persian-digit counts.
 */
export function CommentItem({
  author,
  text,
  date,
  likes,
  dislikes,
  myVote = null,
  onLike,
  onDislike,
  voting = false,
}: CommentItemProps) {
  return (
    <article className={styles.item}>
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden>
          {author.slice(0, 1)}
        </span>
        <span className={styles.author} dir="auto">
          {author}
        </span>
        <JalaliDate date={date} className={styles.date} />
      </header>
      <p className={styles.text} dir="auto">
        {text}
      </p>
      <div className={styles.votes}>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={myVote === 'like'}
          aria-label={`پسندیدم، ${formatNumber(likes)}`}
          disabled={voting || !onLike}
          onClick={onLike}
        >
          <Icon name="like" size={18} />
          <span aria-hidden>{formatNumber(likes)}</span>
        </button>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={myVote === 'dislike'}
          aria-label={`نپسندیدم، ${formatNumber(dislikes)}`}
          disabled={voting || !onDislike}
          onClick={onDislike}
        >
          <Icon name="dislike" size={18} />
          <span aria-hidden>{formatNumber(dislikes)}</span>
        </button>
      </div>
    </article>
  );
}
