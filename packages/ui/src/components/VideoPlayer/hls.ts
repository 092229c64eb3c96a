import type { ErrorData, HlsConfig } from 'hls.js';
import type { types } from 'hls-parser';
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
  if (!hasMediaSource() || deviceSavesData()) return;
  loadHls().catch(() => undefined);
  // The prefetch's playlist reader, so a play's prefetch does not wait for it.
  import('hls-parser').catch(() => undefined);
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
 * Fetches the start of a stream before play is pressed (hover or focus on «تماشا», a title's page on a fast link)
 * into the HTTP cache, where the player's requests for the same URLs find it: the master playlist, the lowest rung's
 * playlist (hls.js starts there, `startConfig`) with its init and first segment, and the first segment of its
 * default audio when that is separate. The playlists are read with hls-parser, not hls.js, so on a first visit the
 * stream's start comes while hls.js itself is still on its way. No CMCD (a prefetch is no viewing; the player's own
 * requests carry it in headers). Stops at `signal`; costs at most `PREFETCH_SEGMENTS` segments when never used.
 * Resolves whether or not it fetched anything.
 */
export async function prefetchStream(
  src: string,
  { dataUsage, signal }: { dataUsage?: DataUsage | null; signal?: AbortSignal } = {},
): Promise<void> {
  if (!mayPrefetch(dataUsage) || signal?.aborted) return;
  const read = async (url: string) => {
    const answer = await fetch(url, signal ? { signal } : {});
    if (!answer.ok) throw new Error(`${answer.status} ${url}`);
    return answer;
  };
  try {
    const masterUrl = new URL(src, document.baseURI).href;
    // The parser's chunk and the master playlist come together: on a first visit the parser is not here yet.
    const [{ parse }, masterText] = await Promise.all([
      import('hls-parser'),
      read(masterUrl).then((answer) => answer.text()),
    ]);
    const master = parse(masterText);
    if (!master.isMasterPlaylist) return;
    const variants = (master as types.MasterPlaylist).variants.filter((variant) => !variant.isIFrameOnly);
    const lowest = variants.reduce<(typeof variants)[number] | undefined>(
      (low, variant) => (!low || variant.bandwidth < low.bandwidth ? variant : low),
      undefined,
    );
    if (!lowest) return;
    const audio = lowest.audio.find((rendition) => rendition.isDefault && rendition.uri);
    const playlists = [lowest.uri, audio?.uri].filter((uri): uri is string => Boolean(uri));
    await Promise.all(
      playlists.map(async (uri) => {
        const url = new URL(uri, masterUrl).href;
        const media = parse(await (await read(url)).text());
        const first = media.isMasterPlaylist ? undefined : (media as types.MediaPlaylist).segments[0];
        if (!first) return;
        const files = [first.map?.uri, first.uri].filter((file): file is string => Boolean(file));
        await Promise.all(files.map(async (file) => (await read(new URL(file, url).href)).arrayBuffer()));
      }),
    );
  } catch {
    // Best effort: a prefetch that failed or was stopped leaves the play to fetch its own start.
  }
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
