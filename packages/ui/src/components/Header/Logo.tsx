import * as styles from './Header.css';

/** The Parde wordmark: a small curtain mark and «پرده». */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <rect x="2" y="4" width="28" height="24" rx="4" fill="currentColor" opacity="0.15" />
        <path d="M4 6h11c-2 7-2 14 1 20H4z" fill="currentColor" />
        <path d="M28 6H17c2 7 2 14-1 20h12z" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>پرده</span>
    </span>
  );
}
