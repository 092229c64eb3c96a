import { formatClock } from '@parde/fa';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { type SeekThumbnail, thumbnailAt } from './thumbnails';
import * as styles from './VideoPlayer.css';

/** A clock for the display; NaN before metadata and Infinity for live streams have none. */
export const clock = (seconds: number) => (Number.isFinite(seconds) && seconds >= 0 ? formatClock(seconds) : '--:--');

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Props of `SeekBar`. */
export interface SeekBarProps {
  /** Playback position in seconds. */
  currentTime: number;
  /** Seconds; NaN (unknown) disables the bar. */
  duration: number;
  /** End of the buffered range in seconds, drawn lighter ahead of the position. */
  bufferedEnd: number;
  /** Which way time runs: `rtl` fills from the right, as the cards' progress bars do on a Persian page. */
  direction: 'rtl' | 'ltr';
  /** Moves playback; called once a drag is let go, and for a click, a tap, Home or End. */
  onSeek(seconds: number): void;
  /**
   * Moves playback by `seconds` from where the video is now (the arrow keys). The player gives its element's own
   * position, which already holds a seek just asked for: `currentTime` is drawn a render later, so keys pressed
   * quickly would count from an old position (Home then → went to the end). Without it, from `currentTime`.
   * @default undefined
   */
  onSeekBy?: ((seconds: number) => void) | undefined;
  /** How far the keys move, in seconds. */
  step?: number;
  /**
   * Seek thumbnails (`useSeekThumbnails`): the frame under the finger or pointer shows above the time.
   * @default []
   */
  thumbnails?: readonly SeekThumbnail[];
}

/**
 * The timeline: click, drag (mouse, pen or finger) or keys to move in the video. While dragging, and under a hovering
 * mouse, a bubble shows the time at the pointer (and the frame there, when the title has seek thumbnails); playback
 * moves when the drag is let go. It fills from the inline start of `direction`; → seeks forward and ← back on every
 * page, as the big services' players do.
 */
export function SeekBar({
  currentTime,
  duration,
  bufferedEnd,
  direction,
  onSeek,
  onSeekBy,
  step = 10,
  thumbnails = [],
}: SeekBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDraggingState] = useState(false);
  // Read by the pointer handlers: a move may arrive before the render that follows the press.
  const draggingNow = useRef(false);
  const setDragging = (value: boolean) => {
    draggingNow.current = value;
    setDraggingState(value);
  };
  // The time under the pointer (dragging or hovering); null when the pointer is elsewhere.
  const [preview, setPreview] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;

  const timeAt = (clientX: number) => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !known) return 0;
    const fromStart = direction === 'rtl' ? rect.right - clientX : clientX - rect.left;
    return clamp(fromStart / rect.width, 0, 1) * duration;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!known || event.button !== 0) return;
    // Capture keeps the drag going when the finger or pointer leaves the thin bar.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic event): the drag then ends where the pointer leaves.
    }
    setDragging(true);
    setPreview(timeAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!known) return;
    if (draggingNow.current || event.pointerType === 'mouse') setPreview(timeAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggingNow.current) return;
    setDragging(false);
    onSeek(timeAt(event.clientX));
    if (event.pointerType !== 'mouse') setPreview(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    // → is forward in time on every page, as the player's own keys (usePlayerShortcuts).
    const by = (() => {
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowUp':
        case 'PageUp':
          return step;
        case 'ArrowLeft':
        case 'ArrowDown':
        case 'PageDown':
          return -step;
        default:
          return null;
      }
    })();
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? duration : null;
    if (by === null && to === null) return;
    event.preventDefault();
    if (to !== null) onSeek(to);
    else if (by !== null && onSeekBy) onSeekBy(by);
    else if (by !== null) onSeek(clamp(currentTime + by, 0, duration));
  };

  const shown = dragging && preview !== null ? preview : currentTime;
  const frame = preview !== null ? thumbnailAt(thumbnails, preview) : null;
  const percent = (seconds: number) => (known ? clamp(seconds / duration, 0, 1) * 100 : 0);

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={known ? 0 : -1}
      dir={direction}
      aria-label="جابه‌جایی در زمان ویدیو"
      aria-valuemin={0}
      aria-valuemax={known ? Math.round(duration) : 0}
      aria-valuenow={Math.round(known ? Math.min(shown, duration) : 0)}
      aria-valuetext={`${clock(shown)} از ${clock(duration)}`}
      aria-disabled={!known || undefined}
      aria-orientation="horizontal"
      className={styles.seek}
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        setDragging(false);
        setPreview(null);
      }}
      onPointerLeave={() => {
        if (!draggingNow.current) setPreview(null);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.track} aria-hidden>
        <div className={styles.loaded} style={{ inlineSize: `${percent(bufferedEnd)}%` }} />
        <div className={styles.played} data-testid="seek-played" style={{ inlineSize: `${percent(shown)}%` }} />
      </div>
      <div className={styles.thumb} aria-hidden style={{ insetInlineStart: `${percent(shown)}%` }} />
      {preview !== null && frame && (
        <div
          className={styles.thumbnail}
          aria-hidden
          data-testid="seek-thumbnail"
          style={{
            insetInlineStart: `${percent(preview)}%`,
            inlineSize: `${frame.width}px`,
            blockSize: `${frame.height}px`,
            backgroundImage: `url("${frame.image}")`,
            backgroundPosition: `-${frame.x}px -${frame.y}px`,
          }}
        />
      )}
      {preview !== null && (
        <div
          className={styles.preview}
          aria-hidden
          data-testid="seek-preview"
          style={{ insetInlineStart: `${percent(preview)}%` }}
        >
          {clock(preview)}
        </div>
      )}
    </div>
  );
}
