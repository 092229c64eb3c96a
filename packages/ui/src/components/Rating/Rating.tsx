import { formatNumber } from '@parde/fa';
import { Icon } from '../../icons/Icon';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import * as styles from './Rating.css';

/** Props of `Rating`: a score out of `max` (10 by default), shown with one decimal. */
export interface RatingProps {
  /** The score, drawn with one decimal in Persian digits («۷٫۸»). */
  value: number;
  /** Top of the scale, read by screen readers («۷٫۸ از ۱۰»). */
  max?: number;
  /** Extra class for placing the rating. @default undefined */
  className?: string;
}

/** A saffron star and the score in Persian digits («۸٫۲»), read out as «امتیاز ۸٫۲ از ۱۰». */
export function Rating({ value, max = 10, className }: RatingProps) {
  const score = formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <span className={cx(styles.rating, className)}>
      <Icon name="star" size={16} className={styles.star} />
      <span aria-hidden>{score}</span>
      <span className={visuallyHidden}>{`امتیاز ${score} از ${formatNumber(max)}`}</span>
    </span>
  );
}
