import { type RefObject, useEffect, useRef } from 'react';

/** What the lock screen and the notification show about the video. */
export interface MediaSessionInfo {
  /** The title (of the episode, for a series). */
  title: string;
  /** The series and the episode's place in it («فصل ۱، قسمت ۲»), or the film's line. @default undefined */
  artist?: string | undefined;
  /** The collection: the series' name, or «پرده». @default undefined */
  album?: string | undefined;
  /** A picture (the poster or still). @default undefined */
  artwork?: string | undefined;
}

/** What the lock-screen buttons do. */
export interface MediaSessionActions {
  play(): void;
  pause(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
  /** Absent: no next-episode button. */
  next?: (() => void) | undefined;
}

type Action = 'play' | 'pause' | 'seekbackward' | 'seekforward' | 'seekto' | 'nexttrack' | 'previoustrack';
const ACTIONS: Action[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'nexttrack', 'previoustrack'];

/**
 * Lock-screen and notification controls (the Media Session API): the title in Persian, the series and episode, the
 * artwork, and play, pause, seek ±`step` s and the next episode; the position follows every seek. Cleared when the
 * player unmounts (the viewer left the watch page), so no other page keeps a dead notification.
 */
export function useMediaSession(
  videoRef: RefObject<HTMLVideoElement | null>,
  info: MediaSessionInfo,
  actions: MediaSessionActions,
  active: boolean,
  step: number,
) {
  const latest = useRef(actions);
  latest.current = actions;
  const { title, artist, album, artwork } = info;
  const hasNext = !!actions.next;

  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist: artist ?? '',
      album: album ?? 'پرده',
      artwork: artwork ? [{ src: new URL(artwork, document.baseURI).href }] : [],
    });
    const handlers: Partial<Record<Action, MediaSessionActionHandler>> = {
      play: () => latest.current.play(),
      pause: () => latest.current.pause(),
      seekbackward: (details) => latest.current.seekBy(-(details.seekOffset ?? step)),
      seekforward: (details) => latest.current.seekBy(details.seekOffset ?? step),
      seekto: (details) => {
        if (details.seekTime != null) latest.current.seekTo(details.seekTime);
      },
      ...(hasNext ? { nexttrack: () => latest.current.next?.() } : {}),
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, handlers[action] ?? null);
      } catch {
        // An action this browser does not know.
      }
    }
    const video = videoRef.current;
    const position = () => {
      if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
      try {
        session.setPositionState({
          duration: video.duration,
          playbackRate: video.playbackRate || 1,
          position: Math.min(video.currentTime, video.duration),
        });
      } catch {
        // A position the browser refuses (a stream still opening).
      }
    };
    const state = () => {
      session.playbackState = video && !video.paused ? 'playing' : 'paused';
    };
    const events = ['durationchange', 'seeked', 'ratechange', 'play', 'pause'] as const;
    for (const name of events) video?.addEventListener(name, position);
    video?.addEventListener('play', state);
    video?.addEventListener('pause', state);
    position();
    state();
    return () => {
      for (const name of events) video?.removeEventListener(name, position);
      video?.removeEventListener('play', state);
      video?.removeEventListener('pause', state);
      session.metadata = null;
      session.playbackState = 'none';
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [videoRef, active, title, artist, album, artwork, hasNext, step]);
}
