import { formatNumber } from '@parde/fa';
import { Button } from '@parde/ui';
import { useState } from 'react';
import * as styles from '../../components/page.css';
import { useLazyDownloads } from './context';
import { downloadTexts } from './store';

/**
 * A season in one action (issue #40): its episodes are granted in order until the account's 25 are reached, and each
 * granted one is stored here; the line below says how many fitted.
 */
export function SeasonDownloadControls({ videoIds, label }: { videoIds: readonly number[]; label: string }) {
  const downloads = useLazyDownloads();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        icon="download"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setSaid('');
          void downloads
            .load()
            .then((store) => store.getState().manyRequested([...videoIds]))
            .then(({ granted, overLimit }) =>
              setSaid(
                overLimit > 0
                  ? downloadTexts.overLimit(granted, overLimit)
                  : `${formatNumber(granted)} قسمت دانلود می‌شود؛ پیشرفت را در «دانلودها» ببینید.`,
              ),
            )
            .catch(() => setSaid(downloadTexts.failed))
            .finally(() => setBusy(false));
        }}
      >
        دانلود همهٔ قسمت‌های {label}
      </Button>
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </div>
  );
}
