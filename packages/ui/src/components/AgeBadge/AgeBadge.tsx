import { toPersianDigits } from '@parde/fa';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import * as styles from './AgeBadge.css';

/** Props of `AgeBadge`: the minimum viewer age; 0 or less means suitable for all ages. */
export interface AgeBadgeProps {
  /** Minimum viewer age; drawn as «+۱۲» in Persian digits. */
  age: number;
  /** Extra class for placing the badge. @default undefined */
  className?: string;
}

/** The content's age rating as a small badge («+۱۲»), with a full Persian phrase for screen readers. */
export function AgeBadge({ age, className }: AgeBadgeProps) {
  const all = age <= 0;
  return (
    <span className={cx(styles.badge, className)}>
      {/* LTR so the plus sign sits before the number as on every rating label. */}
      <span aria-hidden dir="ltr">
        {all ? 'همه' : `+${toPersianDigits(age)}`}
      </span>
      <span className={visuallyHidden}>{all ? 'مناسب همهٔ سنین' : `مناسب ${toPersianDigits(age)} سال به بالا`}</span>
    </span>
  );
}
