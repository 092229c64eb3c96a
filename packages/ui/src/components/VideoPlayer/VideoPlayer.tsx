import { formatClock, toPersianDigits } from '@parde/fa';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Loader } from '../Loader/Loader';
import { errorKindOf, type HlsClass, hasMediaSource, loadHls, nativeErrorKindOf, type VideoErrorKind } from './hls';
import * as styles from './VideoPlayer.css';

export type { VideoErrorKind } from './hls';

/** Why `onProgress` was called. */
export type ProgressReason = 'interval' | 'pause' | 'ended' | 'leave';

/** A playback position for the server: seconds from the start and the length of the video. */
export interface ProgressReport {
  position: number;
  duration: number;
  reason: ProgressReason;
}

/** How often `onProgress` reports while the video plays, in ms. */
export const PROGRESS_INTERVAL_MS = 15_000;
/** How far the arrow keys seek, in seconds. */
export const SEEK_STEP_SECONDS = 10;
/** Idle time after which the controls fade out while the video plays, in ms. */
export const CONTROLS_HIDE_AFTER_MS = 3000;

/** The default message for a stream that cannot play. */
export const VIDEO_ERROR_MESSAGE = 'پخش ویدیو ممکن نشد؛ پیوند پخش منقضی شده یا در دسترس نیست.';
const UNSUPPORTED_MESSAGE = 'این مرورگر پخش ویدیو را پشتیبانی نمی‌کند؛ لطفاً مرورگر دیگری را امتحان کنید.';

/** Props of `VideoPlayer`. */
export interface VideoPlayerProps {
  /** HLS master playlist URL (a signed link); `null` while the app is fetching it. */
  src: string | null;
  /**
   * The stream `src` plays. A later `src` with the same `streamId` is a renewed link to it (the old one is about to
   * expire): the player's next requests go to the new link, with no reload and no pause. Without it, every new `src`
   * loads afresh.
   */
  streamId?: string | number;
  /** Picture shown before playback starts. */
  poster?: string;
  /** Title of the video, for the labels read by screen readers. */
  title: string;
  /** Where to start, in seconds (the resume point); ignored for a new `src` given after a retry. */
  startPosition?: number;
  /** Starts playing as soon as it can (if the browser allows it); otherwise the big play button waits for a click. */
  autoPlay?: boolean;
  /** Position reports: about every 15 s of playback, on pause, at the end and when the page is left or the player
   *  unmounts (send that one with `keepalive`). */
  onProgress?: (report: ProgressReport) => void;
  /** A stream failed; `expired` means the signed link was refused. */
  onError?: (kind: VideoErrorKind) => void;
  /** The retry button was pressed: fetch a fresh signed link and pass it as `src`; playback continues where it
   *  stopped. Without it, the player reloads the same `src`. */
  onRetry?: () => void;
  /** Replaces the default Persian error message. */
  errorMessage?: string;
  className?: string;
}

interface Level {
  index: number;
  height: number;
}

const AUTO_LEVEL = -1;

/** A URL up to and including its last `/`: the folder a playlist's relative paths resolve against. */
const prefixOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/** A clock for the display; NaN before metadata and Infinity for live streams have none. */
const clock = (seconds: number) => (Number.isFinite(seconds) && seconds >= 0 ? formatClock(seconds) : '--:--');

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The key of a shortcut, by physical key so it works with a Persian keyboard layout too (k is «ن» there). */
function shortcutKey(event: KeyboardEvent): string {
  if (event.code === 'Space' || event.key === ' ') return 'space';
  if (event.code?.startsWith('Key')) return event.code.slice(3).toLowerCase();
  return event.key;
}

/**
 * An HLS video player with its own right-to-left Persian controls. hls.js is downloaded when a player mounts (a
 * separate chunk) and used wherever Media Source Extensions work; elsewhere (iPhone Safari) the browser's own HLS
 * plays. The controls are laid out left to right, like a tape, as in most players (and Material's bidirectionality
 * guidance): play at the left, the seek bar filling from the left, the right arrow seeking forward and the left
 * arrow back, whatever the page direction. Before the first play only the big play button shows.
 */
