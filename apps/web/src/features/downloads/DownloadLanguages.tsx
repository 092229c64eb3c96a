import { Button, Dialog, Select } from '@parde/ui';
import { useState } from 'react';
import * as styles from '../../components/page.css';
import { useLazyDownloads } from './context';
import type { DownloadChoices, DownloadLanguages as Languages } from './store';

const NO_SUBTITLES = '';

/**
 * «زبان‌های دانلود» beside a download button (issue #40): the audio and subtitle languages to keep, read from the video's
 * stream with the member's choices preselected, then the download starts with them. «دانلود» alone keeps the
 * member's choices, so the common case stays one tap.
 */
export function DownloadLanguages({
  videoId,
  title,
  onChosen,
}: {
  /** The video whose languages are offered (for a season, its first episode's). */
  videoId: number;
  /** The title named in the dialog's heading. */
  title: string;
  onChosen: (languages: Languages) => void;
}) {
  const downloads = useLazyDownloads();
  const [asking, setAsking] = useState(false);
  const [choices, setChoices] = useState<DownloadChoices | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  const ask = async () => {
    setAsking(true);
    const found = await downloads
      .load()
      .then((store) => store.getState().choicesRequested(videoId))
      .catch(() => null);
    setAsking(false);
    setChoices(found);
    setFailed(found === null);
    setOpen(true);
  };

  const close = () => setOpen(false);
  const single = choices !== null && choices.audioTracks.length < 2 && choices.subtitleTracks.length === 0;
  return (
    <>
      <Button variant="ghost" size="lg" icon="subtitles" loading={asking} onClick={() => void ask()}>
        زبان‌های دانلود
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`زبان‌های دانلود «${title}»`}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              انصراف
            </Button>
            {choices && (
              <Button
                icon="download"
                onClick={() => {
                  close();
                  onChosen({ audioLanguage: choices.audioLanguage, subtitleLanguage: choices.subtitleLanguage });
                }}
              >
                دانلود
              </Button>
            )}
          </>
        }
      >
        <div className={styles.form}>
          {failed && (
            <p role="alert" className={styles.muted}>
              زبان‌های این عنوان دریافت نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.
            </p>
          )}
          {choices && single && (
            <p className={styles.muted}>این عنوان یک صدا دارد و زیرنویسی ندارد؛ همان دانلود می‌شود.</p>
          )}
          {choices && choices.audioTracks.length > 1 && (
            <Select
              label="صدا"
              value={choices.audioLanguage ?? ''}
              options={choices.audioTracks.map((track) => ({ value: track.language, label: track.name }))}
              onChange={(event) => setChoices({ ...choices, audioLanguage: event.target.value })}
            />
          )}
          {choices && choices.subtitleTracks.length > 0 && (
            <Select
              label="زیرنویس"
              value={choices.subtitleLanguage ?? NO_SUBTITLES}
              options={[
                { value: NO_SUBTITLES, label: 'بدون زیرنویس' },
                ...choices.subtitleTracks.map((track) => ({ value: track.language, label: track.name })),
              ]}
              onChange={(event) =>
                setChoices({
                  ...choices,
                  subtitleLanguage: event.target.value === NO_SUBTITLES ? null : event.target.value,
                })
              }
            />
          )}
        </div>
      </Dialog>
    </>
  );
}
