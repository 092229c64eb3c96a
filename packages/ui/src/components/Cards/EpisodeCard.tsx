import { formatDuration, toPersianDigits } from '@parde/fa';
import { Icon } from '../../icons/Icon';
import { Link } from '../../link/Link';
import * as styles from './Cards.css';

/** Props of `EpisodeCard`. */
export interface EpisodeCardProps {
  /** Address of the episode's page or player. */
  href: string;
  /** Persian title of the episode, clamped to two lines. */
  title: string;
  /** 16:9 still of the episode. */
  imageUrl: string;
  /**
   * Episode number, shown as «قسمت ۳».
   * @default undefined
   */
  episode?: number;
  /**
   * Length in minutes.
   * @default undefined
   */
  durationMinutes?: number;
  /**
   * Share already watched, 0..1; shows the progress bar.
   * @default undefined
   */
  progress?: number;
  /** Dominant colour of the still, shown while it loads. @default undefined */
  color?: string;
  /**
   * A line above the title, e.g. the series name in a continue-watching row.
   * @default undefined
   */
  eyebrow?: string;
}

/** A 16:9 episode still with its number, length and, when started, a progress bar. */
export function EpisodeCard({
  href,
  title,
  imageUrl,
  episode,
  durationMinutes,
  progress,
  color,
  eyebrow,
}: EpisodeCardProps) {
  const watched = progress === undefined ? undefined : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <Link href={href} className={styles.card}>
      <span className={styles.wideFrame} style={{ backgroundColor: color }}>
        <img src={imageUrl} alt="" width={320} height={180} loading="lazy" decoding="async" className={styles.image} />
        {durationMinutes !== undefined && <span className={styles.duration}>{formatDuration(durationMinutes)}</span>}
        {watched !== undefined && (
          <span
            role="progressbar"
            aria-label="میزان تماشا"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={watched}
            aria-valuetext={`${toPersianDigits(watched)}٪ دیده شده`}
            className={styles.progressTrack}
          >
            <span className={styles.progressFill} style={{ inlineSize: `${watched}%` }} />
          </span>
        )}
      </span>
      {eyebrow && <span className={styles.subtitle}>{eyebrow}</span>}
      <span className={styles.title}>
        {episode !== undefined && `قسمت ${toPersianDigits(episode)}: `}
        {title}
      </span>
    </Link>
  );
}

/** Props of `ContinueCard`: an episode or film already started. */
export interface ContinueCardProps extends Omit<EpisodeCardProps, 'progress'> {
  /** Share already watched, 0..1; the bar fills from the right. */
  progress: number;
  /**
   * Takes the title off the row; without it the card has no remove button.
   * @default undefined
   */
  onRemove?: () => void;
}

/** A continue-watching card: 16:9 with the progress bar always shown, and a ✕ to take it off the row. */
export function ContinueCard({ onRemove, ...props }: ContinueCardProps) {
  if (!onRemove) return <EpisodeCard {...props} />;
  // The button sits beside the link, not inside it: a button within a link is not operable on its own.
  return (
    <div className={styles.removable}>
      <EpisodeCard {...props} />
      <button
        type="button"
        className={styles.remove}
        aria-label={`حذف «${props.title}» از ادامهٔ تماشا`}
        title="حذف از ادامهٔ تماشا"
        onClick={onRemove}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