export function VideoPlayer({
  src,
  streamId,
  poster,
  title,
  startPosition,
  autoPlay = false,
  onProgress,
  onError,
  onRetry,
  errorMessage,
  className,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const volumeRef = useRef<HTMLInputElement>(null);
  const hlsRef = useRef<InstanceType<HlsClass> | null>(null);
  // The newest link, read by hls.js for each request (see `streamId`).
  const latestSrc = useRef(src);
  latestSrc.current = src;
  // Set by the retry button: the next load continues from here instead of `startPosition`.
  const retryFrom = useRef<number | undefined>(undefined);
  const lastReported = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);
  // A play asked for before the stream is attached: attaching resets the element, which would drop it.
  const playWanted = useRef(false);
  const attached = useRef(false);
  const qualityId = useId();
  const volumeId = useId();

  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(true);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [bufferedEnd, setBufferedEnd] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [error, setError] = useState<VideoErrorKind | null>(null);
  const [levels, setLevels] = useState<Level[]>([]);
  const [chosenLevel, setChosenLevel] = useState(AUTO_LEVEL);
  const [playingLevel, setPlayingLevel] = useState<number | undefined>(undefined);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  const [playRequested, setPlayRequested] = useState(false);

  // `video` is passed on unmount, when the ref has already been let go.
  const report = useEffectEvent((reason: ProgressReason, video = videoRef.current) => {
    if (!onProgress || !video || !started) return;
    const position = video.currentTime;
    if (!Number.isFinite(video.duration)) return;
    // Leaving right after a pause, or twice in a row (visibilitychange then pagehide), adds nothing new.
    if (reason === 'leave' && lastReported.current !== undefined && Math.abs(lastReported.current - position) < 0.5)
      return;
    lastReported.current = position;
    onProgress({ position, duration: video.duration, reason });
  });

  const streamReady = useEffectEvent(() => {
    attached.current = true;
    if (playWanted.current || autoPlay) {
      playWanted.current = false;
      // A browser that refuses to start on its own (autoplay policy) leaves the big play button.
      videoRef.current?.play().catch(() => setPlayRequested(false));
    }
  });

  // When the last silent retry happened (see `fail`).
  const lastAutoRetry = useRef(0);
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
    setBuffering(false);
    onError?.(kind);
  });

  // Declared before the stream's effect so that on unmount it reports before the stream is torn down.
  useEffect(() => {
    const video = videoRef.current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report('leave');
    };
    const onPageHide = () => report('leave');
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Unmounting (the app navigated away) is leaving too; the video element still holds its position here.
      report('leave', video);
    };
  }, []);

  // Fetches hls.js at once, while the app is still getting the signed link.
  useEffect(() => {
    if (hasMediaSource()) loadHls().catch(() => undefined);
  }, []);

  // Read when a stream loads: a later `startPosition` (the app refreshing its data) must not restart playback.
  const takeStart = useEffectEvent(() => {
    const start = retryFrom.current ?? startPosition ?? 0;
    retryFrom.current = undefined;
    return start;
  });

  // A renewed link of the same stream keeps the key, so it does not reload (see `streamId`).
  const streamKey = src === null ? null : (streamId ?? src);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button reloading the same `src`; `streamKey` stands for `src`
  useEffect(() => {
    const video = videoRef.current;
    if (!video || src === null) return;
    let cancelled = false;
    const start = takeStart();
    setError(null);
    setLevels([]);
    setChosenLevel(AUTO_LEVEL);
    setPlayingLevel(undefined);

    const playNatively = () => {
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
          startLevel: 0,
          startPosition: start > 0 ? start : -1,
          capLevelToPlayerSize: true,
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
        hlsRef.current = hls;
        let recovered = false;
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(
            data.levels
              .map((level, index) => ({ index, height: level.height }))
              .sort((a, b) => a.height - b.height || a.index - b.index),
          );
          streamReady();
        });
        hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setPlayingLevel(data.level));
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
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

    return () => {
      cancelled = true;
      attached.current = false;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      if (video.getAttribute('src')) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [streamKey, attempt]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => report('interval'), PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Controls fade after a while of playing without a touch of mouse or keyboard.
  const showControls = () => {
    setControlsShown(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_AFTER_MS);
  };
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  const controlsVisible = controlsShown || paused || !started || error !== null;

  const play = () => {
    const video = videoRef.current;
    if (!video || src === null) return;
    setPlayRequested(true);
    if (attached.current) video.play().catch(() => setPlayRequested(false));
    else playWanted.current = true;
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) play();
    else video.pause();
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = clamp(seconds, 0, video.duration);
    setCurrentTime(video.currentTime);
  };
  const changeVolume = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = clamp(value, 0, 1);
    video.muted = video.volume === 0;
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
  };
  const toggleFullscreen = () => {
    const root = rootRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (root.requestFullscreen) void root.requestFullscreen().catch(() => undefined);
    // iPhone Safari has fullscreen for the video element only.
    else video?.webkitEnterFullscreen?.();
  };
  const chooseLevel = (level: number) => {
    setChosenLevel(level);
    // `currentLevel` switches at once (flushing what is buffered) so the choice is visible; -1 is automatic.
    if (hlsRef.current) hlsRef.current.currentLevel = level;
  };
  const retry = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) retryFrom.current = video.currentTime;
    // Whoever was watching goes on watching once the fresh stream is attached.
    playWanted.current = started;
    setError(null);
    setAttempt((n) => n + 1);
    onRetry?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || error) return;
    showControls();
    const target = event.target as HTMLElement;
    // Buttons and the quality list keep their own Space and arrows; the volume slider keeps its arrows.
    const ownsSpace = target.tagName === 'BUTTON' || target.tagName === 'SELECT';
    const ownsArrows = target.tagName === 'SELECT' || target === volumeRef.current;
    const video = videoRef.current;
    if (!video) return;
    switch (shortcutKey(event)) {
      case 'space':
        if (ownsSpace) return;
        togglePlay();
        break;
      case 'k':
        togglePlay();
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        if (ownsArrows) return;
        seekTo(video.currentTime + (event.key === 'ArrowRight' ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS));
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (ownsArrows) return;
        changeVolume(video.volume + (event.key === 'ArrowUp' ? 0.1 : -0.1));
        break;
      case 'f':
        toggleFullscreen();
        break;
      case 'm':
        toggleMute();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onVideoEvent = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    switch (event.type) {
      case 'play':
        setStarted(true);
        setPaused(false);
        showControls();
        break;
      case 'pause':
        setPaused(true);
        // The end of the video also pauses it; that one is reported as `ended`.
        if (!video.ended) report('pause');
        break;
      case 'ended':
        setPaused(true);
        report('ended');
        break;
      case 'waiting':
      case 'seeking':
        setBuffering(true);
        break;
      case 'playing':
      case 'canplay':
      case 'seeked':
        setBuffering(false);
        break;
      case 'timeupdate':
        setCurrentTime(video.currentTime);
        break;
      case 'durationchange':
      case 'loadedmetadata':
        setDuration(video.duration);
        break;
      case 'progress':
        setBufferedEnd(video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) : 0);
        break;
      case 'volumechange':
        setVolume(video.volume);
        setMuted(video.muted);
        break;
      case 'error':
        // With hls.js its own error event says more; this is for the browser's own HLS.
        if (!hlsRef.current && video.getAttribute('src')) fail(nativeErrorKindOf(video.error));
        break;
    }
  };

  const known = Number.isFinite(duration) && duration > 0;
  const played = known ? clamp(currentTime / duration, 0, 1) * 100 : 0;
  const loaded = known ? clamp(bufferedEnd / duration, 0, 1) * 100 : 0;
  const playingHeight = levels.find((level) => level.index === playingLevel)?.height;
  const waiting = !error && (src === null || (buffering && started) || (playRequested && !started));

  return (
    <section
      ref={rootRef}
      aria-label={`پخش‌کنندهٔ ویدیو: ${title}`}
      tabIndex={-1}
      className={cx(styles.root, !controlsVisible && styles.idle, className)}
      onKeyDown={onKeyDown}
      onPointerMove={showControls}
      onFocus={showControls}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo and catalogue streams carry no subtitles yet. */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        playsInline
        preload="metadata"
        onClick={() => {
          if (!started) return;
          // On a touch screen the first tap on a faded player only brings the controls back.
          if (controlsVisible) togglePlay();
          else showControls();
        }}
        onPlay={onVideoEvent}
        onPause={onVideoEvent}
        onEnded={onVideoEvent}
        onWaiting={onVideoEvent}
        onSeeking={onVideoEvent}
        onPlaying={onVideoEvent}
        onCanPlay={onVideoEvent}
        onSeeked={onVideoEvent}
        onTimeUpdate={onVideoEvent}
        onDurationChange={onVideoEvent}
        onLoadedMetadata={onVideoEvent}
        onProgress={onVideoEvent}
        onVolumeChange={onVideoEvent}
        onError={onVideoEvent}
      />

      {!error && (
        <p className={styles.titleBar} aria-hidden>
          {title}
        </p>
      )}

      {waiting && (
        <div className={styles.center}>
          <Loader label={src === null ? 'در حال آماده‌سازی ویدیو' : 'در حال بارگذاری ویدیو'} />
        </div>
      )}

      {!started && !error && !waiting && (
        <div className={styles.center}>
          <button
            type="button"
            className={styles.bigPlay}
            aria-label={`پخش «${title}»`}
            onClick={() => {
              play();
              rootRef.current?.focus();
            }}
          >
            <Icon name="play" size={40} />
          </button>
        </div>
      )}

      {error && (
        <div role="alert" className={styles.errorOverlay}>
          <Icon name="alert" size={40} className={styles.errorIcon} />
          <p className={styles.errorText}>
            {errorMessage ?? (error === 'unsupported' ? UNSUPPORTED_MESSAGE : VIDEO_ERROR_MESSAGE)}
          </p>
          {error !== 'unsupported' && (
            <Button icon="refresh" onClick={retry}>
              تلاش دوباره
            </Button>
          )}
        </div>
      )}

      {/* Media controls read left to right in every language, like a tape (see the component's doc). */}
      <div className={styles.controls} dir="ltr" hidden={!started || error !== null}>
        <div className={styles.seek}>
          <div className={styles.track} aria-hidden>
            <div className={styles.loaded} style={{ inlineSize: `${loaded}%` }} />
            <div className={styles.played} style={{ inlineSize: `${played}%` }} />
          </div>
          <input
            type="range"
            className={styles.range}
            aria-label="جابه‌جایی در زمان ویدیو"
            min={0}
            max={known ? duration : 0}
            step="any"
            value={known ? Math.min(currentTime, duration) : 0}
            aria-valuetext={`${clock(currentTime)} از ${clock(duration)}`}
            disabled={!known}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
          />
        </div>
        <div className={styles.bar}>
          <IconButton
            icon={paused ? 'play' : 'pause'}
            label={paused ? 'پخش' : 'توقف'}
            onClick={togglePlay}
            disabled={src === null}
          />
          <IconButton icon={muted ? 'volumeOff' : 'volume'} label={muted ? 'صدا' : 'بی‌صدا'} onClick={toggleMute} />
          <label htmlFor={volumeId} className={visuallyHidden}>
            بلندی صدا
          </label>
          <input
            ref={volumeRef}
            id={volumeId}
            type="range"
            className={cx(styles.range, styles.volume)}
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            aria-valuetext={`${toPersianDigits(Math.round((muted ? 0 : volume) * 100))}٪`}
            onChange={(event) => changeVolume(Number(event.currentTarget.value))}
          />
          <span className={styles.time}>
            <span data-testid="video-time">{clock(currentTime)}</span>
            <span aria-hidden> / </span>
            <span className={visuallyHidden}> از </span>
            <span>{clock(duration)}</span>
          </span>
          <span className={styles.spacer} />
          {levels.length > 1 && (
            <>
              <label htmlFor={qualityId} className={visuallyHidden}>
                کیفیت تصویر
              </label>
              <select
                id={qualityId}
                className={styles.quality}
                dir="rtl"
                // What automatic is showing now, as a tooltip: the bar has no room for it on a phone.
                title={playingHeight ? `در حال پخش: ${toPersianDigits(playingHeight)}p` : undefined}
                value={chosenLevel}
                onChange={(event) => chooseLevel(Number(event.currentTarget.value))}
              >
                <option value={AUTO_LEVEL}>خودکار</option>
                {levels.map((level) => (
                  <option key={level.index} value={level.index}>
                    {`${toPersianDigits(level.height)}p`}
                  </option>
                ))}
              </select>
            </>
          )}
          <IconButton
            icon={fullscreen ? 'fullscreenExit' : 'fullscreen'}
            label={fullscreen ? 'خروج از تمام‌صفحه' : 'تمام‌صفحه'}
            onClick={toggleFullscreen}
          />
        </div>
      </div>
    </section>
  );
}
