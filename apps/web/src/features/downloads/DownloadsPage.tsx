import { useDomain } from '@parde/domain/react';
import { formatJalaliDate, formatNumber, isolate } from '@parde/fa';
import { Button, ButtonLink, Checkbox, ConfirmModal, EmptyState, SkeletonRow, VideoPlayer } from '@parde/ui';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { shell } from '../../lib/shell';
import { usePageTitle } from '../../lib/usePageTitle';
import { AccountDownloads } from './AccountDownloads';
import { megabytes, ProgressLine } from './DownloadControls';
import * as local from './downloads.css';
import { type DownloadRecord, isExpired } from './records';
import { type DownloadsStore, downloadTexts } from './store';
import { useDownloads } from './useDownloads';

/** «۲٫۵ گیگابایت»: the browser's storage figures, in decimal gigabytes below a terabyte. */
const gigabytes = (bytes: number) =>
  `${formatNumber(bytes / 1e9, { maximumFractionDigits: bytes < 10e9 ? 1 : 0 })} گیگابایت`;

/** Why «تمدید» waits while the device is offline. */
const renewOffline = 'برای تمدید به اینترنت وصل شوید.';

/**
 * The stored download playing full screen, from this device's files (the network may be off). Its position goes to
 * the watch store like the watch page's: one made offline is kept and sent when the network is back.
 */
function OfflinePlayer({ record, onClose }: { record: DownloadRecord; onClose(): void }) {
  const { watch } = useDomain();
  const preferences = useMemo(
    () => ({
      audioLanguage: record.audioTracks[0]?.language ?? null,
      subtitleLanguage: record.subtitleTracks[0]?.language ?? null,
    }),
    [record],
  );
  const name = record.subtitle ? `${record.title}، ${record.subtitle}` : record.title;
  return (
    <div className={local.player}>
      <VideoPlayer
        src={record.url}
        streamId={record.videoId}
        title={name}
        autoPlay
        autoFocus
        fill
        onBack={onClose}
        preferences={preferences}
        onProgress={({ position, duration, reason }) => {
          if (reason === 'interval' || reason === 'seek') {
            watch.getState().downloadProgressed(record.videoId, position, duration);
          } else watch.getState().downloadPaused(record.videoId, position, duration);
        }}
      />
    </div>
  );
}

/** One download: its picture, names, size and expiry, and what can be done with it. */
function DownloadItem({
  downloads,
  record,
  offline,
  onPlay,
  onDelete,
}: {
  downloads: DownloadsStore;
  record: DownloadRecord;
  offline: boolean;
  onPlay(): void;
  onDelete(): void;
}) {
  const progress = useStore(downloads, (s) => s.active[record.videoId]);
  const [renewing, setRenewing] = useState(false);
  const expired = isExpired(record);
  const complete = record.status === 'complete' && !progress;
  const revoked = record.status === 'revoked';
  const name = record.subtitle ? `${record.title}، ${record.subtitle}` : record.title;
  const running = progress && progress.status !== 'paused' && progress.status !== 'failed';

  return (
    <li className={`${styles.card} ${local.item}`}>
      <img src={record.imageUrl} alt="" width={160} height={90} className={local.picture} />
      <div className={local.grow}>
        <strong>{record.title}</strong>
        {record.subtitle && <span className={styles.muted}>{record.subtitle}</span>}
        {complete && <span className={styles.muted}>حجم: {megabytes(record.bytes)}</span>}
        {record.status === 'revoked' && (
          <span className={local.expired} role="note">
            {downloadTexts.expired}
          </span>
        )}
        {complete &&
          (expired ? (
            <>
              <span className={local.expired} role="note">
                {downloadTexts.expired}
              </span>
              {/* Said in words, not only by a disabled button's tooltip, which a phone never shows. */}
              {offline && <span className={styles.muted}>{renewOffline}</span>}
            </>
          ) : (
            <span className={styles.muted}>
              قابل تماشا تا {formatJalaliDate(new Date(record.expiresAt))}
              {record.firstPlayedAt ? ' (۴۸ ساعت پس از نخستین پخش)' : ''}
            </span>
          ))}
        {(progress || record.status === 'partial') && !revoked && (
          <ProgressLine progress={progress ?? { status: 'paused', done: 0, total: 0, bytes: 0 }} />
        )}
      </div>
      <div className={styles.actions}>
        {complete && !expired && (
          <Button icon="play" aria-label={`پخش «${name}»`} onClick={onPlay}>
            پخش
          </Button>
        )}
        {complete && expired && (
          <Button
            icon="refresh"
            loading={renewing}
            disabled={offline}
            aria-label={`تمدید «${name}»`}
            title={offline ? renewOffline : undefined}
            onClick={() => {
              setRenewing(true);
              void downloads
                .getState()
                .renewRequested(record.videoId)
                .finally(() => setRenewing(false));
            }}
          >
            تمدید
          </Button>
        )}
        {!complete &&
          !revoked &&
          (running ? (
            <Button
              variant="secondary"
              icon="pause"
              onClick={() => downloads.getState().pauseRequested(record.videoId)}
            >
              توقف
            </Button>
          ) : (
            <Button
              variant="secondary"
              icon="refresh"
              disabled={offline}
              aria-label={`ادامهٔ دانلود «${name}»`}
              onClick={() => void downloads.getState().downloadRequested(record.videoId)}
            >
              ادامهٔ دانلود
            </Button>
          ))}
        <Button variant="danger" aria-label={`حذف «${name}»`} onClick={onDelete}>
          حذف
        </Button>
      </div>
    </li>
  );
}

