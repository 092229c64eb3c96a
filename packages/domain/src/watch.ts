import {
  type ApiClient,
  defaultPlaybackSettings,
  isApiError,
  type NextEpisode,
  type PlaybackSettings,
  type VideoMarkers,
} from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, memberIdOfToken, onSessionEnded } from './auth';
import {
  PROGRESS_REPORT_INTERVAL_MS,
  PROGRESS_SETTLE_LIMIT_MS,
  UNSENT_PROGRESS_STORAGE_KEY,
  VIDEO_LINK_MIN_RENEW_MS,
  VIDEO_LINK_RENEW_BEFORE_MS,
} from './constants';
import { createInFlight, type InFlight } from './in-flight';
import { messageOf } from './loadable';
import type { KeyValueStorage, Navigation, TimerHandle, Timers } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';

/** The video being watched: its signed link and where to resume (seconds). */
export type WatchData =
  | { status: 'idle' }
  | { status: 'loading'; videoId: number }
  | {
      status: 'ready';
      videoId: number;
      url: string;
      expiresAt: string;
      /** The server's session of this link, which the player's quality report names. */
      playbackSession: string;
      position: number;
      /** Intro and credits, in seconds. */
      markers: VideoMarkers;
      /** The episode after this one; null for films, trailers and a series' last episode. */
      next: NextEpisode | null;
    }
  | { status: 'error'; videoId: number; error: string };

/** The active member's playback choices, kept on the server so they follow them to another device. */
export interface PlaybackPreferences {
  /** Until the server answers, the defaults. */
  settings: PlaybackSettings;
}

/** The events of the watch store. */
export interface WatchActions {
  /** Asks for the signed link of a video (signed out: off to login and back). A newer video wins. */
  playRequested(videoId: number): Promise<void>;
  /**
   * The member is about to press play (a hover or focus on «تماشا»): the link is fetched now and kept for the play
   * that follows, so the prefetched stream and the player ask for the same URLs (decision 046). Answers its URL, or
   * null (signed out, a failure: the play asks again).
   */
  linkPrefetched(videoId: number): Promise<string | null>;
  /** The player's position while playing: reported at most every 15 s. */
  progressed(position: number, duration: number): void;
  /** Paused or leaving the page: the position is reported now. */
  paused(position: number, duration: number): void;
  /** The player closed: reports what is pending and forgets the video. */
  stopped(position: number, duration: number): void;
  /** A download stored on this device is playing (no link asked for): its position, reported like `progressed`. */
  downloadProgressed(videoId: number, position: number, duration: number): void;
  /** A stored download paused or closed: its position is reported now, like `paused`. */
  downloadPaused(videoId: number, position: number, duration: number): void;
  /**
   * The network is back (or the app started with it): the reports that found none, kept on this device, go to the
   * server for the active member. Resolves once they were answered.
   */
  connectionReturned(): Promise<void>;
  /** Fetches the member's playback settings (when a player opens). */
  settingsRequested(): Promise<void>;
  /** The member changed a setting: shown at once, saved on the server (a failed save keeps the choice here). */
  settingsChanged(change: Partial<PlaybackSettings>): Promise<void>;
}

/** State and events, as the store holds them. */
export type WatchState = WatchData & PlaybackPreferences & WatchActions;
/** The watch store. */
export type WatchStore = StoreApi<WatchState>;

/** What the watch store is built from. */
export interface WatchDeps {
  api: ApiClient;
  auth: AuthStore;
  navigation: Navigation;
  timers: Timers;
  reportError: ReportError;
  /** Local storage: the reports that found no network wait here for it. */
  storage: KeyValueStorage;
  /** Where progress reports are tracked, so a resume point read after leaving waits for the last one. */
  reports?: InFlight;
}

interface Progress {
  videoId: number;
  position: number;
  duration: number;
  /** When the position was read: the server keeps the newest report, whatever order they arrive in. */
  at: number;
}

/** Reports that found no network, by member and then by video: the latest of each (the server keeps no older one). */
type Unsent = Partial<Record<string, Partial<Record<string, Progress>>>>;

const noNetwork = (error: unknown) => isApiError(error) && (error.reason === 'network' || error.reason === 'timeout');

/** How long a read of the member's playback settings serves a later ask, in ms. */
const SETTINGS_FRESH_MS = 30_000;

