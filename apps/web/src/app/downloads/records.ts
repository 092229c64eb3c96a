/**
 * What this device keeps of each download (decision 028): a record beside its files in the downloads cache, so the
 * list, the offline page and the player read one place, with or without a connection.
 */
import type { DownloadGrant, MediaTrack } from '@parde/api-client';

/** The Cache Storage cache of downloads; the service worker answers `/media/stream/…` from it (vite.config.ts). */
export const DOWNLOADS_CACHE = 'parde-downloads-v1';
/** Where records sit in that cache: a path of their own, never asked of the server. */
const RECORD_PATH = '/offline-downloads/';

/** A download on this device: the member it is for, the grant it came from, the rendition it keeps and how far it got. */
export interface DownloadRecord {
  /** The member (profile) that made it: only that member lists, plays and syncs it. */
  memberId: number;
  videoId: number;
  grantId: number;
  type: DownloadGrant['type'];
  contentId: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  /** The signed master playlist the files were stored under: the player plays it, the worker answers it. */
  url: string;
  expiresAt: string;
  firstPlayedAt: string | null;
  /** A first play made offline whose report has not reached the server yet. */
  playUnreported: boolean;
  audioTracks: MediaTrack[];
  subtitleTracks: MediaTrack[];
  /** Every file's URL (playlists, segments, the master last); empty until the rendition was read. */
  files: string[];
  /** Files stored so far, and their bytes. */
  done: number;
  bytes: number;
  /** `complete` once the master playlist is stored (and so the download is playable). */
  status: 'partial' | 'complete';
  savedAt: string;
}

/** Storage is full (or the browser refused the space): nothing of the download was kept. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

/** Where a member's download of a video keeps its record: two members of one browser each keep their own. */
export const recordKey = (memberId: number, videoId: number) =>
  new URL(`${RECORD_PATH}${memberId}/${videoId}.json`, window.location.origin).href;

const isRecordKey = (url: string) => new URL(url).pathname.startsWith(RECORD_PATH);

/** The downloads on this device, the newest first: every member's, or one member's; none without Cache Storage. */
export async function readRecords(memberId?: number): Promise<DownloadRecord[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(DOWNLOADS_CACHE);
  const keys = (await cache.keys()).filter((request) => isRecordKey(request.url));
  const records = await Promise.all(
    keys.map(async (request) => (await (await cache.match(request))?.json()) as DownloadRecord | undefined),
  );
  return records
    .filter((record): record is DownloadRecord => typeof record?.memberId === 'number')
    .filter((record) => memberId === undefined || record.memberId === memberId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** One member's download of a video, when this device has it. */
export async function readRecord(memberId: number, videoId: number): Promise<DownloadRecord | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(DOWNLOADS_CACHE);
  return (await (await cache.match(recordKey(memberId, videoId)))?.json()) as DownloadRecord | undefined;
}

/** Writes a record; a full storage throws {@link StorageFullError}. */
export async function writeRecord(record: DownloadRecord): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  try {
    await cache.put(
      recordKey(record.memberId, record.videoId),
      new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw new StorageFullError();
    throw error;
  }
}

/** When a download stops playing: the grant's expiry, or 48 hours after a first play this device made. */
export function isExpired(record: Pick<DownloadRecord, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(record.expiresAt) <= now;
}

/**
 * Deletes a download: its record, and every stored file of it that no other record lists (two members' grants of a
 * video signed in the same second share their files' URLs).
 */
export async function removeFiles(record: Pick<DownloadRecord, 'memberId' | 'videoId' | 'files'>): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.delete(recordKey(record.memberId, record.videoId));
  const kept = new Set((await readRecords()).flatMap((other) => other.files));
  await Promise.all(record.files.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
}
