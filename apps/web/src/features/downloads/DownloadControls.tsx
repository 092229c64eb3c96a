/**
 * The download controls of a film or episode page and the downloads' figures (decision 028), in a chunk a member's
 * page asks for (DownloadButton.tsx) with the downloads store: a visitor's page fetches neither.
 */
import { formatNumber, toPersianDigits } from '@parde/fa';
import { Button, ButtonLink } from '@parde/ui';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import * as styles from '../../components/detail.css';
import { paths } from '../../config/paths';
import { DownloadLanguages } from './DownloadLanguages';
import type { DownloadProgress, DownloadsStore } from './store';
import { useDownloads } from './useDownloads';

/** «۴۵٪» of a download's files. */
export const percentOf = (done: number, total: number) =>
  `${toPersianDigits(total > 0 ? Math.floor((done / total) * 100) : 0)}٪`;

/** «۱٫۲ مگابایت» (decimal megabytes, as the data meter counts). */
export const megabytes = (bytes: number) =>
  `${formatNumber(bytes / 1e6, { maximumFractionDigits: 1, minimumFractionDigits: bytes < 10e6 ? 1 : 0 })} مگابایت`;

/** The status line of a running or paused download, read out as it changes. */
export function ProgressLine({ progress }: { progress: DownloadProgress }) {
  const text =
    progress.status === 'preparing'
      ? 'در حال آماده‌سازی دانلود…'
      : progress.status === 'background'
        ? 'دانلود در پس‌زمینه ادامه دارد؛ بستن صفحه آن را متوقف نمی‌کند'
        : progress.status === 'waiting'
          ? 'این عنوان در زبانهٔ دیگری در حال دانلود است…'
          : progress.status === 'failed'
            ? progress.message
            : progress.total === 0
              ? 'دانلود نیمه‌کاره مانده است'
              : `${progress.status === 'paused' ? 'دانلود متوقف شد' : 'در حال دانلود'}: ${percentOf(progress.done, progress.total)} (${megabytes(progress.bytes)})`;
  return (
    <span className={styles.downloadStatus} role={progress.status === 'failed' ? 'alert' : 'status'}>
      {(progress.status === 'downloading' || progress.status === 'paused') && progress.total > 0 && (
        <progress max={progress.total} value={progress.done} aria-hidden="true" />
      )}
      {text}
    </span>
  );
}

/**
 * «دانلود» for a signed-in member (issue #27): grants and stores the video on this device for offline viewing, with
 * its progress, pause, resume and cancel here and on «دانلودها». Draws nothing until the downloads store has loaded.
 */
export function DownloadControls({ videoId, title }: { videoId: number; title: string }) {
  const downloads = useDownloads();
  return downloads && <Controls downloads={downloads} videoId={videoId} title={title} />;
}

function Controls({ downloads, videoId, title }: { downloads: DownloadsStore; videoId: number; title: string }) {
  const progress = useStore(downloads, (s) => s.active[videoId]);
  const record = useStore(downloads, (s) => s.list.records.find((r) => r.videoId === videoId));

  useEffect(() => {
    void downloads.getState().listRequested();
  }, [downloads]);

  const actions = downloads.getState();

  if (record?.status === 'complete' && !progress) {
    return (
      <ButtonLink href={paths.downloads.to()} variant="secondary" icon="check" size="lg">
        دانلود شد
      </ButtonLink>
    );
  }
  const running = progress && progress.status !== 'paused' && progress.status !== 'failed';
  // A partial download goes on from what it stored, also after a failure (the network dropped mid-way).
  const stopped =
    progress?.status === 'paused' || (record?.status === 'partial' && (!progress || progress.status === 'failed'));
  return (
    <span className={styles.download}>
      {running ? (
        <Button variant="secondary" icon="pause" size="lg" onClick={() => actions.pauseRequested(videoId)}>
          توقف دانلود
        </Button>
      ) : (
        <Button
          variant="secondary"
          icon={stopped || progress?.status === 'failed' ? 'refresh' : undefined}
          size="lg"
          aria-label={stopped ? `ادامهٔ دانلود «${title}»` : `دانلود «${title}»`}
          onClick={() => void actions.downloadRequested(videoId)}
        >
          {stopped ? 'ادامهٔ دانلود' : progress?.status === 'failed' ? 'دانلود دوباره' : 'دانلود'}
        </Button>
      )}
      {/* A download that goes on keeps the languages it began with: the choice is offered before one starts. */}
      {!running && !stopped && !record && (
        <DownloadLanguages
          videoId={videoId}
          title={title}
          onChosen={(languages) => void actions.downloadRequested(videoId, languages)}
        />
      )}
      {(running || stopped) && (
        <Button variant="ghost" size="lg" onClick={() => void actions.deleteRequested(videoId)}>
          لغو دانلود
        </Button>
      )}
      {(progress || stopped) && (
        <ProgressLine progress={progress ?? { status: 'paused', done: 0, total: 0, bytes: 0 }} />
      )}
    </span>
  );
}
