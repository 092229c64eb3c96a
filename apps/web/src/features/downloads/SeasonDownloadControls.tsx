import { formatNumber } from '@parde/fa';
import { Button } from '@parde/ui';
import { useState } from 'react';
import * as styles from '../../components/page.css';
import { useLazyDownloads } from './context';
import { DownloadLanguages as Choose } from './DownloadLanguages';
import { type DownloadLanguages, downloadTexts } from './store';

/**
 * A season in one action (issue #40): its episodes are granted in order until the account's 25 are reached, and each
 * granted one is stored here; the line below says how many fitted.
 */
export function SeasonDownloadControls({ videoIds, label }: { videoIds: readonly number[]; label: string }) {
  const downloads = useLazyDownloads();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const downloadAll = (languages?: DownloadLanguages) => {
    setBusy(true);
    setSaid('');
    void downloads
      .load()
      .then((store) => store.getState().manyRequested([...videoIds], languages))
      .then(({ granted, overLimit }) =>
        setSaid(
          overLimit > 0
            ? downloadTexts.overLimit(granted, overLimit)
            : `${formatNumber(granted)} قسمت دانلود می‌شود؛ پیشرفت را در «دانلودها» ببینید.`,
        ),
      )
      .catch(() => setSaid(downloadTexts.failed))
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" icon="download" loading={busy} onClick={() => downloadAll()}>
        دانلود همهٔ قسمت‌های {label}
      </Button>
      {/* A season's episodes share their languages: the first one's are offered. */}
      {videoIds[0] !== undefined && (
        <Choose videoId={videoIds[0]} title={label} onChosen={(languages) => downloadAll(languages)} />
      )}
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </div>
  );
}