/** «دانلود خودکار قسمت بعد»: a playback choice of the member's, kept on the server (issue #40). */
function DownloadNextChoice() {
  const { watch } = useDomain();
  const downloadNext = useStore(watch, (s) => s.settings.downloadNext);
  useEffect(() => {
    void watch.getState().settingsRequested();
  }, [watch]);
  return (
    <Checkbox
      label="پس از تماشای هر قسمت، قسمت بعد خودکار دانلود شود"
      checked={downloadNext}
      onChange={(event) => void watch.getState().settingsChanged({ downloadNext: event.currentTarget.checked })}
    />
  );
}

/**
 * «دانلودها» (issue #27): the active member's downloads kept on this device, with their size and expiry, played with
 * the network off; the space they take and whether the browser keeps it.
 */
export function DownloadsPage() {
  usePageTitle('دانلودها');
  const downloads = useDownloads();
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>دانلودها</h1>
      <p className={styles.muted}>
        فیلم‌ها و قسمت‌هایی که روی همین دستگاه ذخیره کرده‌اید، بدون اینترنت هم پخش می‌شوند. هر دانلود ۳۰ روز و پس از نخستین
        پخش ۴۸ ساعت قابل تماشاست.
      </p>
      {downloads ? <DownloadsList downloads={downloads} /> : <SkeletonRow shape="wide" count={2} />}
    </div>
  );
}

function DownloadsList({ downloads }: { downloads: DownloadsStore }) {
  const list = useStore(downloads, (s) => s.list);
  const storage = useStore(downloads, (s) => s.storage);
  const offline = useStore(shell, (s) => s.offline);
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);
  const [deleting, setDeleting] = useState<DownloadRecord | null>(null);

  useEffect(() => {
    void downloads.getState().listRequested();
  }, [downloads]);

  const play = (record: DownloadRecord) => {
    setPlaying(record);
    void downloads.getState().playStarted(record.videoId);
  };

  return (
    <>
      <AccountDownloads downloads={downloads} />
      <DownloadNextChoice />
      <h2 className={local.accountTitle}>روی این دستگاه</h2>
      {storage && (
        <p className={styles.muted} data-testid="storage-estimate">
          فضای استفاده‌شده: {megabytes(storage.usage)} از {gigabytes(storage.quota)}.{' '}
          {storage.persisted
            ? 'مرورگر دانلودها را جز به خواست شما پاک نمی‌کند.'
            : 'اگر فضای دستگاه کم شود، مرورگر ممکن است دانلودها را پاک کند.'}
        </p>
      )}
      {list.status !== 'ready' ? (
        <SkeletonRow shape="wide" count={2} />
      ) : list.records.length === 0 ? (
        <EmptyState
          icon="list"
          title="هنوز دانلودی ندارید"
          description="در صفحهٔ هر فیلم یا قسمت، «دانلود» را بزنید تا بدون اینترنت هم ببینید."
          action={
            <ButtonLink href={paths.movies.to()} variant="secondary">
              رفتن به فیلم‌ها
            </ButtonLink>
          }
        />
      ) : (
        <ul className={styles.stack} aria-label="دانلودهای این دستگاه">
          {list.records.map((record) => (
            <DownloadItem
              key={record.videoId}
              downloads={downloads}
              record={record}
              offline={offline}
              onPlay={() => play(record)}
              onDelete={() => setDeleting(record)}
            />
          ))}
        </ul>
      )}
      {playing && <OfflinePlayer record={playing} onClose={() => setPlaying(null)} />}
      <ConfirmModal
        open={deleting !== null}
        title="حذف دانلود"
        message={`دانلود «${isolate(deleting?.title ?? '')}» از این دستگاه پاک شود؟`}
        confirmLabel="حذف"
        danger
        onConfirm={() => {
          if (deleting) void downloads.getState().deleteRequested(deleting.videoId);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export const pages = {
  DownloadsPage: { Component: DownloadsPage },
} satisfies Record<string, PageRoute>;
