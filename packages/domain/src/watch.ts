import {
  type ApiClient,
  defaultPlaybackSettings,
  type NextEpisode,
  type PlaybackSettings,
  type VideoMarkers,
} from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import {
  PROGRESS_REPORT_INTERVAL_MS,
  PROGRESS_SETTLE_LIMIT_MS,
  VIDEO_LINK_MIN_RENEW_MS,
  VIDEO_LINK_RENEW_BEFORE_MS,
} from './constants';
import { createInFlight, type InFlight } from './in-flight';
import type { Navigation, TimerHandle, Timers } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';
import { messageOf } from './resource';

/** The video being watched: its signed link and where to resume (seconds). */
export type WatchData =
  | { status: 'idle' }
  | { status: 'loading'; videoId: number }
  | {
      status: 'ready';
      videoId: number;
      url: string;
      expiresAt: string;
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
  /** The player's position while playing: reported at most every 15 s. */
  progressed(position: number, duration: number): void;
  /** Paused or leaving the page: the position is reported now. */
  paused(position: number, duration: number): void;
  /** The player closed: reports what is pending and forgets the video. */
  stopped(position: number, duration: number): void;
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

/** Playback: the signed video link, resume position and progress reports (spec §7 VideoQuery, VideoCommand). */
export function createWatchStore(deps: WatchDeps): WatchStore {
  const { api, auth, navigation, timers, reportError } = deps;
  const reports = deps.reports ?? createInFlight(timers, PROGRESS_SETTLE_LIMIT_MS);
  let request = 0;
  let throttle: TimerHandle | null = null;
  let pending: Progress | null = null;
  let renewal: TimerHandle | null = null;

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
          store.setState({ url: link.url, expiresAt: link.expiresAt });
          scheduleRenewal(mine, videoId, link.expiresAt);
        } catch {
          // The player reports an expired link when it meets one, and its retry asks again.
        }
      },
      Math.max(VIDEO_LINK_MIN_RENEW_MS, Number.isFinite(due) ? due : 0),
    );
  };

  // Progress reports are best effort: a lost one costs a few seconds of resume position, not a dialog.
  // keepalive lets the last report outlive the page that is being closed.
  const send = (progress: Progress) => {
    reports.track(api.addUserActivity(progress, { keepalive: true }));
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
      return state.status === 'ready' ? { videoId: state.videoId, position, duration, at: Date.now() } : null;
    };

    return {
      status: 'idle',
      settings: { ...defaultPlaybackSettings },

      async settingsRequested() {
        if (auth.getState().status !== 'authenticated') return;
        try {
          const settings = required(await api.getPlaybackSettings(), 'getPlaybackSettings');
          set({ settings });
        } catch {
          // Best effort, like progress reports: the defaults play on, nothing the viewer needs to act on.
        }
      },

      async settingsChanged(change) {
        set({ settings: { ...get().settings, ...change } });
        try {
          const settings = required(await api.updatePlaybackSettings(change), 'updatePlaybackSettings');
          set({ settings });
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
        try {
          const link = required(await api.getVideoLink({ videoId }), 'getVideoLink');
          if (mine !== request) return;
          set({
            status: 'ready',
            videoId,
            url: link.url,
            expiresAt: link.expiresAt,
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
    };
  });

  // The link was signed for the signed-out account; its pending report has no token left to go with.
  onSessionEnded(auth, () => {
    cancelRenewal();
    if (throttle !== null) timers.clearTimeout(throttle);
    throttle = null;
    pending = null;
    request += 1;
    store.setState({ status: 'idle', settings: { ...defaultPlaybackSettings } });
  });
  return store;
}
