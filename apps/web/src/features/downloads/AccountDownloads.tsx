import type { AccountDownload } from '@parde/api-client';
import { formatNumber, isolate } from '@parde/fa';
import { Button, ConfirmModal } from '@parde/ui';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from '../../components/page.css';
import { shell } from '../../lib/shell';
import * as local from './downloads.css';
import type { DownloadsStore } from './store';

const fa = (n: number) => formatNumber(n);

/** «Chrome 131 روی Android 14»: the device as «دستگاه‌ها» names it. */
const deviceName = (grant: Pick<AccountDownload, 'browser' | 'system'>) =>
  [grant.browser, grant.system].filter(Boolean).join(' روی ') || 'دستگاهی دیگر';

const nameOf = (grant: Pick<AccountDownload, 'title' | 'subtitle'>) =>
  grant.subtitle ? `${grant.title}، ${grant.subtitle}` : grant.title;

/**
 * The account's downloads on every device (issue #40 item 2): how many of the 25 the account holds («۲۳ از ۲۵»), how
 * many are on this device, and those held elsewhere, each of which can be freed from here. Online only: the count is
 * the server's.
 */
export function AccountDownloads({ downloads }: { downloads: DownloadsStore }) {
  const account = useStore(downloads, (s) => s.account);
  const offline = useStore(shell, (s) => s.offline);
  const [releasing, setReleasing] = useState<AccountDownload | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!offline) void downloads.getState().accountRequested();
  }, [downloads, offline]);

  if (!account) return null;
  const here = account.data.filter((grant) => grant.thisDevice).length;
  const elsewhere = account.data.filter((grant) => !grant.thisDevice);
  return (
    <section className={local.account} aria-labelledby="account-downloads-title">
      <h2 id="account-downloads-title" className={local.accountTitle}>
        دانلودهای حساب
      </h2>
      <p className={local.quota}>
        <strong>
          {fa(account.used)} از {fa(account.limit)}
        </strong>{' '}
        <span className={styles.muted}>
          دانلود روی همهٔ دستگاه‌های حساب؛ {fa(here)} روی این دستگاه. برای جا باز کردن، دانلودی را که روی دستگاه دیگری است
          آزاد کنید.
        </span>
      </p>
      <meter className={local.meter} min={0} max={account.limit} value={account.used} aria-hidden />
      {elsewhere.length > 0 && (
        <ul className={styles.stack} aria-label="دانلودهای دستگاه‌های دیگر">
          {elsewhere.map((grant) => (
            <li key={grant.id} className={`${styles.card} ${local.item}`}>
              <img src={grant.imageUrl} alt="" width={96} height={54} className={local.smallPicture} />
              <div className={local.grow}>
                <strong>{grant.title}</strong>
                {grant.subtitle && <span className={styles.muted}>{grant.subtitle}</span>}
                <span className={styles.muted}>
                  {grant.mine ? '' : `${grant.memberName} · `}
                  {deviceName(grant)}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={offline}
                aria-label={`آزاد کردن «${nameOf(grant)}»`}
                onClick={() => setReleasing(grant)}
              >
                آزاد کردن
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={releasing !== null}
        title="آزاد کردن دانلود"
        message={`دانلود «${isolate(releasing ? nameOf(releasing) : '')}» روی ${releasing ? deviceName(releasing) : ''} دیگر پخش نمی‌شود و جای آن در دانلودهای حساب آزاد می‌شود.`}
        confirmLabel="آزاد کردن"
        danger
        loading={busy}
        onConfirm={() => {
          if (!releasing) return;
          setBusy(true);
          void downloads
            .getState()
            .releaseRequested(releasing.id)
            .catch(() => undefined)
            .finally(() => {
              setBusy(false);
              setReleasing(null);
            });
        }}
        onCancel={() => setReleasing(null)}
      />
    </section>
  );
}
