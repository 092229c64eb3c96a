import { formatJalaliDate } from '@parde/fa';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { paths } from '../../config/paths';
import { shell } from '../../lib/shell';
import * as styles from './layout.css';

/**
 * The offline shell over a page (issue #40 item 1, decision 047): offline, or on a page the service worker answered
 * from what it kept (its `parde-kept` mark), it says what works without a connection, leads to «دانلودها», and
 * marks a kept page as a copy that may be out of date. It goes by itself once the site answers again (app/pwa.ts).
 * It is a status region, the page's one while it shows, so a screen reader says the connection dropped as it appears;
 * online it is not drawn at all, leaving the page's own status region alone (issue #40: one per page).
 */
/**
 * Keeps the page's end reachable above the panel, which is fixed over the bottom of the screen: the body gets as much
 * room below as the panel is tall, while it shows (React 19 runs the returned cleanup when the panel goes).
 */
function reserveSpace(panel: HTMLDivElement | null) {
  if (!panel) return;
  const fit = () => {
    document.body.style.paddingBlockEnd = `${panel.offsetHeight}px`;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(panel);
  return () => {
    observer.disconnect();
    document.body.style.paddingBlockEnd = '';
  };
}

export function OfflineShell() {
  const offline = useStore(shell, (s) => s.offline);
  const kept = useStore(shell, (s) => s.kept);
  // On «دانلودها» itself the way there would lead nowhere.
  const onDownloads = useLocation().pathname === paths.downloads.to();
  if (!offline && !kept) return null;
  const keptAt = kept ? new Date(kept) : null;
  return (
    <div ref={reserveSpace} role="status" className={styles.offline} aria-labelledby="offline-shell-title">
      <h2 id="offline-shell-title" className={styles.offlineTitle}>
        اتصال اینترنت قطع است
      </h2>
      {keptAt && (
        <p className={styles.offlineKept}>
          این نسخه‌ای از صفحه است که
          {Number.isNaN(keptAt.getTime()) ? ' پیش‌تر ' : ` ${formatJalaliDate(keptAt)} `}
          روی این دستگاه ذخیره شد و ممکن است به‌روز نباشد.
        </p>
      )}
      <p className={styles.offlineText}>
        بدون اینترنت می‌توانید دانلودهایتان را تماشا کنید و صفحه‌هایی را که پیش‌تر دیده‌اید ببینید. با وصل شدن اینترنت صفحه
        خودبه‌خود به‌روز می‌شود.
      </p>
      {!onDownloads && (
        <a href={paths.downloads.to()} className={styles.offlineLink}>
          دانلودها
        </a>
      )}
    </div>
  );
}
