import type { ErrorData, HlsConfig } from 'hls.js';
import { type DataUsage, deviceSavesData } from './dataUsage';

/** Why a stream could not play: `expired` (the signed link was refused), `network`, `media` (could not decode) or
 *  `unsupported` (no HLS in this browser). */
export type VideoErrorKind = 'expired' | 'network' | 'media' | 'unsupported';

/** The hls.js class, fetched once per page on first use. */
export type HlsClass = typeof import('hls.js').default;

let pending: Promise<HlsClass> | undefined;

/**
 * Loads hls.js in a chunk of its own, the first time a player mounts; a failed download may be tried again. The full
 * build, not the light one: only it plays alternate audio renditions and WebVTT subtitles (decision 012).
 */
export function loadHls(): Promise<HlsClass> {
  pending ??= import('hls.js').then(
    (module) => module.default,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether this browser has Media Source Extensions at all; without them hls.js cannot play and is not fetched. */
export function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

/**
 * Fetches the player's script before a play is asked for (a title's page, the watch page before its title is read),
 * so a viewer who presses play waits for the stream alone. Nothing where hls.js would not play, nor on a device that
 * asks to save data (it is fetched when a player mounts there).
 */
export function preloadPlayer(): void {
  if (hasMediaSource() && !deviceSavesData()) loadHls().catch(() => undefined);
}

/**
 * How every stream starts (decision 034): the first segment from the lowest rung, whatever the connection (hls.js's
 * ABR climbs from the next one on what it measured), and rungs fitted to the player's size except in «زیاد».
 */
export function startConfig(mode: DataUsage): Pick<HlsConfig, 'startLevel' | 'capLevelToPlayerSize'> {
  return { startLevel: 0, capLevelToPlayerSize: mode !== 'high' };
}

/**
 * Common Media Client Data for a stream (decision 046): in request headers when the media is on the page's own
 * origin, so a playlist's or segment's URL is the same on every request and a prefetched copy in the HTTP cache is
 * the one hls.js asks for; as query parameters for media on another origin, where headers would cost a CORS preflight
 * per URL and the CDN keeps `CMCD` out of its cache key.
 */
export function cmcdConfig(src: string, sessionId: string, contentId: string): HlsConfig['cmcd'] {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  const sameOrigin = new URL(src, base).origin === new URL(base).origin;
  return { sessionId, contentId, useHeaders: sameOrigin };
}

/** How many media segments a prefetch may cost: the first one of the lowest rung (and its audio, when separate). */
export const PREFETCH_SEGMENTS = 2;

/** Whether a prefetch may spend the viewer's data now: not on «کم» nor when the device asks to save data. */
export function mayPrefetch(mode: DataUsage | null | undefined): boolean {
  return hasMediaSource() && !deviceSavesData() && mode !== 'low';
}

/**
 * Fetches the start of a stream before play is pressed (hover or focus on «تماشا», a title's page on a fast link):
 * the master playlist, the lowest rung's playlist and its first segment with its init segment, through hls.js itself
 * (`startFragPrefetch` loads the first fragment before any media is attached), with the player's own start
 * configuration and no CMCD in the URL, so the player's requests for the same link hit the HTTP cache. Stops after
 * the first fragment, or at `signal`; costs at most `PREFETCH_SEGMENTS` segments when never used. Resolves whether
 * or not it fetched anything.
 */
export async function prefetchStream(
  src: string,
  { dataUsage, signal }: { dataUsage?: DataUsage | null; signal?: AbortSignal } = {},
): Promise<void> {
  if (!mayPrefetch(dataUsage) || signal?.aborted) return;
  const Hls = await loadHls().catch(() => undefined);
  if (!Hls?.isSupported() || signal?.aborted) return;
  const hls = new Hls({
    ...startConfig(dataUsage ?? 'auto'),
    startFragPrefetch: true,
    // No CMCD: a prefetch is no viewing (the player's own requests for the same URLs carry it, in headers).
    // Only the lowest rung: no bandwidth test, no second level.
    abrEwmaDefaultEstimate: 1,
    maxBufferLength: 1,
    maxMaxBufferLength: 1,
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      signal?.removeEventListener('abort', done);
      hls.destroy();
      resolve();
    };
    signal?.addEventListener('abort', done, { once: true });
    hls.on(Hls.Events.FRAG_LOADED, done);
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) done();
    });
    hls.loadSource(src);
  });
}

// Statuses with which a signing server refuses a link: not signed in or tampered (401), not allowed (403), expired (410).
const refused = new Set([401, 403, 410]);

/** The kind of a fatal hls.js error: a refused playlist or segment means the signed link has expired. */
export function errorKindOf(data: Pick<ErrorData, 'type' | 'response'>): VideoErrorKind {
  const type: string = data.type; // the ErrorTypes enum's value, read without importing hls.js
  if (type === 'networkError') return refused.has(data.response?.code ?? 0) ? 'expired' : 'network';
  return 'media';
}

// hls.js's NetworkErrorAction.RetryRequest (a const enum, not importable without loading hls.js).
const RETRY_REQUEST = 5;
const subtitleLoadFailures = new Set([
  'subtitleTrackLoadError',
  'subtitleTrackLoadTimeOut',
  'fragLoadError',
  'fragLoadTimeOut',
]);

/**
 * Whether a non-fatal hls.js error means the subtitles could not be loaded: a subtitle playlist or subtitle file that
 * failed and that hls.js will not try again. A request hls.js aborted (a seek, a track switch) or one it is retrying
 * is no failure.
 */
export function isSubtitleFailure(data: Pick<ErrorData, 'details' | 'frag' | 'errorAction'>): boolean {
  const details: string = data.details;
  if (!subtitleLoadFailures.has(details)) return false;
  if (details.startsWith('frag') && data.frag?.type !== 'subtitle') return false;
  return (data.errorAction?.action as number | undefined) !== RETRY_REQUEST;
}

/** The kind of a native `<video>` error (browsers with their own HLS, such as Safari). */
export function nativeErrorKindOf(error: MediaError | null): VideoErrorKind {
  // Native HLS reports a refused or missing playlist as "source not supported": treat it as a network failure so
  // the retry (with a fresh link) is offered.
  if (error?.code === MediaError.MEDIA_ERR_DECODE) return 'media';
  return 'network';
}
