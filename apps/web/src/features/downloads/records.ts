/**
 * What this device keeps of each download (decision 028): a record beside its files in its member's downloads cache,
 * so the list, the offline page and the player read one place, with or without a connection. Each member has a cache
 * of its own, and the service worker answers a member's files only while that member is active (decision 041).
 */
import type { DownloadGrant, MediaTrack } from '@parde/api-client';

/**
 * The Cache Storage caches of downloads, one per member (`parde-downloads-m<member>`); the service worker answers
 * `/media/stream/…` from the active member's (vite.config.ts, which repeats these names).
 */
export const DOWNLOADS_CACHE_PREFIX = 'parde-downloads-m';
/** The one shared cache of every member's downloads before decision 041: moved into the members' caches. */
const SHARED_CACHE = 'parde-downloads-v1';
/** Where the active member is written for the service worker, which cannot read the token in local storage. */
export const ACTIVE_MEMBER_CACHE = 'parde-active-member';
export const ACTIVE_MEMBER_PATH = '/offline-downloads/active.json';
/** Where records sit in a member's cache: a path of their own, never asked of the server. */
const RECORD_PATH = '/offline-downloads/';

/** The downloads cache of a member. */
export const downloadsCache = (memberId: number) => `${DOWNLOADS_CACHE_PREFIX}${memberId}`;
const memberOfCache = (name: string) =>
  name.startsWith(DOWNLOADS_CACHE_PREFIX) ? Number(name.slice(DOWNLOADS_CACHE_PREFIX.length)) : Number.NaN;

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
  /**
   * The languages kept (issue #40), so an interrupted download goes on with them; absent in records written before
   * they were chosen per download.
   */
  audioLanguage?: string | null;
  subtitleLanguage?: string | null;
  /** Every file's URL (playlists, segments, the master last); empty until the rendition was read. */
  files: string[];
  /**
   * The master playlist cut to the kept rendition, while partial: whoever finishes the download (this tab, another,
   * or the service worker after a Background Fetch) stores the same one last.
   */
  master?: string;
  /** Files stored so far, and their bytes. */
  done: number;
  bytes: number;
  /**
   * `complete` once the master playlist is stored (and so the download is playable); `revoked` when its grant ended
   * elsewhere: its files are gone and it stays listed as expired until deleted (issue #40).
   */
  status: 'partial' | 'complete' | 'revoked';
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

let moved: Promise<void> | undefined;
/**
 * Moves the shared cache of before decision 041 into the members' caches, once per page: each record and the files
 * it lists go to its member's cache; records of no member are dropped. The shared cache is deleted only once no new
 * worker waits: until the viewer takes the new version, the old worker still answers the player from it.
 */
function moveSharedCache(): Promise<void> {
  moved ??= (async () => {
    if (!(await caches.has(SHARED_CACHE))) return;
    const shared = await caches.open(SHARED_CACHE);
    for (const key of (await shared.keys()).filter((request) => isRecordKey(request.url))) {
      const record = (await (await shared.match(key))?.json()) as DownloadRecord | undefined;
      if (typeof record?.memberId !== 'number') continue;
      const cache = await caches.open(downloadsCache(record.memberId));
      if (await cache.match(key)) continue;
      // The record last, so a move cut short is taken up again by the next page.
      for (const url of [...record.files, key.url]) {
        const kept = await shared.match(url);
        if (kept) await cache.put(url, kept);
      }
    }
    if ((await navigator.serviceWorker?.getRegistration())?.waiting) return;
    await caches.delete(SHARED_CACHE);
  })().catch(() => undefined);
  return moved;
}

/** The members that have downloads on this device. */
export async function membersWithDownloads(): Promise<number[]> {
  if (typeof caches === 'undefined') return [];
  await moveSharedCache();
  return (await caches.keys()).map(memberOfCache).filter((member) => Number.isInteger(member));
}

/** Whether this device keeps any download (so a sync has something to compare). */
export async function hasDownloads(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return (await caches.has(SHARED_CACHE)) || (await membersWithDownloads()).length > 0;
}

/** Reads the records of one member's cache. */
async function recordsOf(memberId: number): Promise<DownloadRecord[]> {
  const name = downloadsCache(memberId);
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const keys = (await cache.keys()).filter((request) => isRecordKey(request.url));
  const records = await Promise.all(
    keys.map(async (request) => (await (await cache.match(request))?.json()) as DownloadRecord | undefined),
  );
  return records.filter((record): record is DownloadRecord => record?.memberId === memberId);
}

