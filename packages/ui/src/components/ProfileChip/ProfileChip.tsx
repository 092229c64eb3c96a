import { Icon } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import * as styles from './ProfileChip.css';

/** Props of `ProfileChip`: a link when `href` is given, otherwise a button calling `onClick`. */
export interface ProfileChipProps {
  /** The profile's name, under the face. */
  name: string;
  /** The profile's picture; without it the name's first letter is drawn. @default undefined */
  avatarUrl?: string;
  /** Marks the profile in use with the accent ring and `aria-current`. */
  active?: boolean;
  /** Makes the chip a link to this address. @default undefined */
  href?: string;
  /** Makes the chip a button calling this (when there is no `href`). @default undefined */
  onClick?: () => void;
  /**
   * A line under the name, e.g. the age range.
   * @default undefined
   */
  detail?: string;
}

/** A member profile: round avatar, name and detail; the active profile is marked. */
export function ProfileChip({ name, avatarUrl, active = false, href, onClick, detail }: ProfileChipProps) {
  const content = (
    <>
      <span className={styles.avatar} aria-hidden>
        {avatarUrl ? <img src={avatarUrl} alt="" width={56} height={56} /> : name.slice(0, 1)}
      </span>
      <span className={styles.text}>
        <span className={styles.name} dir="auto">
          {name}
        </span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
      {active && <Icon name="check" size={18} className={styles.mark} />}
    </>
  );
  const className = cx(styles.chip, active && styles.active);
  if (href !== undefined) {
    return (
      <Link href={href} className={className} aria-current={active ? 'true' : undefined} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-pressed={active} onClick={onClick}>
      {content}
    </button>
  );
}
