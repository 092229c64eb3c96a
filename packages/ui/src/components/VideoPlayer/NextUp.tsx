import { toPersianDigits } from '@parde/fa';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './VideoPlayer.css';

/** Seconds the next-episode card counts down before moving on. */
export const NEXT_COUNTDOWN_SECONDS = 10;

/** The episode after this one. */
export interface NextEpisode {
  /** e.g. «فصل ۱، قسمت ۳: بازگشت». */
  title: string;
  imageUrl?: string;
}

/** Props of `NextUp`. */
export interface NextUpProps {
  /** The episode that follows: title and still. */
  next: NextEpisode;
  /** Counts down and moves on by itself; otherwise the card only offers the button. */
  countdown: boolean;
  /** Plays the next episode (the button, or the end of the countdown). */
  onNext(): void;
  /** Closes the card and stops the countdown. */
  onCancel(): void;
}

/**
 * The card at the credits: the next episode, and with autoplay a 10 s countdown to it that «لغو» stops. The
 * countdown is a live region read once a second only at its start and end (`aria-live` polite on the heading).
 */
export function NextUp({ next, countdown, onNext, onCancel }: NextUpProps) {
  const [left, setLeft] = useState(NEXT_COUNTDOWN_SECONDS);
  const moveOn = useEffectEvent(onNext);
  useEffect(() => {
    if (!countdown) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = NEXT_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(timer);
        moveOn();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [countdown]);

  return (
    <aside className={styles.nextUp} aria-label="قسمت بعد">
      {next.imageUrl ? <img className={styles.nextImage} src={next.imageUrl} alt="" /> : null}
      <div className={styles.nextBody}>
        <p className={styles.nextLabel} aria-live="polite">
          {countdown ? `قسمت بعد تا ${toPersianDigits(left)} ثانیهٔ دیگر` : 'قسمت بعد'}
        </p>
        <p className={styles.nextTitle}>{next.title}</p>
        <div className={styles.nextActions}>
          <Button icon="play" onClick={onNext}>
            پخش قسمت بعد
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {countdown ? 'لغو' : 'بستن'}
          </Button>
        </div>
      </div>
    </aside>
  );
}

/** Props of `EndCard`. */
export interface EndCardProps {
  /** The video that ended, named in the heading. */
  title: string;
  /** The episode that follows, offered beside replay; null for a film or the last episode. */
  next: NextEpisode | null;
  /** Plays the video again from the start. */
  onReplay(): void;
  /** Plays the next episode. @default undefined */
  onNext?: (() => void) | undefined;
}

/**
 * What the player shows once the video has ended and no countdown is running (the viewer cancelled it, or there is
 * no next episode): replay, and the next episode when there is one, rather than a bare last frame (issue #28 D9).
 */
export function EndCard({ title, next, onReplay, onNext }: EndCardProps) {
  return (
    <section className={styles.endCard} aria-label="پایان پخش">
      <p className={styles.endTitle}>«{title}» به پایان رسید</p>
      {next && onNext ? (
        <div className={styles.endNext}>
          {next.imageUrl ? <img className={styles.nextImage} src={next.imageUrl} alt="" /> : null}
          <div className={styles.nextBody}>
            <p className={styles.nextLabel}>قسمت بعد</p>
            <p className={styles.nextTitle}>{next.title}</p>
          </div>
        </div>
      ) : null}
      <div className={styles.endActions}>
        {next && onNext ? (
          <Button icon="play" onClick={onNext}>
            پخش قسمت بعد
          </Button>
        ) : null}
        <Button icon="refresh" variant={next && onNext ? 'secondary' : 'solid'} onClick={onReplay}>
          پخش دوباره
        </Button>
      </div>
    </section>
  );
}
