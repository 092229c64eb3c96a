import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import * as styles from './Loader.css';

/** Props of `Loader`: `fullPage` centres it in the viewport while a lazy route loads. */
export interface LoaderProps {
  /** Persian text announced to screen readers (`role="status"`). */
  label?: string;
  /** Centres the spinner in the whole viewport, for a page that is loading. */
  fullPage?: boolean;
}

/** The loader image: a drawn curtain (پرده) under a turning arc; announced as a status message. */
export function Loader({ label = 'در حال بارگذاری', fullPage = false }: LoaderProps) {
  return (
    <div role="status" className={cx(styles.root, fullPage && styles.fullPage)}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden focusable="false" className={styles.image}>
        <circle cx="32" cy="32" r="28" fill="none" strokeWidth="4" className={styles.track} />
        <path d="M32 4a28 28 0 0 1 28 28" fill="none" strokeWidth="4" strokeLinecap="round" className={styles.arc} />
        <path d="M20 18h24v4c-3 8-3 16 0 24h-24c3-8 3-16 0-24z" className={styles.curtain} />
        <path d="M32 22v24" strokeWidth="2" className={styles.fold} />
      </svg>
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