/** Playback: the signed video link, resume position and progress reports (spec §7 VideoQuery, VideoCommand). */
export function createWatchStore(deps: WatchDeps): WatchStore {
  const { api, auth, navigation, timers, reportError, storage } = deps;
  const reports = deps.reports ?? createInFlight(timers, PROGRESS_SETTLE_LIMIT_MS);
  let request = 0;
  // The last read of the member's settings: a second ask within SETTINGS_FRESH_MS shares it.
  let settingsRead: { token: string | null; at: number; done: Promise<void> } | null = null;
  /** The settings write under way (each waits for the one before), and how many changes were made. */
  let settingsWrite: Promise<unknown> = Promise.resolve();
  let settingsChanges = 0;
  // Links fetched ahead of a play, by video; one play takes its link, a later one asks afresh.
  const early = new Map<number, Promise<Awaited<ReturnType<ApiClient['getVideoLink']>> | null>>();
  let throttle: TimerHandle | null = null;
  let pending: Progress | null = null;
  let renewal: TimerHandle | null = null;
  let lastAt = 0;
  // Reports read in the same millisecond still tell which came last (the server and the kept ones keep the newest).
  const stamp = () => {
    lastAt = Math.max(Date.now(), lastAt + 1);
    return lastAt;
  };

  const cancelRenewal = () => {
    if (renewal !== null) timers.clearTimeout(renewal);
    renewal = null;
  };

  // A link lives minutes, a film hours: a fresh link replaces it a minute before it expires, and the player (given
  // the same stream) moves its next requests to it without stopping. A failed renewal is left to the player's retry.
  const scheduleRenewal = (mine: number, videoId: number, expiresAt: string) => {
    cancelRenewal();
    const due = Date.parse(expiresAt) - Date.now() - VIDEO_LINK_RENEW_BEFORE_MS;
    renewal = timers.setTimeout(
      async () => {
        renewal = null;
        try {
          const link = required(await api.getVideoLink({ videoId }), 'getVideoLink');
          if (mine !== request || store.getState().status !== 'ready') return;
          store.setState({ url: link.url, expiresAt: link.expiresAt, playbackSession: link.playbackSession });
          scheduleRenewal(mine, videoId, link.expiresAt);
        } catch {
          // The player reports an expired link when it meets one, and its retry asks again.
        }
      },
      Math.max(VIDEO_LINK_MIN_RENEW_MS, Number.isFinite(due) ? due : 0),
    );
  };

  const readUnsent = (): Unsent => {
    try {
      const kept: unknown = JSON.parse(storage.get(UNSENT_PROGRESS_STORAGE_KEY) ?? '{}');
      return kept && typeof kept === 'object' ? (kept as Unsent) : {};
    } catch {
      return {};
    }
  };
  const changeUnsent = (member: number, change: (mine: Partial<Record<string, Progress>>) => void) => {
    const unsent = readUnsent();
    const mine = { ...unsent[member] };
    change(mine);
    if (Object.keys(mine).length > 0) unsent[member] = mine;
    else delete unsent[member];
    if (Object.keys(unsent).length > 0) storage.set(UNSENT_PROGRESS_STORAGE_KEY, JSON.stringify(unsent));
    else storage.remove(UNSENT_PROGRESS_STORAGE_KEY);
  };

  // Progress reports are best effort: a refused one costs a few seconds of resume position, not a dialog. One that
  // found no network (a stored download played offline, a connection that dropped) is kept for when it is back.
  // keepalive lets the last report outlive the page that is being closed.
  const send = (progress: Progress): Promise<void> => {
    const member = memberIdOfToken(auth.getState().token);
    const write = api.addUserActivity(progress, { keepalive: true }).then(
      () => {
        if (member === null || !readUnsent()[member]) return;
        changeUnsent(member, (mine) => {
          if ((mine[progress.videoId]?.at ?? Number.POSITIVE_INFINITY) <= progress.at) delete mine[progress.videoId];
        });
      },
      (error: unknown) => {
        if (member === null || !noNetwork(error)) return;
        changeUnsent(member, (mine) => {
          if ((mine[progress.videoId]?.at ?? 0) <= progress.at) mine[progress.videoId] = progress;
        });
      },
    );
    reports.track(write);
    return write;
  };

  const flush = () => {
    if (throttle !== null) timers.clearTimeout(throttle);
    throttle = null;
    if (pending) send(pending);
    pending = null;
  };

  // Leading report, then at most one per interval with the latest position.
  const tick = () => {
    throttle = null;
    if (!pending) return;
    send(pending);
    pending = null;
    throttle = timers.setTimeout(tick, PROGRESS_REPORT_INTERVAL_MS);
  };

  const store = createStore<WatchState>()((set, get) => {
    const progressOf = (position: number, duration: number): Progress | null => {
      const state = get();
      return state.status === 'ready' ? { videoId: state.videoId, position, duration, at: stamp() } : null;
    };

    return {
      status: 'idle',
      settings: { ...defaultPlaybackSettings },

      settingsRequested() {
        if (auth.getState().status !== 'authenticated') return Promise.resolve();
        // Asked for on «تماشا» a moment before the watch page asks again: one read serves both, for the same member.
        const token = auth.getState().token;
        if (settingsRead && settingsRead.token === token && Date.now() - settingsRead.at < SETTINGS_FRESH_MS) {
          return settingsRead.done;
        }
        const done = (async () => {
          try {
            const settings = required(await api.getPlaybackSettings(), 'getPlaybackSettings');
            set({ settings });
          } catch {
            // Best effort, like progress reports: the defaults play on, nothing the viewer needs to act on.
          }
        })();
        settingsRead = { token, at: Date.now(), done };
        return done;
      },

      async settingsChanged(change) {
        set({ settings: { ...get().settings, ...change } });
        const mine = ++settingsChanges;
        // One write at a time, in the order chosen: two quick choices (subtitles off, then on) reach the server as
        // made, and the answer to the older one does not undo the newer one here.
        const write = settingsWrite.then(() => api.updatePlaybackSettings(change));
        settingsWrite = write.catch(() => undefined);
        try {
          const settings = required(await write, 'updatePlaybackSettings');
          if (mine === settingsChanges) set({ settings });
        } catch {
          // The choice stays for this visit; the next one starts from what the server has.
        }
      },

      async playRequested(videoId) {
        if (auth.getState().status !== 'authenticated') {
          auth.getState().loginRequired(navigation.currentPath());
          return;
        }
        flush();
        cancelRenewal();
        const mine = ++request;
        set({ status: 'loading', videoId });
        const ahead = early.get(videoId);
        early.delete(videoId);
        try {
          // A link fetched ahead is used while it has a minute left; else (or when it failed) a new one is asked for.
          const kept = ahead ? await ahead : null;
          const fresh = kept && Date.parse(kept.expiresAt) - Date.now() > 60_000 ? kept : null;
          const link = fresh ?? required(await api.getVideoLink({ videoId }), 'getVideoLink');
          if (mine !== request) return;
          set({
            status: 'ready',
            videoId,
            url: link.url,
            expiresAt: link.expiresAt,
            playbackSession: link.playbackSession,
            position: link.position,
            markers: link.markers,
            next: link.next,
          });
          scheduleRenewal(mine, videoId, link.expiresAt);
        } catch (error) {
          if (mine !== request) return;
          set({ status: 'error', videoId, error: messageOf(error) });
          reportError(error, 'getVideoLink');
        }
      },

      linkPrefetched(videoId) {
        if (auth.getState().status !== 'authenticated') return Promise.resolve(null);
        let pendingLink = early.get(videoId);
        if (!pendingLink) {
          pendingLink = api.getVideoLink({ videoId }).catch(() => null);
          early.set(videoId, pendingLink);
        }
        return pendingLink.then((link) => link?.url ?? null);
      },

      progressed(position, duration) {
        const progress = progressOf(position, duration);
        if (!progress) return;
        pending = progress;
        if (throttle === null) tick();
      },

      paused(position, duration) {
        pending = progressOf(position, duration) ?? pending;
        flush();
      },

      stopped(position, duration) {
        get().paused(position, duration);
        cancelRenewal();
        request += 1;
        set({ status: 'idle' });
      },

      downloadProgressed(videoId, position, duration) {
        if (auth.getState().status !== 'authenticated') return;
        pending = { videoId, position, duration, at: stamp() };
        if (throttle === null) tick();
      },

      downloadPaused(videoId, position, duration) {
        if (auth.getState().status === 'authenticated') pending = { videoId, position, duration, at: stamp() };
        flush();
      },

      async connectionReturned() {
        const member = memberIdOfToken(auth.getState().token);
        if (member === null || auth.getState().status !== 'authenticated') return;
        const kept = Object.values(readUnsent()[member] ?? {}).filter((p): p is Progress => p !== undefined);
        await Promise.all(kept.map(send));
      },
    };
  });

  // The link was signed for the signed-out account; its pending and kept reports have no token left to go with.
  onSessionEnded(auth, () => {
    storage.remove(UNSENT_PROGRESS_STORAGE_KEY);
    cancelRenewal();
    if (throttle !== null) timers.clearTimeout(throttle);
    throttle = null;
    pending = null;
    request += 1;
    settingsRead = null;
    store.setState({ status: 'idle', settings: { ...defaultPlaybackSettings } });
  });
  return store;
}
