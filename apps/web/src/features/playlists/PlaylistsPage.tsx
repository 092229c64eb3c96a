import { useDomain, usePlaylists } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, EmptyState, Link, MetaLine, SkeletonRow } from '@parde/ui';
import { useEffect } from 'react';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewPlaylistDialog, privacyLabel } from './PlaylistDialogs';

/** My playlists, and the new-playlist modal (spec §2 /playlist). */
export function PlaylistsPage() {
  usePageTitle('فهرست‌های پخش');
  const { playlists, settings } = useDomain();
  const state = usePlaylists((s) => s.playlists);

  useEffect(() => {
    void playlists.getState().playlistsRequested();
    return () => settings.getState().createPlaylistFormClosed();
  }, [playlists, settings]);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>فهرست‌های پخش من</h1>
        <Button icon="plus" onClick={() => settings.getState().createPlaylistFormOpened()}>
          فهرست تازه
        </Button>
      </div>
      {state.status === 'success' ? (
        state.result.data.length === 0 ? (
          <EmptyState
            icon="list"
            title="هنوز فهرست پخشی ندارید"
            description="فیلم‌ها و سریال‌های دلخواهتان را در فهرست‌ها نگه دارید."
            action={
              <ButtonLink href={paths.movies.to()} variant="secondary">
                گشتن در فیلم‌ها
              </ButtonLink>
            }
          />
        ) : (
          <ul className={styles.wideGrid}>
            {state.result.data.map((playlist) => (
              <li key={playlist.id}>
                <Link href={paths.playlistDetail.to(playlist.id)} className={styles.cardLink}>
                  <strong dir="auto">{playlist.title}</strong>
                  <MetaLine
                    className={styles.muted}
                    items={[`${toPersianDigits(playlist.itemCount)} عنوان`, privacyLabel[playlist.privacy]]}
                  />
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : state.status === 'error' ? (
        <EmptyState
          tone="error"
          icon="alert"
          title="فهرست‌ها دریافت نشد"
          description={state.error}
          action={<Button onClick={() => playlists.getState().playlistsRequested()}>تلاش دوباره</Button>}
        />
      ) : (
        <SkeletonRow shape="wide" count={3} />
      )}
      <NewPlaylistDialog />
    </div>
  );
}

export const pages = {
  PlaylistsPage: { Component: PlaylistsPage },
} satisfies Record<string, PageRoute>;
