import { useEffect, useState } from 'react';

/** One seek thumbnail: the time it covers and its tile in a sprite. */
export interface SeekThumbnail {
  start: number;
  end: number;
  /** Absolute URL of the sprite. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const timestamp = /^(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$/;
const seconds = (text: string) => {
  const match = timestamp.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

/**
 * Reads a WebVTT thumbnail track (cues whose text is `sprite.jpg#xywh=x,y,w,h`, the form @parde/media's ingest
 * writes and JW Player, Shaka and Video.js plugins read), resolving each image against the track's own URL, so the
 * sprites come from the same signed prefix. Cues without a tile are skipped.
 */
export function parseThumbnailVtt(text: string, baseUrl: string): SeekThumbnail[] {
  const thumbnails: SeekThumbnail[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from = '', to = ''] = (lines[timing] ?? '').split('-->');
    const target = lines[timing + 1]?.trim() ?? '';
    const hash = target.indexOf('#xywh=');
    if (hash < 0) continue;
    const [x, y, width, height] = target
      .slice(hash + '#xywh='.length)
      .split(',')
      .map(Number);
    const start = seconds(from);
    const end = seconds(to.trim().split(/\s/)[0] ?? '');
    if (![start, end, x, y, width, height].every(Number.isFinite)) continue;
    thumbnails.push({
      start,
      end,
      image: new URL(target.slice(0, hash), baseUrl).href,
      x: x as number,
      y: y as number,
      width: width as number,
      height: height as number,
    });
  }
  return thumbnails.sort((a, b) => a.start - b.start);
}

/** The thumbnail covering `t` (the last one starting at or before it), or null. */
export function thumbnailAt(thumbnails: readonly SeekThumbnail[], t: number): SeekThumbnail | null {
  let low = 0;
  let high = thumbnails.length - 1;
  let found: SeekThumbnail | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = thumbnails[middle] as SeekThumbnail;
    if (candidate.start <= t) {
      found = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Where a stream's thumbnail track sits: `thumbs/index.vtt` beside its master playlist (the ingest's layout). */
export function thumbnailsUrlFor(src: string): string {
  return new URL('thumbs/index.vtt', new URL(src, document.baseURI)).href;
}

/**
 * The seek thumbnails of a track URL, fetched once `wanted` (the player sets it after the first frame) and their
 * sprites decoded ahead, so the frame under the finger shows at once; [] without a track (a title ingested before
 * thumbnails, a 404): the plain bar.
 */
export function useSeekThumbnails(url: string | null, wanted: boolean): SeekThumbnail[] {
  const [thumbnails, setThumbnails] = useState<SeekThumbnail[]>([]);
  useEffect(() => {
    setThumbnails([]);
    if (!url || !wanted) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const list = parseThumbnailVtt(await response.text(), response.url || url);
        await Promise.all(
          [...new Set(list.map((t) => t.image))].map((image) => {
            const img = new Image();
            img.src = image;
            return img.decode().catch(() => undefined);
          }),
        );
        if (!controller.signal.aborted) setThumbnails(list);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url, wanted]);
  return thumbnails;
}
