import { type RefObject, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** Why `onProgress` was called. */
export type ProgressReason = 'interval' | 'seek' | 'pause' | 'ended' | 'leave';

/** A playback position for the server: seconds from the start and the length of the video. */
export interface ProgressReport {
  position: number;
  duration: number;
  reason: ProgressReason;
}

/**
 * Tells `onProgress` where playback is: `interval` on every time update while playing (unthrottled: the receiver
 * decides how often to send, so there is one throttle, the domain's), `seek` when the viewer moves a paused video (held
 * back like `interval`: arrow keys seek many times a second), `pause`, `ended`, and `leave` when the page is
 * hidden or closed or the player unmounts. Nothing before the first play; a `leave` right after another report at
 * the same place is skipped (visibilitychange then pagehide).
 */
export function useProgressReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  onProgress: ((report: ProgressReport) => void) | undefined,
) {
  const lastReported = useRef<number | undefined>(undefined);
  const started = useRef(false);

  // `video` is passed on unmount, when the ref has already been let go.
  const report = useEffectEvent((reason: ProgressReason, video: HTMLVideoElement | null = videoRef.current) => {
    if (!onProgress || !video || !started.current) return;
    const position = video.currentTime;
    if (!Number.isFinite(video.duration)) return;
    if (reason === 'leave' && lastReported.current !== undefined && Math.abs(lastReported.current - position) < 0.5)
      return;
    // Only the reports that send at once count: after `interval` and `seek` the receiver still holds a report back.
    if (reason !== 'interval' && reason !== 'seek') lastReported.current = position;
    onProgress({ position, duration: video.duration, reason });
  });

  // A layout effect: its clean-up runs when the player is taken away, before any parent's effect clean-up, so the
  // `leave` report (the element's own position, a seek still loading included) reaches the receiver while it still
  // plays this video. Reported from a passive clean-up, it came after the watch view had already stopped the video.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlay = () => {
      started.current = true;
    };
    const onTime = () => {
      if (!video.paused && !video.seeking) report('interval', video);
    };
    // Reported as the seek starts (the position is already the target), not when it lands: a viewer who moves a
    // paused video and leaves before its frames have loaded would otherwise leave the old position behind.
    const onSeeking = () => {
      if (video.paused && !video.ended) report('seek', video);
    };
    // The end of the video also pauses it; that one is reported as `ended`.
    const onPause = () => {
      if (!video.ended) report('pause', video);
    };
    const onEnded = () => report('ended', video);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report('leave', video);
    };
    const onPageHide = () => report('leave', video);
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Unmounting (the app navigated away) is leaving too; the element still holds its position here.
      report('leave', video);
    };
  }, [videoRef]);
}
