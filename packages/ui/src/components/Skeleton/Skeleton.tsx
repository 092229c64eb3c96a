import type { CSSProperties } from 'react';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

/** Shapes of `Skeleton`, matching the cards they stand in for. */
export const skeletonShapes = ['poster', 'wide', 'circle', 'text', 'block'] as const;
/** A `Skeleton` shape. */
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** What it stands in for: a card shape, a line of `text` or a `block`. */
  shape?: SkeletonShape;
  /**
   * Inline size (CSS length); posters, wide cards and circles keep their aspect ratio from it.
   * @default the shape's own
   */
  width?: CSSProperties['inlineSize'];
  /** Block size (CSS length) for `text` and `block`; card shapes take theirs from the aspect ratio. @default the shape's own */
  height?: CSSProperties['blockSize'];
  /** Extra class for placing the placeholder. @default undefined */
  className?: string;
}

/** A shimmering placeholder shown while content loads; hidden from assistive tech. */
export function Skeleton({ shape = 'block', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cx(styles.skeleton, styles.shape[shape], className)}
      style={{ inlineSize: width, blockSize: height }}
    />
  );
}

/** Props of `SkeletonRow`. */
export interface SkeletonRowProps {
  /** How many placeholders to draw. */
  count?: number;
  /** Card shape of the placeholders. */
  shape?: Extract<SkeletonShape, 'poster' | 'wide' | 'circle'>;
  /**
   * Read by screen readers in place of the placeholders (not a live region: the page has one status region).
   * @default در حال بارگذاری
   */
  label?: string;
}

/** A row of card placeholders with a title bar, standing in for a `CarouselRow` while it loads. */
export function SkeletonRow({ count = 6, shape = 'poster', label = 'در حال بارگذاری' }: SkeletonRowProps) {
  return (
    <div className={styles.row} aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <Skeleton shape="text" width="160px" />
      <div className={styles.cards}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <Skeleton key={i} shape={shape} className={styles.card[shape]} />
        ))}
      </div>
    </div>
  );
}
