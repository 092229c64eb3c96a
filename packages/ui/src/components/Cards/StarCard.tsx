import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import * as styles from './Cards.css';

/** Props of `StarCard`. */
export interface StarCardProps {
  /** Address of the person's page. */
  href: string;
  /** The person's name in Persian. */
  name: string;
  /** Round portrait; without it the curtain placeholder is drawn. @default undefined */
  portraitUrl?: string;
  /**
   * The part played, or the job (کارگردان).
   * @default undefined
   */
  credit?: string;
}

/** A cast member: a round portrait with name and role. */
export function StarCard({ href, name, portraitUrl, credit }: StarCardProps) {
  return (
    <Link href={href} className={styles.starCard}>
      <span className={styles.portraitFrame}>
        {portraitUrl ? (
          <img
            src={portraitUrl}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.initial} aria-hidden>
            {name.slice(0, 1)}
          </span>
        )}
      </span>
      <span className={cx(styles.title, styles.starName)}>{name}</span>
      {credit && <span className={styles.subtitle}>{credit}</span>}
    </Link>
  );
}
