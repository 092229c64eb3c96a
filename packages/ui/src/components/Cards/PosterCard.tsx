import type { ReactNode } from 'react';
import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import { AgeBadge } from '../AgeBadge/AgeBadge';
import { MetaLine } from '../MetaLine/MetaLine';
import * as styles from './Cards.css';

/** Props of `PosterCard`. */
export interface PosterCardProps {
  /** Address of the title's page. */
  href: string;
  /** Persian title, clamped to two lines; also the image's alternative text. */
  title: string;
  /** 2:3 poster picture. */
  posterUrl: string;
  /**
   * Minimum viewer age for the badge; omitted means no badge.
   * @default undefined
   */
  age?: number;
  /**
   * Dominant colour of the poster, shown while it loads.
   * @default undefined
   */
  color?: string;
  /**
   * A line under the title: text, or facts (year, genre) that `MetaLine` separates.
   * @default undefined
   */
  subtitle?: string | readonly ReactNode[];
  /**
   * Loads the image eagerly, for posters in the first screen.
   * @default false
   */
  priority?: boolean;
}

/** A 2:3 poster linking to its title; lifts on hover and focus. */
export function PosterCard({ href, title, posterUrl, age, color, subtitle, priority = false }: PosterCardProps) {
  return (
    <Link href={href} className={styles.card}>
      <span className={styles.posterFrame} style={{ backgroundColor: color }}>
        <img
          src={posterUrl}
          alt=""
          width={200}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.image}
        />
        {age !== undefined && <AgeBadge age={age} className={styles.badge} />}
      </span>
      <span className={styles.posterText}>
        <span className={cx(styles.title, styles.posterTitle)}>{title}</span>
        {subtitle && subtitle.length > 0 && (
          <span className={styles.subtitle}>
            {typeof subtitle === 'string' ? subtitle : <MetaLine items={subtitle} />}
          </span>
        )}
      </span>
    </Link>
  );
}
