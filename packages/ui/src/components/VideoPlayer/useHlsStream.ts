import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type DataUsage, levelCapFor } from './dataUsage';
import {
  cmcdConfig,
  errorKindOf,
  type HlsClass,
  hasMediaSource,
  isSubtitleFailure,
  loadHls,
  nativeErrorKindOf,
  startConfig,
  type VideoErrorKind,
} from './hls';

/** A rung of the quality ladder. */
export interface Level {
  index: number;
  height: number;
  /** The rung's declared `BANDWIDTH`, in bits per second. */
  bitrate: number;
}

/** An audio or subtitle rendition of the stream, as its master playlist names it. */
export interface StreamTrack {
  /** hls.js's index of the track. */
  id: number;
  /** BCP 47 (`fa`, `en`). */
  language: string;
  /** The playlist's NAME, a Persian label such as «فارسی (دوبله)». */
  name: string;
}

/** Automatic quality, and no subtitles: hls.js's -1. */
export const AUTO_LEVEL = -1;
export const SUBTITLES_OFF = -1;

/** What the stream hook is given. */
export interface StreamOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  src: string | null;
  streamId?: string | number | undefined;
  startPosition?: number | undefined;
  autoPlay: boolean;
  /** Whether playback has begun (a failed link mid-film is then renewed silently). */
  started: boolean;
  /** The audio language to pick when the stream offers it; null or absent: the stream's default. */
  audioLanguage?: string | null | undefined;
  /** The subtitle language to show when the stream offers it; null: off. */
  subtitleLanguage?: string | null | undefined;
  /** «مصرف داده»: caps the rungs hls.js may choose from the next segment on. @default 'auto' */
  dataUsage?: DataUsage | undefined;
  onError?: ((kind: VideoErrorKind) => void) | undefined;
  onRetry?: (() => void) | undefined;
}

/** No cap from the player's size nor from the data mode yet (hls.js's -1), for a newly loaded stream. */
const freshCaps = () => ({ size: -1, data: -1, mode: null as DataUsage | null, writing: false });

/** A URL up to and including its last `/`: the folder a playlist's relative paths resolve against. */
const prefixOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

const trackOf = (track: { lang?: string; name: string }, id: number): StreamTrack => ({
  id,
  language: track.lang ?? '',
  name: track.name,
});

/**
 * Plays `src` in the video element: hls.js (fetched when the player mounts) wherever Media Source Extensions work,
 * the browser's own HLS elsewhere (iPhone Safari). It offers the quality ladder and the audio and subtitle
 * renditions, moves to a renewed link of the same `streamId` without reloading, recovers a decoder hiccup once, and
 * renews an expired link silently once a minute while the viewer watches.
 */
