// Seek thumbnails: one small frame every 10 s, tiled into JPEG sprites, and a WebVTT track whose cues point into
// them with a media fragment (`sprite-001.jpg#xywh=160,0,160,90`), the form JW Player, Video.js's plugins, Shaka
// Player and Bitmovin all read. A player shows the frame of the cue under the finger; nothing here needs a server.
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaError, run } from './hls';
import { vttTimestamp } from './subtitles';

/** Seconds between two seek thumbnails. */
export const THUMBNAIL_INTERVAL_SECONDS = 10;
/** Width of one seek thumbnail, in pixels (its height follows the picture's shape). */
export const THUMBNAIL_WIDTH = 160;
/** Thumbnails per sprite row and column: 25 frames (250 s of video) in one JPEG. */
export const THUMBNAIL_GRID = 5;
/** The thumbnails may cost at most this share of the title's bytes. */
export const THUMBNAIL_MAX_SHARE = 0.03;

/** What `writeThumbnails` wrote. */
export interface ThumbnailSummary {
  /** Path of the WebVTT track inside the output, e.g. `thumbs/index.vtt`. */
  vtt: string;
  /** Number of thumbnails (cues). */
  count: number;
  /** Size of one thumbnail. */
  width: number;
  height: number;
  /** Bytes of the track and its sprites. */
  bytes: number;
}

/** The layout of a thumbnail track: how many frames, how big, how many per sprite. */
export interface ThumbnailPlan {
  durationSeconds: number;
  /** Seconds between frames. */
  interval: number;
  width: number;
  height: number;
  /** Frames per sprite row (and rows per sprite). */
  grid: number;
}

/** The file name of the n-th sprite (1-based), as ffmpeg's `%03d` writes it. */
export const spriteName = (n: number) => `sprite-${String(n).padStart(3, '0')}.jpg`;

/** Frames a thumbnail track of this length holds: one at the start of every interval. */
export const thumbnailCount = (durationSeconds: number, interval: number) =>
  Math.max(1, Math.ceil(durationSeconds / interval - 1e-6));

/**
 * The WebVTT thumbnail track of a plan: cue i covers [i × interval, (i + 1) × interval) (the last ends with the video)
 * and points at its tile, left to right and top to bottom, `grid × grid` tiles to a sprite.
 */
export function thumbnailVtt({ durationSeconds, interval, width, height, grid }: ThumbnailPlan): string {
  const count = thumbnailCount(durationSeconds, interval);
  const perSprite = grid * grid;
  const cues = [];
  for (let i = 0; i < count; i++) {
    const start = i * interval;
    const end = Math.min(durationSeconds, start + interval);
    const tile = i % perSprite;
    const x = (tile % grid) * width;
    const y = Math.floor(tile / grid) * height;
    cues.push(
      `${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${spriteName(Math.floor(i / perSprite) + 1)}#xywh=${x},${y},${width},${height}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Writes `dir/thumbs/`: the sprites (one decode of the source, a frame every `interval` seconds scaled to
 * `width` wide) and `index.vtt`. `quality` is ffmpeg's JPEG scale (2 best … 31 smallest).
 */
export async function writeThumbnails({
  input,
  dir,
  durationSeconds,
  aspect,
  quality = 6,
  signal,
}: {
  input: string;
  dir: string;
  durationSeconds: number;
  /** Width over height of the picture as shown. */
  aspect: number;
  quality?: number;
  signal?: AbortSignal | undefined;
}): Promise<ThumbnailSummary> {
  const width = THUMBNAIL_WIDTH;
  const height = Math.max(2, Math.round(width / aspect / 2) * 2);
  const plan = { durationSeconds, interval: THUMBNAIL_INTERVAL_SECONDS, width, height, grid: THUMBNAIL_GRID };
  const count = thumbnailCount(durationSeconds, plan.interval);
  const folder = join(dir, 'thumbs');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder);
  // `select` keeps the first frame at or after 0 s, 10 s, 20 s… (the fps filter drops a clip shorter than its
  // interval); `tile` flushes a part-filled last sprite.
  const filter = `select='gte(t,selected_n*${plan.interval})',scale=${width}:${height}:flags=bicubic,setsar=1,tile=${plan.grid}x${plan.grid}`;
  const made = await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-an', '-sn'],
      ...['-vf', filter, '-frames:v', String(Math.ceil(count / (plan.grid * plan.grid)))],
      ...['-q:v', String(quality), '-start_number', '1', join(folder, 'sprite-%03d.jpg')],
    ],
    { signal },
  );
  if (made.code !== 0) {
    throw new MediaError(
      'ENCODE_FAILED',
      'ffmpeg نتوانست تصاویر پیش‌نمایش را بسازد.',
      'ffmpeg failed in the thumbnails.',
      {
        detail: made.stderr.trim().split('\n').slice(-20).join('\n'),
      },
    );
  }
  await writeFile(join(folder, 'index.vtt'), thumbnailVtt(plan));
  let bytes = 0;
  for (const name of await readdir(folder)) bytes += (await stat(join(folder, name))).size;
  return { vtt: 'thumbs/index.vtt', count, width, height, bytes };
}
