import { type RefObject, useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './VideoPlayer.css';

/** Subtitle text sizes. */
export const subtitleSizes = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof subtitleSizes)[number];
/** Backgrounds behind subtitle text. */
export const subtitleBackgrounds = ['none', 'translucent', 'opaque'] as const;
export type SubtitleBackground = (typeof subtitleBackgrounds)[number];

/** How subtitles look. */
export interface SubtitleStyle {
  size: SubtitleSize;
  background: SubtitleBackground;
}

export const defaultSubtitleStyle: SubtitleStyle = { size: 'medium', background: 'translucent' };

/** WebVTT markup (`<i>`, `<c.x>`, `<v Name>`) is dropped: the text is what is read. */
const plain = (text: string) => text.replace(/<[^>]*>/g, '');

/**
 * The lines of the subtitle cues showing now, read from the text track hls.js fills (kept `hidden`, so the browser
 * draws nothing itself); [] while subtitles are off.
 */
export function useActiveCues(videoRef: RefObject<HTMLVideoElement | null>, enabled: boolean): string[][] {
  const [cues, setCues] = useState<string[][]>([]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) {
      setCues([]);
      return;
    }
    const tracks = video.textTracks;
    const read = () => {
      const lines: string[][] = [];
      for (const track of Array.from(tracks)) {
        if (track.mode === 'disabled' || (track.kind !== 'subtitles' && track.kind !== 'captions')) continue;
        for (const cue of Array.from(track.activeCues ?? [])) {
          if ('text' in cue && typeof cue.text === 'string')
            lines.push(
              plain(cue.text)
                .split('\n')
                .filter((line) => line.trim() !== ''),
            );
        }
      }
      setCues(lines);
    };
    const listen = () => {
      for (const track of Array.from(tracks)) track.oncuechange = read;
      read();
    };
    listen();
    tracks.addEventListener('addtrack', listen);
    tracks.addEventListener('change', listen);
    return () => {
      tracks.removeEventListener('addtrack', listen);
      tracks.removeEventListener('change', listen);
      for (const track of Array.from(tracks)) track.oncuechange = null;
    };
  }, [videoRef, enabled]);
  return cues;
}

/** Props of `Subtitles`. */
export interface SubtitlesProps {
  /** The cues showing, each a list of lines. */
  cues: string[][];
  /** The viewer's text size and background. */
  style: SubtitleStyle;
  /** The controls are showing: the text moves up out of their way. */
  raised: boolean;
}

/** Arabic-script letters: a line with any of them is a Persian line, whatever it starts with. */
const persianLetter = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The direction of a subtitle line: right to left for Persian, even when it starts with a Latin name. */
export const lineDirection = (line: string): 'rtl' | 'ltr' => (persianLetter.test(line) ? 'rtl' : 'ltr');

/**
 * Subtitle cues drawn by the player, not the browser: each line is its own paragraph, right to left when it has
 * Persian letters (so «CNN می‌گوید …» keeps «CNN» at the right and its full stop at the left end, where the first
 * strong letter alone would have made it left to right), with Latin names and digits inside it in order, and an
 * English line left to right.
 */
export function Subtitles({ cues, style, raised }: SubtitlesProps) {
  if (cues.length === 0) return null;
  return (
    <div className={cx(styles.subtitles, raised && styles.subtitlesRaised)} aria-live="off" data-testid="subtitles">
      {cues.map((lines) => (
        // Cues have no id; their text tells them apart well enough.
        <p key={lines.join('\n')} className={styles.cue} dir="rtl">
          {lines.map((line) => (
            <span
              key={line}
              dir={lineDirection(line)}
              className={cx(styles.cueLine, styles.cueSize[style.size], styles.cueBackground[style.background])}
            >
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
