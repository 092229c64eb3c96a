import type { TitleType } from '@parde/api-client';
import type { PlaylistItem } from '@parde/domain';
import { useDomain, usePlaylists, useSettings } from '@parde/domain/react';
import { Button } from '@parde/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

// The dialogs and their forms (the security code, the file picker) are not part of a title page's first load: they
// are fetched when the button is pointed at or focused, and drawn once opened.
const loadDialogs = () => import('./PlaylistDialogs');
const TitleDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.TitleDialogs })));

/** The «افزودن به فهرست» button of a detail page with its two dialogs. */
export function AddToPlaylist({ id, type }: { id: number; type: TitleType }) {
  const { auth, playlists, settings } = useDomain();
  const item = useMemo<PlaylistItem>(() => ({ foreignKey: id, type }), [id, type]);
  const shown = useSettings((s) => s.showAddToPlayListForm.show || s.showCreatePlayListForm.show);
  const [drawn, setDrawn] = useState(false);
  if (shown && !drawn) setDrawn(true);
  // The forms' open flags live in the session's settings: a page that shows them starts and ends closed.
  useEffect(() => {
    const close = () => {
      settings.getState().addToPlaylistFormClosed();
      settings.getState().createPlaylistFormClosed();
    };
    close();
    return close;
  }, [settings]);
  const open = () => {
    // Signed out, the store raises the sign-in redirect and the screen stays closed.
    if (auth.getState().status === 'authenticated') settings.getState().addToPlaylistFormOpened({ id, type });
    void playlists.getState().itemChecked(item);
  };
  // After adding, the button says so: the title is in at least one of the viewer's playlists.
  const inAList = usePlaylists(
    (s) =>
      s.item?.foreignKey === id &&
      s.item.type === type &&
      s.membership.status === 'success' &&
      s.membership.result.data.some((playlist) => playlist.hasItem),
  );
  const prefetch = () => void loadDialogs().catch(() => undefined);
  return (
    <>
      <Button
        variant="secondary"
        icon={inAList ? 'check' : 'plus'}
        size="lg"
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {inAList ? 'در فهرست پخش شما' : 'افزودن به فهرست'}
      </Button>
      {drawn && (
        <Suspense fallback={null}>
          <TitleDialogs item={item} />
        </Suspense>
      )}
    </>
  );
}
