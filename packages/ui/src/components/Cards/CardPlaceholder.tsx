import { cx } from '../../utils/cx';
import * as skeleton from '../Skeleton/Skeleton.css';
import * as styles from './Cards.css';

/** Props of `CardPlaceholder`. */
export interface CardPlaceholderProps {
  /** Shape of the card it stands in for: `poster` 2:3, `wide` 16:9, `circle` a round portrait. */
  kind: 'poster' | 'wide' | 'circle';
}

const frames = { poster: styles.posterFrame, wide: styles.wideFrame, circle: styles.portraitFrame };

/**
 * A card while its row loads, built from the card's own frame and text styles (a title's two lines, or a name's
 * one, and a subtitle's line), so the row keeps exactly its loaded height and nothing below it moves when the cards
 * arrive. It does not pulse itself: put it in a `pulse` group of Skeleton.css (one animated layer for a whole row,
 * not one per shape: a home page of loading rows had hundreds).
 */
export function CardPlaceholder({ kind }: CardPlaceholderProps) {
  return (
    <span aria-hidden className={kind === 'circle' ? styles.starCard : styles.card}>
      <span className={cx(frames[kind], skeleton.still)} />
      <span className={cx(kind === 'poster' ? styles.posterText : styles.placeholderGroup, styles.placeholderText)}>
        <span
          className={cx(
            styles.title,
            kind === 'circle' && styles.starName,
            kind === 'poster' && styles.posterTitle,
            styles.placeholderText,
          )}
        >
          <span className={cx(skeleton.still, styles.placeholderLine)}>{'\u00a0'}</span>
        </span>
        <span className={cx(styles.subtitle, styles.placeholderText)}>
          <span className={cx(skeleton.still, styles.placeholderLine, styles.placeholderShort)}>{'\u00a0'}</span>
        </span>
      </span>
    </span>
  );
}
