/**
 * The files of a download (decision 028), in a chunk of their own asked for when a download starts or resumes: the
 * stream's master playlist cut to one rendition (the member's «مصرف داده» rung, audio and subtitles), read and
 * written with hls-parser, and every playlist and segment of that rendition stored under its own URL in the member's
 * Cache Storage cache, which the service worker answers from while that member is active (vite.config.ts).
 */
import type { DataUsage } from '@parde/ui';
import { deviceSavesData, effectiveDataUsage, levelCapFor } from '@parde/ui';
import * as HLS from 'hls-parser';
import { type DownloadRecord, downloadsCache, removeFiles, StorageFullError } from './records';

/** What the member chose for playback: their «مصرف داده», audio and subtitle languages. */
export interface Choice {
  dataUsage: DataUsage | null;
  audioLanguage: string | null;
  subtitleLanguage: string | null;
}

/** One rendition of a stream, ready to store: the cut master playlist, its media playlists and its segments. */
export interface Plan {
  master: { url: string; text: string };
  playlists: { url: string; text: string }[];
  segments: string[];
  audioLanguage: string | null;
  subtitleLanguage: string | null;
  /** The chosen rung's declared bandwidth (bits per second) and picture height. */
  bandwidth: number;
  height: number | null;
}

const M3U8 = 'application/vnd.apple.mpegurl';

async function textOf(url: string, signal: AbortSignal): Promise<string> {
  const answer = await fetch(url, { signal, cache: 'no-store' });
  if (!answer.ok) throw new Error(`${answer.status} ${url}`);
  return answer.text();
}

/** Reads the stream's master playlist and the media playlists of the one rendition the member's choice picks. */
export async function plan(link: string, choice: Choice, signal: AbortSignal): Promise<Plan> {
  // The API answers a path when the media share its origin: the files are stored under absolute URLs.
  const masterUrl = new URL(link, window.location.href).href;
  const parsed = HLS.parse(await textOf(masterUrl, signal));
  if (!parsed.isMasterPlaylist) throw new Error('not a master playlist');
  const master = parsed as HLS.types.MasterPlaylist;
  const variants = master.variants.filter((v) => !v.isIFrameOnly);
  if (variants.length === 0) throw new Error('a master playlist without variants');
  const cap = levelCapFor(
    effectiveDataUsage(choice.dataUsage, deviceSavesData()),
    variants.map((v) => v.bandwidth),
  );
  // No cap («خودکار», «زیاد»): the best rung, as a viewing on a good connection would reach.
  const variant =
    variants[cap] ?? variants.reduce((best, v) => (v.bandwidth > best.bandwidth ? v : best), variants[0]!);
  const audio =
    variant.audio.find((r) => r.language === choice.audioLanguage) ??
    variant.audio.find((r) => r.isDefault) ??
    variant.audio[0];
  const subtitles = variant.subtitles.find((r) => r.language === choice.subtitleLanguage);
  if (audio) audio.isDefault = true;
  variant.audio = audio ? [audio] : [];
  variant.subtitles = subtitles ? [subtitles] : [];
  master.variants = [variant];

  const playlists: Plan['playlists'] = [];
  const segments = new Set<string>();
  for (const uri of [variant.uri, audio?.uri, subtitles?.uri]) {
    if (!uri) continue;
    const url = new URL(uri, masterUrl).href;
    const text = await textOf(url, signal);
    const parsedMedia = HLS.parse(text);
    if (parsedMedia.isMasterPlaylist) throw new Error('a media playlist was expected');
    const media = parsedMedia as HLS.types.MediaPlaylist;
    for (const segment of media.segments) {
      if (segment.map?.uri) segments.add(new URL(segment.map.uri, url).href);
      segments.add(new URL(segment.uri, url).href);
    }
    playlists.push({ url, text });
  }
  return {
    master: { url: masterUrl, text: HLS.stringify(master) },
    playlists,
    segments: [...segments],
    audioLanguage: audio?.language ?? null,
    subtitleLanguage: subtitles?.language ?? null,
    bandwidth: variant.bandwidth,
    height: variant.resolution?.height ?? null,
  };
}

/** Every URL a download stores, playlists first and the master last (what makes it playable). */
export const filesOf = (p: Plan) => [...p.playlists.map((f) => f.url), ...p.segments, p.master.url];

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/**
 * Stores the files of `record` (its `plan`) that are not stored yet, in order, telling `progress` after each; the
 * master playlist goes last, so a download is playable only once whole. A full storage deletes every file of it
 * and throws {@link StorageFullError}: nothing half-written stays.
 */
export async function store(
  record: DownloadRecord,
  p: Plan,
  signal: AbortSignal,
  progress: (done: number, bytes: number) => void,
): Promise<number> {
  const cache = await caches.open(downloadsCache(record.memberId));
  const texts = new Map([...p.playlists, p.master].map((f) => [f.url, f.text]));
  let done = 0;
  let bytes = 0;
  try {
    for (const url of filesOf(p)) {
      signal.throwIfAborted();
      const kept = await cache.match(url);
      if (kept && url !== p.master.url) {
        bytes += (await kept.blob()).size;
      } else {
        const text = texts.get(url);
        let body: Blob;
        let type: string;
        if (text !== undefined) {
          body = new Blob([text]);
          type = M3U8;
        } else {
          const answer = await fetch(url, { signal });
          if (!answer.ok) throw new Error(`${answer.status} ${url}`);
          body = await answer.blob();
          type = answer.headers.get('content-type') ?? 'application/octet-stream';
        }
        await cache.put(url, new Response(body, { headers: { 'Content-Type': type } }));
        bytes += body.size;
      }
      done += 1;
      progress(done, bytes);
    }
  } catch (error) {
    if (isQuotaError(error)) {
      await removeFiles(record);
      throw new StorageFullError();
    }
    throw error;
  }
  return bytes;
}
