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
  next: NextEpisode;
  /** Counts down and moves on by itself; otherwise the card only offers the button. */
  countdown: boolean;
  onNext(): void;
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
