import { type RefObject, useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import { type CaptionStyle, captionLineStyle } from './captionStyle';
import * as styles from './VideoPlayer.css';

/** Subtitle text sizes of earlier versions (a member's saved choice still reads as one). */
export const subtitleSizes = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof subtitleSizes)[number];
/** Backgrounds behind subtitle text of earlier versions. */
export const subtitleBackgrounds = ['none', 'translucent', 'opaque'] as const;
export type SubtitleBackground = (typeof subtitleBackgrounds)[number];

/** The three-by-three subtitle look of earlier versions; `CaptionStyle` is the full one. */
export interface SubtitleStyle {
  size: SubtitleSize;
  background: SubtitleBackground;
}

export const defaultSubtitleStyle: SubtitleStyle = { size: 'medium', background: 'translucent' };

/** WebVTT markup (`<i>`, `<c.x>`, `<v Name>`) is dropped: the text is what is read. */
const plain = (text: string) => text.replace(/<[^>]*>/g, '');

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/** The lines of the cues of `tracks` that cover media time `t` (a cue covers [start, end)). */
export function cuesAt(tracks: TextTrackList, t: number): string[][] {
  const lines: string[][] = [];
  for (const track of Array.from(tracks)) {
    if (track.mode === 'disabled' || (track.kind !== 'subtitles' && track.kind !== 'captions')) continue;
    for (const cue of Array.from(track.cues ?? [])) {
      if (cue.startTime > t || cue.endTime <= t) continue;
      if ('text' in cue && typeof cue.text === 'string')
        lines.push(
          plain(cue.text)
            .split('\n')
            .filter((line) => line.trim() !== ''),
        );
    }
  }
  return lines;
}

/**
 * The lines of the subtitle cues showing now, read from the text track hls.js fills (kept `hidden`, so the browser
 * draws nothing itself); [] while subtitles are off. The cues are matched against the time of every frame the video
 * presents (`requestVideoFrameCallback`, else each animation frame), not on the browser's `cuechange`, which Chromium
 * fires only with `timeupdate` (every quarter second): a line appears with its frame. `delaySeconds` shows every cue
 * that much later (negative: earlier), for a mistimed file.
 */
export function useActiveCues(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  delaySeconds = 0,
): string[][] {
  const [cues, setCues] = useState<string[][]>([]);
  useEffect(() => {
    const video = videoRef.current as FrameCallbackVideo | null;
    if (!video || !enabled) {
      setCues([]);
      return;
    }
    const tracks = video.textTracks;
    let shown = '';
    const read = (mediaTime = video.currentTime) => {
      const lines = cuesAt(tracks, mediaTime - delaySeconds);
      const key = JSON.stringify(lines);
      if (key === shown) return;
      shown = key;
      setCues(lines);
    };
    let stopped = false;
    let frame = 0;
    const onFrame = (_now: number, metadata?: { mediaTime: number }) => {
      if (stopped) return;
      read(metadata?.mediaTime);
      frame = video.requestVideoFrameCallback
        ? video.requestVideoFrameCallback(onFrame)
        : requestAnimationFrame((now) => onFrame(now));
    };
    onFrame(0);
    // Paused: a seek, new cues or another track change what shows with no new frame to tell.
    const onChange = () => read();
    const events = ['seeked', 'loadedmetadata', 'pause'] as const;
    for (const name of events) video.addEventListener(name, onChange);
    const listen = () => {
      for (const track of Array.from(tracks)) track.addEventListener('cuechange', onChange);
      read();
    };
    listen();
    tracks.addEventListener('addtrack', listen);
    tracks.addEventListener('change', listen);
    return () => {
      stopped = true;
      if (video.cancelVideoFrameCallback) video.cancelVideoFrameCallback(frame);
      else cancelAnimationFrame(frame);
      for (const name of events) video.removeEventListener(name, onChange);
      tracks.removeEventListener('addtrack', listen);
      tracks.removeEventListener('change', listen);
      for (const track of Array.from(tracks)) track.removeEventListener('cuechange', onChange);
    };
  }, [videoRef, enabled, delaySeconds]);
  return cues;
}

/** Props of `Subtitles`. */
export interface SubtitlesProps {
  /** The cues showing, each a list of lines. */
  cues: string[][];
  /** The viewer's colours, face, size, opacities and edge. */
  style: CaptionStyle;
  /** The controls are showing: the text moves up out of their way. */
  raised: boolean;
  /** Extra class (the settings' preview draws them in place, not over a video). @default undefined */
  className?: string;
}

/** Arabic-script letters: a line with any of them is a Persian line, whatever it starts with. */
const persianLetter = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The direction of a subtitle line: right to left for Persian, even when it starts with a Latin name. */
export const lineDirection = (line: string): 'rtl' | 'ltr' => (persianLetter.test(line) ? 'rtl' : 'ltr');

/**
 * Subtitle cues drawn by the player, not the browser: each line is its own paragraph, right to left when it has
 * Persian letters (so «CNN می‌گوید …» keeps «CNN» at the right and its full stop at the left end, where the first
 * strong letter alone would have made it left to right), with Latin names and digits inside it in order, and an
 * English line left to right; in the viewer's caption style.
 */
export function Subtitles({ cues, style, raised, className }: SubtitlesProps) {
  if (cues.length === 0) return null;
  const line = captionLineStyle(style);
  return (
    <div
      className={cx(styles.subtitles, raised && styles.subtitlesRaised, className)}
      aria-live="off"
      data-testid="subtitles"
    >
      {cues.map((lines) => (
        // Cues have no id; their text tells them apart well enough.
        <p key={lines.join('\n')} className={styles.cue} dir="rtl">
          {lines.map((text) => (
            <span key={text} dir={lineDirection(text)} className={styles.cueLine} style={line}>
              {text}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
