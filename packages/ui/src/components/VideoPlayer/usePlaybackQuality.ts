import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import type { VideoErrorKind } from './hls';

/** How one viewing went, sent once when it ends: nothing about the viewer, only the stream's session id. */
export interface PlaybackQualityReport {
  /** The server's session of the link this viewing started with (`playbackSession` prop); null when it gave none. */
  playbackSession: string | null;
  /** The CMCD session id the segment requests carried, so a CDN's logs can be joined with this report. */
  sessionId: string;
  /** Play asked → first frame playing, in ms; null when it never started. */
  startupMs: number | null;
  /** Times playback stopped to buffer after it had started (seeks excluded). */
  stalls: number;
  /** Time spent in those stalls, in ms. */
  stallMs: number;
  /** Each failure the viewer saw, by kind. */
  failures: VideoErrorKind[];
  /** Changes of the playing rendition after the first. */
  qualitySwitches: number;
}

interface Tally {
  playbackSession: string | undefined;
  playAt: number | undefined;
  startupMs: number | null;
  stalls: number;
  stallMs: number;
  stallFrom: number | undefined;
  failures: VideoErrorKind[];
  qualitySwitches: number;
  level: number | undefined;
}

const fresh = (): Tally => ({
  playbackSession: undefined,
  playAt: undefined,
  startupMs: null,
  stalls: 0,
  stallMs: 0,
  stallFrom: undefined,
  failures: [],
  qualitySwitches: 0,
  level: undefined,
});

/**
 * Tallies a viewing's start-up time, stalls, failures and quality switches from the video element's events, and
 * hands `onReport` one report when the viewer leaves (the page hidden for good or the player unmounted) or the
 * stream changes: one small beacon per viewing instead of a request per event.
 */
export function usePlaybackQuality(
  videoRef: RefObject<HTMLVideoElement | null>,
  stream: { sessionId: string; error: VideoErrorKind | null; playingLevel: number | undefined },
  onReport: ((report: PlaybackQualityReport) => void) | undefined,
  playbackSession?: string,
) {
  const tally = useRef<Tally>(fresh());
  // A renewed link brings a newer session mid-viewing; the report names the one the viewing started under.
  const currentSession = useEffectEvent(() => playbackSession);

  const send = useEffectEvent((sessionId: string) => {
    const t = tally.current;
    tally.current = fresh();
    if (!onReport || (t.playAt === undefined && t.failures.length === 0)) return;
    const now = performance.now();
    onReport({
      playbackSession: t.playbackSession ?? playbackSession ?? null,
      sessionId,
      startupMs: t.startupMs,
      stalls: t.stalls,
      stallMs: Math.round(t.stallMs + (t.stallFrom === undefined ? 0 : now - t.stallFrom)),
      failures: t.failures,
      qualitySwitches: t.qualitySwitches,
    });
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlay = () => {
      tally.current.playAt ??= performance.now();
      tally.current.playbackSession ??= currentSession();
    };
    const onPlaying = () => {
      const t = tally.current;
      const now = performance.now();
      if (t.startupMs === null && t.playAt !== undefined) t.startupMs = Math.round(now - t.playAt);
      if (t.stallFrom !== undefined) t.stallMs += now - t.stallFrom;
      t.stallFrom = undefined;
    };
    const onWaiting = () => {
      const t = tally.current;
      if (t.startupMs === null || video.seeking || t.stallFrom !== undefined) return;
      t.stalls += 1;
      t.stallFrom = performance.now();
    };
    // A seek's buffering is the viewer's doing, not a stall.
    const onSeeking = () => {
      tally.current.stallFrom = undefined;
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('seeking', onSeeking);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('seeking', onSeeking);
    };
  }, [videoRef]);

  useEffect(() => {
    if (stream.error) tally.current.failures.push(stream.error);
  }, [stream.error]);

  useEffect(() => {
    const t = tally.current;
    if (stream.playingLevel === undefined) return;
    if (t.level !== undefined && t.level !== stream.playingLevel) t.qualitySwitches += 1;
    t.level = stream.playingLevel;
  }, [stream.playingLevel]);

  // Sent when the page is put away for good, and for the viewing of the previous stream when it changes or the
  // player unmounts.
  const { sessionId } = stream;
  useEffect(() => {
    const onHide = (event: PageTransitionEvent) => {
      if (!event.persisted) send(sessionId);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      send(sessionId);
    };
  }, [sessionId]);
}
