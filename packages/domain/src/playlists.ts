import {
  type ApiClient,
  ApiError,
  type CreatePlaylistForm,
  type Paged,
  type Playlist,
  type PlaylistMembership,
  type TitleType,
} from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import { type CaptchaStore, refreshCaptchaAfter, selectCaptchaId } from './captcha';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from './constants';
import { type Loadable, loadable } from './loadable';
import type { Navigation } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';
import type { SettingsStore } from './settings';

/** A title that can go in a playlist. */
export interface PlaylistItem {
  foreignKey: number;
  type: TitleType;
}

/** The playlists state. */
export interface PlaylistsData {
  /** The user's playlists. */
  playlists: Loadable<Paged<Playlist>>;
  /** For the add-to-playlist screen: which playlists hold `item`. */
  membership: Loadable<Paged<PlaylistMembership>>;
  item: PlaylistItem | null;
  /** A create, add, remove or delete in flight; one at a time. */
  busy: boolean;
}

/** The new-playlist form: title, privacy, optional picture and the captcha answer. */
export type NewPlaylist = Omit<CreatePlaylistForm, 'captchaId'>;

/** The events of the playlists store. */
export interface PlaylistsActions {
  /** Loads the user's playlists. */
  playlistsRequested(paging?: { pageNumber?: number; pageSize?: number }): Promise<void>;
  /**
   * Creates a playlist with the form's captcha (load it first); a wrong answer brings a fresh picture. A form opened
   * for a title (`createPlaylistFormOpened({ id, type })`) also puts that title in the new playlist.
   */
  playlistCreated(form: NewPlaylist): Promise<boolean>;
  /** Opens the add-to-playlist screen for a title: which playlists already hold it. */
  itemChecked(item: PlaylistItem): Promise<void>;
  itemAdded(playlistId: number, item: PlaylistItem): Promise<boolean>;
  itemRemoved(playlistId: number, item: PlaylistItem): Promise<boolean>;
  playlistDeleted(playlistId: number): Promise<boolean>;
}

/** State and events, as the store holds them. */
export type PlaylistsState = PlaylistsData & PlaylistsActions;
/** The playlists store. */
export type PlaylistsStore = StoreApi<PlaylistsState>;

/** What the playlists store is built from. */
export interface PlaylistsDeps {
  api: ApiClient;
  auth: AuthStore;
  settings: SettingsStore;
  /** The new-playlist form's captcha. */
  captcha: CaptchaStore;
  navigation: Navigation;
  reportError: ReportError;
}

/** Playlists over the api client (spec §7 "Playlists"). Every action needs sign-in (DECISIONS.md). */
export function createPlaylistsStore(deps: PlaylistsDeps): PlaylistsStore {
  const { api, auth, settings, captcha, navigation, reportError } = deps;

  // Signed out: the guarded layout takes the visitor to login and back here afterwards.
  const signedIn = () => {
    if (auth.getState().status === 'authenticated') return true;
    auth.getState().loginRequired(navigation.currentPath());
    return false;
  };

  const store = createStore<PlaylistsState>()((set, get) => {
    // One write at a time; a failure goes through the one error path, then to `afterFailure`.
    const exclusive = async (
      work: () => Promise<void>,
      afterFailure?: (error: unknown) => Promise<void>,
    ): Promise<boolean> => {
      if (!signedIn() || get().busy) return false;
      set({ busy: true });
      try {
        await work();
        return true;
      } catch (error) {
        reportError(error);
        await afterFailure?.(error);
        return false;
      } finally {
        set({ busy: false });
      }
    };

    const updatePlaylists = (update: (page: Paged<Playlist>) => Paged<Playlist>) => {
      const { playlists } = get();
      if (playlists.status === 'success') set({ playlists: loadable.success(update(playlists.result)) });
    };

    const markItem = (playlistId: number, item: PlaylistItem, hasItem: boolean) => {
      const { membership, item: shown } = get();
      if (membership.status === 'success' && shown?.foreignKey === item.foreignKey && shown.type === item.type) {
        const data = membership.result.data.map((p) => (p.id === playlistId ? { ...p, hasItem } : p));
        set({ membership: loadable.success({ ...membership.result, data }) });
      }
      updatePlaylists((page) => ({
        ...page,
        data: page.data.map((p) => (p.id === playlistId ? { ...p, itemCount: p.itemCount + (hasItem ? 1 : -1) } : p)),
      }));
    };

    return {
      playlists: loadable.idle,
      membership: loadable.idle,
      item: null,
      busy: false,

      async playlistsRequested(paging = {}) {
        if (!signedIn()) return;
        set({ playlists: loadable.loading(get().playlists) });
        try {
          const page = await api.getUserPlayList({
            pageNumber: paging.pageNumber ?? DEFAULT_PAGE_NUMBER,
            pageSize: paging.pageSize ?? DEFAULT_PAGE_SIZE,
          });
          set({ playlists: loadable.success(required(page, 'getUserPlayList')) });
        } catch (error) {
          set({ playlists: loadable.failure(error) });
          reportError(error, 'getUserPlayList');
        }
      },

      async playlistCreated(form) {
        const captchaId = selectCaptchaId(captcha);
        if (captchaId === null) return false;
        return exclusive(
          async () => {
            // Opened from a title's add-to-playlist screen, the form is for that title: the new list starts with it.
            const target = settings.getState().showCreatePlayListForm;
            const playlist = required(await api.createPlayList({ ...form, captchaId }), 'createPlayList');
            updatePlaylists((page) => ({ ...page, data: [playlist, ...page.data], totalCount: page.totalCount + 1 }));
            captcha.getState().reset();
            settings.getState().createPlaylistFormClosed();
            if (target.id !== null) {
              const item: PlaylistItem = { foreignKey: target.id, type: target.type };
              await api.addPlayListItem({ id: playlist.id, ...item });
              markItem(playlist.id, item, true);
            }
          },
          (error) => refreshCaptchaAfter(error, captcha),
        );
      },

      async itemChecked(item) {
        if (!signedIn()) return;
        set({ item, membership: loadable.loading(get().membership) });
        try {
          const page = required(await api.checkItemInUserPlayLists(item), 'checkItemInUserPlayLists');
          if (get().item === item) set({ membership: loadable.success(page) });
        } catch (error) {
          if (get().item !== item) return;
          set({ membership: loadable.failure(error) });
          reportError(error, 'checkItemInUserPlayLists');
        }
      },

      itemAdded: (playlistId, item) =>
        exclusive(async () => {
          await api.addPlayListItem({ id: playlistId, ...item });
          markItem(playlistId, item, true);
        }),

      itemRemoved: (playlistId, item) =>
        exclusive(async () => {
          try {
            await api.removePlayListItem({ id: playlistId, ...item });
          } catch (error) {
            // Already gone (another tab, a double click): the wish is fulfilled, nothing to show.
            if (!(error instanceof ApiError && error.status === 404)) throw error;
          }
          markItem(playlistId, item, false);
        }),

      playlistDeleted: (playlistId) =>
        exclusive(async () => {
          await api.deletePlayList({ id: playlistId });
          updatePlaylists((page) => ({
            ...page,
            data: page.data.filter((p) => p.id !== playlistId),
            totalCount: page.totalCount - 1,
          }));
        }),
    };
  });

  // The playlists were the signed-out account's own.
  onSessionEnded(auth, () => store.setState({ playlists: loadable.idle, membership: loadable.idle, item: null }));
  return store;
}