/** The downloads on this device, the newest first: every member's, or one member's; none without Cache Storage. */
export async function readRecords(memberId?: number): Promise<DownloadRecord[]> {
  if (typeof caches === 'undefined') return [];
  await moveSharedCache();
  const members = memberId === undefined ? await membersWithDownloads() : [memberId];
  const records = (await Promise.all(members.map(recordsOf))).flat();
  return records.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** One member's download of a video, when this device has it. */
export async function readRecord(memberId: number, videoId: number): Promise<DownloadRecord | undefined> {
  if (typeof caches === 'undefined') return undefined;
  await moveSharedCache();
  // Matched by the cache's name, not opened: opening creates the cache, and a read just after a sign-out's removal
  // would leave the member's cache behind.
  const hit = await caches.match(recordKey(memberId, videoId), { cacheName: downloadsCache(memberId) });
  return (await hit?.json()) as DownloadRecord | undefined;
}

/** Writes a record; a full storage throws {@link StorageFullError}. */
export async function writeRecord(record: DownloadRecord): Promise<void> {
  const cache = await caches.open(downloadsCache(record.memberId));
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

/**
 * Tells the service worker which member is active (null: no one), so it answers only that member's files. Written
 * on every sign-in and member choice; the worker reads it for each stream request.
 */
export async function activeMemberChanged(memberId: number | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const key = new URL(ACTIVE_MEMBER_PATH, window.location.origin).href;
  if (memberId === null) {
    await caches.delete(ACTIVE_MEMBER_CACHE);
    return;
  }
  const cache = await caches.open(ACTIVE_MEMBER_CACHE);
  await cache.put(key, new Response(JSON.stringify({ memberId }), { headers: { 'Content-Type': 'application/json' } }));
}

/** Where this device's own key is kept: random, never sent but to keep and take back a member's downloads. */
const DEVICE_KEY = 'parde-device-key';

/** This device's key (made on first use); it stays past a sign-out, which is its point. */
export function deviceKey(): string {
  let key = localStorage.getItem(DEVICE_KEY);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    key = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(DEVICE_KEY, key);
  }
  return key;
}

/** Deletes every member's downloads on this device but `memberId`'s, kept for its return. */
export async function removeOthers(memberId: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter(
    (name) => name.startsWith(DOWNLOADS_CACHE_PREFIX) && name !== downloadsCache(memberId),
  );
  await Promise.all([...names, SHARED_CACHE, ACTIVE_MEMBER_CACHE].map((name) => caches.delete(name)));
}

/**
 * Deletes what a member's cache holds that no record names (files of a download cut before its record was
 * written), so no stored byte is outside the list; the files of downloads this tab runs are left to them.
 */
export async function sweepStrays(memberId: number, running: ReadonlySet<number>): Promise<void> {
  const name = downloadsCache(memberId);
  if (!(await caches.has(name))) return;
  const records = await recordsOf(memberId);
  if (records.some((record) => running.has(record.videoId))) return;
  const named = new Set(records.flatMap((record) => [...record.files, recordKey(memberId, record.videoId)]));
  const cache = await caches.open(name);
  await Promise.all(
    (await cache.keys()).filter((request) => !named.has(request.url)).map((request) => cache.delete(request)),
  );
}

/** Deletes every member's downloads on this device (the session ended). */
export async function removeAll(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter((name) => name.startsWith(DOWNLOADS_CACHE_PREFIX));
  await Promise.all([...names, SHARED_CACHE, ACTIVE_MEMBER_CACHE].map((name) => caches.delete(name)));
}

/** When a download stops playing: the grant's expiry, or 48 hours after a first play this device made. */
export function isExpired(record: Pick<DownloadRecord, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(record.expiresAt) <= now;
}

/**
 * Deletes a download: its record, and every stored file of it that no other record of its member lists; a member's
 * cache left with nothing is deleted.
 */
export async function removeFiles(record: Pick<DownloadRecord, 'memberId' | 'videoId' | 'files'>): Promise<void> {
  const name = downloadsCache(record.memberId);
  if (!(await caches.has(name))) return;
  const cache = await caches.open(name);
  await cache.delete(recordKey(record.memberId, record.videoId));
  const kept = new Set((await recordsOf(record.memberId)).flatMap((other) => other.files));
  await Promise.all(record.files.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
  if ((await cache.keys()).length === 0) await caches.delete(name);
}