export function useHlsStream(options: StreamOptions) {
  const { videoRef, src, streamId, startPosition, autoPlay, started, onError, onRetry } = options;
  const hlsRef = useRef<InstanceType<HlsClass> | null>(null);
  // The newest link, read by hls.js for each request (see `streamId`).
  const latestSrc = useRef(src);
  latestSrc.current = src;
  // Set by a retry: the next load continues from here instead of `startPosition`.
  const retryFrom = useRef<number | undefined>(undefined);
  // A play asked for before the stream is attached: attaching resets the element, which would drop it.
  const playWanted = useRef(false);
  const attached = useRef(false);
  const lastAutoRetry = useRef(0);

  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<VideoErrorKind | null>(null);
  const [playRequested, setPlayRequested] = useState(false);
  const [levels, setLevels] = useState<Level[]>([]);
  const [chosenLevel, setChosenLevel] = useState(AUTO_LEVEL);
  const [playingLevel, setPlayingLevel] = useState<number | undefined>(undefined);
  const [audioTracks, setAudioTracks] = useState<StreamTrack[]>([]);
  const [audioTrack, setAudioTrack] = useState(-1);
  const [subtitleTracks, setSubtitleTracks] = useState<StreamTrack[]>([]);
  const [subtitleTrack, setSubtitleTrack] = useState(SUBTITLES_OFF);
  const [subtitleFailed, setSubtitleFailed] = useState(false);
  // The highest rung index the data mode allows (hls.js's autoLevelCapping), -1 for none.
  const [levelCap, setLevelCap] = useState(AUTO_LEVEL);
  // Bytes of playlists and segments hls.js loaded for this stream (null with the browser's own HLS, which tells none).
  const [bytesUsed, setBytesUsed] = useState<number | null>(null);
  const meteredStream = useRef<string | number | null>(null);
  // The CMCD session id of the stream now loaded (a new one per load), shared with the quality report.
  const [sessionId, setSessionId] = useState(() => crypto.randomUUID());

  const streamReady = useEffectEvent(() => {
    attached.current = true;
    if (playWanted.current || autoPlay) {
      playWanted.current = false;
      // A browser that refuses to start on its own (autoplay policy) leaves the big play button.
      videoRef.current?.play().catch(() => setPlayRequested(false));
    }
  });

  const retry = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) retryFrom.current = video.currentTime;
    // Whoever was watching goes on watching once the fresh stream is attached.
    playWanted.current = started;
    setError(null);
    setAttempt((n) => n + 1);
    onRetry?.();
  };

  const fail = useEffectEvent((kind: VideoErrorKind) => {
    // A link that expired mid-film (a laptop woken from sleep, a browser playing HLS itself, which cannot move to a
    // renewed link): a fresh one is fetched without troubling the viewer, at most once a minute.
    if (kind === 'expired' && onRetry && started && Date.now() - lastAutoRetry.current > 60_000) {
      lastAutoRetry.current = Date.now();
      retry();
      return;
    }
    setPlayRequested(false);
    setError(kind);
    onError?.(kind);
  });

  // Read when a stream loads: a later `startPosition` (the app refreshing its data) must not restart playback.
  const takeStart = useEffectEvent(() => {
    const start = retryFrom.current ?? startPosition ?? 0;
    retryFrom.current = undefined;
    return start;
  });

  const takeLanguages = useEffectEvent(() => ({ audio: options.audioLanguage, subtitles: options.subtitleLanguage }));
  const takeDataUsage = useEffectEvent(() => options.dataUsage ?? 'auto');

  // The viewer's languages, applied when the renditions become known and whenever the preference changes.
  const applyAudio = useEffectEvent(() => {
    const hls = hlsRef.current;
    const wanted = options.audioLanguage;
    if (!hls || !wanted) return;
    const index = hls.audioTracks.findIndex((track) => track.lang === wanted);
    if (index >= 0 && index !== hls.audioTrack) hls.audioTrack = index;
  });
  const applySubtitles = useEffectEvent(() => {
    const hls = hlsRef.current;
    if (!hls || hls.subtitleTracks.length === 0) return;
    const wanted = options.subtitleLanguage;
    const index = wanted ? hls.subtitleTracks.findIndex((track) => track.lang === wanted) : SUBTITLES_OFF;
    if (index !== hls.subtitleTrack) hls.subtitleTrack = index;
    setSubtitleTrack(index);
  });
  // The data mode as hls.js's own level cap (autoLevelCapping). hls.js's player-size cap writes autoLevelCapping
  // itself on every resize: each of its writes is remembered and kept under the mode's cap, so both hold.
  const caps = useRef(freshCaps());
  const writeCap = (hls: InstanceType<HlsClass>) => {
    const { size, data } = caps.current;
    caps.current.writing = true;
    hls.autoLevelCapping = data < 0 ? size : size < 0 ? data : Math.min(size, data);
    caps.current.writing = false;
    // hls.js keeps its last choice for the next segment even above a lowered cap; its own setter clamps it.
    if (hls.nextAutoLevel > hls.maxAutoLevel) hls.nextAutoLevel = hls.maxAutoLevel;
  };
  const capLevels = (mode: DataUsage, switchNow: boolean) => {
    const hls = hlsRef.current;
    if (!hls || hls.levels.length === 0 || (switchNow && caps.current.mode === mode)) return;
    const cap = levelCapFor(
      mode,
      hls.levels.map((level) => level.bitrate),
    );
    Object.assign(caps.current, { mode, data: cap });
    setLevelCap(cap);
    // «زیاد» is the best rung the connection carries, whatever the player's size.
    if (mode === 'high') caps.current.size = AUTO_LEVEL;
    hls.capLevelToPlayerSize = mode !== 'high';
    writeCap(hls);
    if (!switchNow) return;
    // From the next segment: hls.js drops what it buffered past the playing segment and loads on within the cap;
    // a rung chosen by hand gives way to the mode.
    hls.nextLevel = AUTO_LEVEL;
    setChosenLevel(AUTO_LEVEL);
  };
  const followDataUsage = useEffectEvent(() => capLevels(options.dataUsage ?? 'auto', true));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the preference is read inside the effect event
  useEffect(followDataUsage, [options.dataUsage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preferences are read inside the effect events
  useEffect(applyAudio, [options.audioLanguage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useEffect(applySubtitles, [options.subtitleLanguage]);

  // Fetches hls.js at once, while the app is still getting the signed link.
  useEffect(() => {
    if (hasMediaSource()) loadHls().catch(() => undefined);
  }, []);

  // A renewed link of the same stream keeps the key, so it does not reload (see `streamId`).
  const streamKey = src === null ? null : (streamId ?? src);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a retry reloading the same `src`; `streamKey` stands for `src`
  useEffect(() => {
    const video = videoRef.current;
    if (!video || src === null) return;
    let cancelled = false;
    const start = takeStart();
    const languages = takeLanguages();
    const session = crypto.randomUUID();
    setSessionId(session);
    setError(null);
    setLevels([]);
    setChosenLevel(AUTO_LEVEL);
    setPlayingLevel(undefined);
    setAudioTracks([]);
    setSubtitleTracks([]);
    setSubtitleTrack(SUBTITLES_OFF);
    setSubtitleFailed(false);
    setLevelCap(AUTO_LEVEL);
    // A retry of the same stream goes on counting; another stream starts from nothing.
    const sameStream = meteredStream.current === streamKey;
    meteredStream.current = streamKey;

    const playNatively = () => {
      setBytesUsed(null);
      video.src = src;
      streamReady();
      if (start > 0)
        video.addEventListener(
          'loadedmetadata',
          () => {
            video.currentTime = start;
          },
          { once: true },
        );
    };

    const attach = async () => {
      const Hls = hasMediaSource() ? await loadHls() : undefined;
      if (cancelled) return;
      // hls.js first: Debian's Chromium answers "maybe" to the HLS type yet cannot play it natively.
      if (Hls?.isSupported()) {
        const loaded = new URL(src, document.baseURI).href;
        const hls = new Hls({
          ...startConfig(takeDataUsage()),
          startPosition: start > 0 ? start : -1,
          // Common Media Client Data on every playlist and segment request (session, content, buffer length), joined
          // with the quality report: in headers on the page's origin, so a prefetched URL is the URL asked for.
          cmcd: cmcdConfig(src, session, String(streamId ?? 'stream')),
          // The viewer's languages from the start (applyAudio and applySubtitles hold them afterwards).
          ...(languages.audio ? { audioPreference: { lang: languages.audio } } : {}),
          ...(languages.subtitles ? { subtitlePreference: { lang: languages.subtitles } } : {}),
          // Playlists and segments of a renewed link sit under its own prefix: each request moves from the prefix
          // the stream was loaded with to the newest one.
          xhrSetup: (xhr, url) => {
            const latest = latestSrc.current;
            if (latest === null || latest === src) return;
            const from = prefixOf(loaded);
            if (url.startsWith(from))
              xhr.open('GET', `${prefixOf(new URL(latest, document.baseURI).href)}${url.slice(from.length)}`, true);
          },
        });
        // The cues are drawn by the player (Subtitles.tsx), right to left; the browser's own rendering stays hidden.
        hls.subtitleDisplay = false;
        hlsRef.current = hls;
        let recovered = false;
        caps.current = freshCaps();
        hls.on(Hls.Events.MAX_AUTO_LEVEL_UPDATED, (_event, data) => {
          if (caps.current.writing) return;
          caps.current.size = data.autoLevelCapping;
          const { data: cap } = caps.current;
          if (cap >= 0 && (data.autoLevelCapping < 0 || data.autoLevelCapping > cap)) writeCap(hls);
        });
        if (!sameStream) setBytesUsed(0);
        const count = (bytes: number) => setBytesUsed((used) => (used ?? 0) + bytes);
        hls.on(Hls.Events.FRAG_LOADED, (_event, data) => count(data.frag.stats.loaded));
        hls.on(Hls.Events.MANIFEST_LOADED, (_event, data) => count(data.stats.loaded));
        hls.on(Hls.Events.LEVEL_LOADED, (_event, data) => count(data.stats.loaded));
        hls.on(Hls.Events.AUDIO_TRACK_LOADED, (_event, data) => count(data.stats.loaded));
        hls.on(Hls.Events.SUBTITLE_TRACK_LOADED, (_event, data) => count(data.stats.loaded));
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(
            data.levels
              .map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }))
              .sort((a, b) => a.height - b.height || a.index - b.index),
          );
          // Before the first segment is asked for (the first comes from the lowest rung: startLevel 0).
          capLevels(takeDataUsage(), false);
          streamReady();
        });
        hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setPlayingLevel(data.level));
        hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          // One rendition is no choice: the menu shows only when there are two or more.
          setAudioTracks(data.audioTracks.length > 1 ? data.audioTracks.map(trackOf) : []);
          setAudioTrack(hls.audioTrack);
          // hls.js picks its own track right after this event: the preference is applied after it.
          queueMicrotask(applyAudio);
        });
        hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_event, data) => setAudioTrack(data.id));
        hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
          setSubtitleTracks(data.subtitleTracks.map(trackOf));
          queueMicrotask(applySubtitles);
        });
        hls.on(Hls.Events.SUBTITLE_TRACK_SWITCH, (_event, data) => {
          setSubtitleTrack(data.id);
          setSubtitleFailed(false);
        });
        // Cues arriving prove the subtitles load, whatever an earlier request did.
        hls.on(Hls.Events.SUBTITLE_FRAG_PROCESSED, (_event, data) => {
          if (data.success) setSubtitleFailed(false);
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          // A subtitle file that cannot be loaded costs the subtitles, never the film.
          if (!data.fatal) {
            if (isSubtitleFailure(data)) setSubtitleFailed(true);
            return;
          }
          // A decoder hiccup usually clears after one recovery; a second one is reported.
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            hls.recoverMediaError();
            return;
          }
          retryFrom.current = video.currentTime || start;
          hls.destroy();
          hlsRef.current = null;
          fail(errorKindOf(data));
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        playNatively();
      } else {
        fail('unsupported');
      }
    };
    attach().catch(() => {
      if (!cancelled) fail('network');
    });

    // With the browser's own HLS its error event is the only one; with hls.js, hls.js's says more.
    const onNativeError = () => {
      if (!hlsRef.current && video.getAttribute('src')) fail(nativeErrorKindOf(video.error));
    };
    video.addEventListener('error', onNativeError);

    return () => {
      cancelled = true;
      attached.current = false;
      video.removeEventListener('error', onNativeError);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      if (video.getAttribute('src')) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [streamKey, attempt]);

  return {
    /** The CMCD session id of the loaded stream. */
    sessionId,
    error,
    /** A play was asked for and the first frame has not come yet. */
    playRequested,
    /** The rungs the data mode allows, lowest first: the quality menu offers these. */
    levels: levelCap === AUTO_LEVEL ? levels : levels.filter((level) => level.index <= levelCap),
    chosenLevel,
    /** Bytes this stream has loaded so far; null when the browser plays HLS itself. */
    bytesUsed,
    playingLevel,
    audioTracks,
    audioTrack,
    subtitleTracks,
    subtitleTrack,
    /** The chosen subtitles could not be loaded; the video plays on without them. */
    subtitleFailed,
    /** Starts playback, now or as soon as the stream is attached. */
    play() {
      const video = videoRef.current;
      if (!video || src === null) return;
      setPlayRequested(true);
      if (attached.current) video.play().catch(() => setPlayRequested(false));
      else playWanted.current = true;
    },
    retry,
    chooseLevel(level: number) {
      setChosenLevel(level);
      // `currentLevel` switches at once (flushing what is buffered) so the choice is visible; -1 is automatic.
      if (hlsRef.current) hlsRef.current.currentLevel = level;
    },
    /** A data mode was chosen in the menu: hls.js's cap changes now, before the app's state comes back. */
    chooseDataUsage(mode: DataUsage) {
      capLevels(mode, true);
    },
    chooseAudio(id: number) {
      // hls.js fetches the rendition's playlist and switches without stopping playback.
      if (hlsRef.current) hlsRef.current.audioTrack = id;
    },
    chooseSubtitles(id: number) {
      setSubtitleFailed(false);
      setSubtitleTrack(id);
      if (hlsRef.current) hlsRef.current.subtitleTrack = id;
    },
  };
}
