import type { ReactNode } from 'react';
import * as styles from './MetaLine.css';

/** Props of `MetaLine`. */
export interface MetaLineProps {
  /** The facts in reading order; empty ones (`undefined`, `null`, `false`, `''`) are left out. */
  items: readonly ReactNode[];
  /** Extra class on the line. @default undefined */
  className?: string;
}

/**
 * Short facts on one line («قسمت ۲ | ۵۲ دقیقه | ۸ تیر ۱۴۰۳») with a thin drawn rule between them. The one place
 * that separates meta facts: a «·» beside Persian digits reads as a zero.
 */
export function MetaLine({ items, className }: MetaLineProps) {
  const shown = items.filter((item) => item !== undefined && item !== null && item !== false && item !== '');
  return (
    <span className={className ? `${styles.line} ${className}` : styles.line}>
      {shown.map((item, index) => (
        // The facts have no identity of their own and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-order list
        <span key={index} className={styles.item}>
          {item}
        </span>
      ))}
    </span>
  );
}
