import { MAX_PLAYLIST_TITLE_LENGTH, type Privacy, playlistPrivacies } from '@parde/api-client';
import type { PlaylistItem } from '@parde/domain';
import { useDomain, usePlaylists, useSettings, useShallow } from '@parde/domain/react';
import { Button, CaptchaField, Checkbox, Dialog, EmptyState, FilePicker, Select, Skeleton, TextField } from '@parde/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import * as page from '../../components/page.css';
import { showSuccess } from '../../lib/toast-loader';

/** Persian names of the playlist privacy settings. */
export const privacyLabel: Record<Privacy, string> = {
  Public: 'عمومی',
  Unlisted: 'فقط با پیوند',
  Private: 'خصوصی',
};

const privacyOptions = playlistPrivacies.map((value) => ({ value, label: privacyLabel[value] }));

/** The new-playlist modal: title, privacy, optional picture and the security code. */
export function NewPlaylistDialog({ onCreated }: { onCreated?: () => void }) {
  const { playlists, settings, captchas } = useDomain();
  const open = useSettings((s) => s.showCreatePlayListForm.show);
  const busy = usePlaylists((s) => s.busy);
  const captcha = useStore(captchas.playlist);
  const [title, setTitle] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('Private');
  const [answer, setAnswer] = useState('');
  const [picture, setPicture] = useState<File | undefined>();

  useEffect(() => {
    if (open) void captchas.playlist.getState().load();
  }, [open, captchas]);

  const close = () => settings.getState().createPlaylistFormClosed();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await playlists
      .getState()
      .playlistCreated({ title: title.trim(), Privacy: privacy, captchaAnswer: answer.trim(), picture });
    setAnswer('');
    if (created) {
      void showSuccess(`فهرست «${title.trim()}» ساخته شد`);
      setTitle('');
      setPicture(undefined);
      onCreated?.();
    }
  };

  return (
    <Dialog open={open} onClose={close} title="فهرست پخش تازه">
      <form className={page.form} onSubmit={submit}>
        <TextField
          label="نام فهرست"
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={MAX_PLAYLIST_TITLE_LENGTH}
          required
          dir="auto"
        />
        <Select
          label="چه کسانی ببینند؟"
          options={privacyOptions}
          value={privacy}
          onChange={(e) => setPrivacy(e.target.value as Privacy)}
        />
        <FilePicker
          key={open ? 'open' : 'closed'}
          label="تصویر فهرست (اختیاری)"
          buttonLabel="انتخاب تصویر"
          emptyText="تصویری انتخاب نشده است"
          accept="image/jpeg,image/png,image/webp"
          onChange={setPicture}
        />
        <CaptchaField
          imageUrl={captcha.result?.file ?? null}
          value={answer}
          onChange={setAnswer}
          onRefresh={() => captchas.playlist.getState().load()}
        />
        <div className={page.actions}>
          <Button type="submit" loading={busy} disabled={captcha.status !== 'success' || !title.trim()}>
            ساخت فهرست
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            انصراف
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The add-to-playlist screen for one title: a check per playlist, and a way to make a new one. */
function AddToPlaylistDialog({ item }: { item: PlaylistItem }) {
  const { playlists, settings } = useDomain();
  const open = useSettings((s) => s.showAddToPlayListForm.show);
  const { membership, busy } = usePlaylists(useShallow((s) => ({ membership: s.membership, busy: s.busy })));
  const close = () => settings.getState().addToPlaylistFormClosed();

  return (
    <Dialog
      open={open}
      onClose={close}
      title="افزودن به فهرست پخش"
      footer={
        <Button
          variant="secondary"
          icon="plus"
          onClick={() => settings.getState().createPlaylistFormOpened({ id: item.foreignKey, type: item.type })}
        >
          فهرست تازه
        </Button>
      }
    >
      {membership.status === 'success' ? (
        membership.result.data.length === 0 ? (
          <EmptyState
            icon="list"
            title="هنوز فهرست پخشی نساخته‌اید"
            description="با «فهرست تازه» اولین فهرست را بسازید."
          />
        ) : (
          <ul className={page.stack}>
            {membership.result.data.map((playlist) => (
              <li key={playlist.id}>
                <Checkbox
                  label={<span dir="auto">{playlist.title}</span>}
                  checked={playlist.hasItem}
                  disabled={busy}
                  onChange={async (e) => {
                    const adding = e.target.checked;
                    const done = adding
                      ? await playlists.getState().itemAdded(playlist.id, item)
                      : await playlists.getState().itemRemoved(playlist.id, item);
                    if (done)
                      void showSuccess(
                        adding ? `به «${playlist.title}» افزوده شد` : `از «${playlist.title}» برداشته شد`,
                      );
                  }}
                />
              </li>
            ))}
          </ul>
        )
      ) : membership.status === 'error' ? (
        <EmptyState tone="error" icon="alert" title="فهرست‌ها دریافت نشد" description={membership.error} />
      ) : (
        <Skeleton shape="text" width="80%" />
      )}
    </Dialog>
  );
}

/**
 * The two dialogs of «افزودن به فهرست» for one title (AddToPlaylist.tsx loads this module when one is first opened):
 * the list of the viewer's playlists, and a new playlist, after which the title's membership is read again.
 */
export function TitleDialogs({ item }: { item: PlaylistItem }) {
  const { playlists } = useDomain();
  return (
    <>
      <AddToPlaylistDialog item={item} />
      <NewPlaylistDialog onCreated={() => playlists.getState().itemChecked(item)} />
    </>
  );
}
