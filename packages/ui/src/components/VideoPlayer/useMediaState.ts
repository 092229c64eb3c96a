import { type RefObject, useEffect, useState } from 'react';

/** What the controls show of a `<video>` element, read from its media events. */
export interface MediaState {
  /** Has played at least once (the big play button is gone). */
  started: boolean;
  paused: boolean;
  ended: boolean;
  /** Seconds; NaN before metadata. */
  currentTime: number;
  duration: number;
  /** The end of the buffered range that is furthest along, in seconds. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  /** Waiting for data or seeking. */
  buffering: boolean;
  playbackRate: number;
  pictureInPicture: boolean;
}

export const initialMediaState: MediaState = {
  started: false,
  paused: true,
  ended: false,
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  buffering: false,
  playbackRate: 1,
  pictureInPicture: false,
};

const EVENTS = [
  'play',
  'pause',
  'ended',
  'waiting',
  'seeking',
  'playing',
  'canplay',
  'seeked',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'ratechange',
  'enterpictureinpicture',
  'leavepictureinpicture',
  'emptied',
] as const;

/** The state of the `<video>` behind `videoRef`, as one object updated from its events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(initialMediaState);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onEvent = (event: Event) => {
      setState((s) => {
        switch (event.type) {
          case 'play':
            return { ...s, started: true, paused: false, ended: false };
          case 'pause':
            return { ...s, paused: true };
          case 'ended':
            return { ...s, paused: true, ended: true };
          case 'waiting':
          case 'seeking':
            return { ...s, buffering: true, currentTime: video.currentTime };
          case 'playing':
          case 'canplay':
          case 'seeked':
            return { ...s, buffering: false };
          case 'timeupdate':
            return { ...s, currentTime: video.currentTime };
          case 'durationchange':
          case 'loadedmetadata':
            return { ...s, duration: video.duration };
          case 'progress':
            return {
              ...s,
              bufferedEnd: video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) : 0,
            };
          case 'volumechange':
            return { ...s, volume: video.volume, muted: video.muted };
          case 'ratechange':
            return { ...s, playbackRate: video.playbackRate };
          case 'enterpictureinpicture':
            return { ...s, pictureInPicture: true };
          case 'leavepictureinpicture':
            return { ...s, pictureInPicture: false };
          case 'emptied':
            // A new stream: its length is not known yet; `started` stays, the viewer is still watching.
            return { ...s, duration: Number.NaN, bufferedEnd: 0, ended: false };
          default:
            return s;
        }
      });
    };
    for (const type of EVENTS) video.addEventListener(type, onEvent);
    return () => {
      for (const type of EVENTS) video.removeEventListener(type, onEvent);
    };
  }, [videoRef]);

  return state;
}
