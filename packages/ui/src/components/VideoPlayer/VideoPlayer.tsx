import { toPersianDigits } from '@parde/fa';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { CaptionSettings } from '../CaptionSettings/CaptionSettings';
import { IconButton } from '../IconButton/IconButton';
import { Loader } from '../Loader/Loader';
import {
  type CaptionStyle,
  captionStyleFromLegacy,
  defaultCaptionStyle,
  normaliseCaptionStyle,
  SUBTITLE_DELAY_LIMIT_SECONDS,
} from './captionStyle';
import { type DataUsage, deviceSavesData, effectiveDataUsage } from './dataUsage';
import type { VideoErrorKind } from './hls';
import { EndCard, type NextEpisode, NextUp } from './NextUp';
import { PlayerControls } from './PlayerControls';
import { ShortcutHelp } from './ShortcutHelp';
import { type SubtitleStyle, Subtitles, useActiveCues } from './Subtitles';
import { thumbnailsUrlFor, useSeekThumbnails } from './thumbnails';
import { SUBTITLES_OFF, useHlsStream } from './useHlsStream';
import { type MediaSessionInfo, useMediaSession } from './useMediaSession';
import { useMediaState } from './useMediaState';
import { type PlaybackQualityReport, usePlaybackQuality } from './usePlaybackQuality';
import { SEEK_STEP_SECONDS, usePlayerShortcuts } from './usePlayerShortcuts';
import { type ProgressReport, useProgressReports } from './useProgressReports';
import * as styles from './VideoPlayer.css';

export type { CaptionColor, CaptionEdge, CaptionFont, CaptionStyle } from './captionStyle';
export type { VideoErrorKind } from './hls';
export type { NextEpisode } from './NextUp';
export type { SubtitleBackground, SubtitleSize, SubtitleStyle } from './Subtitles';
export type { PlaybackQualityReport } from './usePlaybackQuality';
export { SEEK_STEP_SECONDS } from './usePlayerShortcuts';
export type { ProgressReason, ProgressReport } from './useProgressReports';

/** Idle time after which the controls fade out while the video plays, in ms. */
export const CONTROLS_HIDE_AFTER_MS = 3000;
/** Two taps on the same side third within this many ms are a double tap (the platforms' own double-tap delay). */
export const DOUBLE_TAP_MS = 300;
/** A finger that moved farther than this between down and up swiped; it did not tap. */
const TAP_SLOP_PX = 12;

/** The default message for a stream that cannot play. */
export const VIDEO_ERROR_MESSAGE = 'پخش ویدیو ممکن نشد؛ پیوند پخش منقضی شده یا در دسترس نیست.';
const UNSUPPORTED_MESSAGE = 'این مرورگر پخش ویدیو را پشتیبانی نمی‌کند؛ لطفاً مرورگر دیگری را امتحان کنید.';
const SUBTITLE_FAILED_MESSAGE = 'زیرنویس بارگیری نشد؛ پخش بدون زیرنویس ادامه دارد.';

/** Where the intro and the credits are, in seconds; null where unknown. */
export interface VideoMarkers {
  introStart: number | null;
  introEnd: number | null;
  creditsStart: number | null;
}

/** A choice the viewer made in the player, to be remembered for their profile. */
export interface PlaybackPreferences {
  /** BCP 47 of the chosen audio. */
  audioLanguage: string | null;
  /** BCP 47 of the chosen subtitles; null: off. */
  subtitleLanguage: string | null;
  /** The three-by-three look of earlier versions; `captionStyle` wins when both are given. */
  subtitleStyle: SubtitleStyle;
  /** The captions' colour, face, size, opacities and edge (CEA-708's choices). */
  captionStyle: CaptionStyle;
  /** Play the next episode by itself at the credits. */
  autoplayNext: boolean;
  /** «مصرف داده»; null: not chosen, so the device's data saver picks «کم» and else «خودکار». */
  dataUsage: DataUsage | null;
}

/** Props of `VideoPlayer`. */
export interface VideoPlayerProps {
  /** HLS master playlist URL (a signed link); `null` while the app is fetching it. */
  src: string | null;
  /**
   * The stream `src` plays. A later `src` with the same `streamId` is a renewed link to it (the old one is about to
   * expire): the player's next requests go to the new link, with no reload and no pause. Without it, every new `src`
   * loads afresh.
   * @default undefined
   */
  streamId?: string | number;
  /**
   * Picture shown before playback starts.
   * @default undefined
   */
  poster?: string;
  /** Title of the video, shown along the top with the controls and read by screen readers. */
  title: string;
  /**
   * Where to start, in seconds (the resume point); ignored for a new `src` given after a retry.
   * @default 0
   */
  startPosition?: number;
  /** Starts playing as soon as it can (if the browser allows it); otherwise the big play button waits for a click. */
  autoPlay?: boolean;
  /** Fills its container edge to edge (the watch page) instead of a rounded 16:9 box. */
  fill?: boolean;
  /** Takes the keyboard focus when it mounts, so Space and the other keys work at once. */
  autoFocus?: boolean;
  /** Which way the timeline runs; `rtl` (default) fills from the right like the cards' progress bars. */
  direction?: 'rtl' | 'ltr';
  /**
   * Shows a back button at the top (the watch page leaves through it).
   * @default undefined
   */
  onBack?: () => void;
  /**
   * The viewer's audio and subtitle choices (from their profile); the player starts with them.
   * @default the stream's own audio and subtitles; medium text on a translucent band
   */
  preferences?: Partial<PlaybackPreferences>;
  /**
   * The viewer changed a choice in the menus.
   * @default undefined
   */
  onPreferencesChange?: (change: Partial<PlaybackPreferences>) => void;
  /**
   * Intro and credits: a skip-intro button during the intro, the next-episode card from the credits.
   * @default undefined
   */
  markers?: VideoMarkers;
  /**
   * The episode that follows; null or absent for films and the last episode.
   * @default undefined
   */
  next?: NextEpisode | null;
  /** At the credits, count down 10 s and call `onNext` unless cancelled (a switch in the settings menu, reported
   *  through `onPreferencesChange`). */
  autoplayNext?: boolean;
  /**
   * Play the next episode (the card's button, or the end of its countdown).
   * @default undefined
   */
  onNext?: () => void;
  /** Position reports: `interval` on each time update while playing (throttle them), on pause, at the end and when
   *  the page is left or the player unmounts (send that one with `keepalive`).
   * @default undefined
   */
  onProgress?: (report: ProgressReport) => void;
  /**
   * How a viewing went (start-up, stalls, failures, quality switches), once when it ends: send it as a beacon.
   * @default undefined
   */
  onQualityReport?: (report: PlaybackQualityReport) => void;
  /**
   * The server's session of the current link (GetVideoLink's `playbackSession`), which the quality report names.
   * @default undefined
   */
  playbackSession?: string | undefined;
  /**
   * A stream failed; `expired` means the signed link was refused.
   * @default undefined
   */
  onError?: (kind: VideoErrorKind) => void;
  /** The retry button was pressed: fetch a fresh signed link and pass it as `src`; playback continues where it
   *  stopped. Without it, the player reloads the same `src`.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Replaces the default Persian error message.
   * @default پخش ویدیو ممکن نشد؛ پیوند پخش منقضی شده یا در دسترس نیست.
   */
  errorMessage?: string;
  /**
   * The seek thumbnails' WebVTT track; null: none (the plain bar).
   * @default `thumbs/index.vtt` beside `src`, as the ingest writes it (a title without one shows the plain bar)
   */
  thumbnails?: string | null;
  /**
   * What the lock screen and the notification show beyond `title` and `poster`: the series and episode line, the
   * collection, a picture.
   * @default undefined
   */
  mediaSession?: Omit<MediaSessionInfo, 'title'>;
  /** Extra class on the player's box. @default undefined */
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * An HLS video player with its own right-to-left Persian controls, composed of a stream hook (hls.js, tracks, link
 * renewal), a progress hook, a shortcuts hook and the presentational `PlayerControls`. Before the first play only the
 * big play button shows. The timeline runs right to left on a Persian page, the same way as the cards' progress bars.
 */
export function VideoPlayer({
  src,
  streamId,
  poster,
  title,
  startPosition,
  autoPlay = false,
  fill = false,
  autoFocus = false,
  direction = 'rtl',
  onBack,
  preferences,
  onPreferencesChange,
  markers,
  next,
  autoplayNext = true,
  onNext,
  onProgress,
  onQualityReport,
  playbackSession,
  onError,
  onRetry,
  errorMessage,
  thumbnails,
  mediaSession,
  className,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const media = useMediaState(videoRef);
  // Before the stream: on unmount it reports while the element still holds its position.
  useProgressReports(videoRef, onProgress);
  const stream = useHlsStream({
    videoRef,
    src,
    streamId,
    startPosition,
    autoPlay,
    started: media.started,
    audioLanguage: preferences?.audioLanguage,
    subtitleLanguage: preferences?.subtitleLanguage,
    dataUsage: effectiveDataUsage(preferences?.dataUsage, deviceSavesData()),
    onError,
    onRetry,
  });

  usePlaybackQuality(videoRef, stream, onQualityReport, playbackSession);

  const [fullscreen, setFullscreen] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [nextDismissed, setNextDismissed] = useState(false);
  const savedCaption = preferences?.captionStyle;
  const savedLegacy = preferences?.subtitleStyle;
  const [captionStyle, setCaptionStyle] = useState<CaptionStyle>(() =>
    savedCaption
      ? normaliseCaptionStyle(savedCaption)
      : savedLegacy
        ? captionStyleFromLegacy(savedLegacy)
        : defaultCaptionStyle,
  );
  // A saved style that changes in value (read from the server, another device) replaces the one in use; a new
  // object with the same value (the page re-rendering its preferences) does not undo a choice made here.
  const savedKey = savedCaption
    ? JSON.stringify(normaliseCaptionStyle(savedCaption))
    : savedLegacy
      ? JSON.stringify(captionStyleFromLegacy(savedLegacy))
      : '';
  useEffect(() => {
    if (savedKey) setCaptionStyle(JSON.parse(savedKey) as CaptionStyle);
  }, [savedKey]);
  const [subtitleDelay, setSubtitleDelay] = useState(0);
  const [captionPanelOpen, setCaptionPanelOpen] = useState(false);

  const cues = useActiveCues(videoRef, stream.subtitleTrack !== SUBTITLES_OFF, subtitleDelay);
  const thumbnailTrack = thumbnails === undefined ? (src ? thumbnailsUrlFor(src) : null) : thumbnails;
  // After the first frame: on a slow link the track and its sprite would otherwise share the line with the first
  // segment.
  const seekThumbnails = useSeekThumbnails(thumbnailTrack, media.started && media.currentTime > 0);

  useEffect(() => {
    if (autoFocus) rootRef.current?.focus();
  }, [autoFocus]);

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
  const error = stream.error;
  const controlsVisible =
    controlsShown || media.paused || !media.started || error !== null || menuOpen || helpOpen || captionPanelOpen;

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) stream.play();
    else video.pause();
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = clamp(seconds, 0, video.duration);
  };
  // From the element's own position, which a seek asked for a moment ago already holds (the drawn one may lag).
  const seekBy = (seconds: number) => seekTo((videoRef.current?.currentTime ?? 0) + seconds);
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
  const canPictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const togglePictureInPicture = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  };
  const chooseAudio = (id: number) => {
    stream.chooseAudio(id);
    const track = stream.audioTracks.find((t) => t.id === id);
    if (track) onPreferencesChange?.({ audioLanguage: track.language });
  };
  const chooseSubtitles = (id: number) => {
    stream.chooseSubtitles(id);
    const track = stream.subtitleTracks.find((t) => t.id === id);
    onPreferencesChange?.({ subtitleLanguage: track ? track.language : null });
  };
  const changeCaptionStyle = (style: CaptionStyle) => {
    setCaptionStyle(style);
    onPreferencesChange?.({ captionStyle: style });
  };

  useMediaSession(
    videoRef,
    { title, ...mediaSession, artwork: mediaSession?.artwork ?? poster },
    {
      play: () => stream.play(),
      pause: () => videoRef.current?.pause(),
      seekBy,
      seekTo,
      next: next && onNext ? onNext : undefined,
    },
    src !== null && !error,
    SEEK_STEP_SECONDS,
  );

  // Taps: a finger's tap waits a double tap's time on a side third, then acts as a click; two taps there seek ±10 s
  // (right: forward, left: back, as the keys), and every further tap in the run adds 10 s more.
  const lastPointer = useRef<string>('mouse');
  const down = useRef<{ x: number; y: number } | null>(null);
  const lastTap = useRef<{ at: number; side: 'left' | 'right' } | null>(null);
  const singleTap = useRef<number | undefined>(undefined);
  const skippedAt = useRef(0);
  const [ripple, setRipple] = useState<{ side: 'left' | 'right'; seconds: number; run: number } | null>(null);
  const rippleTimer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(singleTap.current);
      window.clearTimeout(rippleTimer.current);
    },
    [],
  );
  const tapVideo = () => {
    if (!media.started) return;
    if (menuOpen) {
      setMenuOpen(false);
      return;
    }
    // On a touch screen the first tap on a faded player only brings the controls back.
    if (controlsVisible) togglePlay();
    else showControls();
  };
  const onVideoPointerUp = (event: PointerEvent<HTMLVideoElement>) => {
    lastPointer.current = event.pointerType;
    const start = down.current;
    down.current = null;
    if (event.pointerType === 'mouse' || !start || !media.started) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
    const now = performance.now();
    // The second tap of a double tap on «رد کردن تیتراژ» lands on the video once the button is gone: not a seek.
    if (now - skippedAt.current < DOUBLE_TAP_MS * 1.5) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const at = (event.clientX - rect.left) / rect.width;
    const side = at < 1 / 3 ? 'left' : at > 2 / 3 ? 'right' : null;
    const previous = lastTap.current;
    if (side && previous && previous.side === side && now - previous.at < DOUBLE_TAP_MS) {
      window.clearTimeout(singleTap.current);
      lastTap.current = { at: now, side };
      const step = side === 'right' ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS;
      seekTo((videoRef.current?.currentTime ?? 0) + step);
      setRipple((shown) => ({
        side,
        seconds: shown && shown.side === side ? shown.seconds + SEEK_STEP_SECONDS : SEEK_STEP_SECONDS,
        run: (shown?.run ?? 0) + 1,
      }));
      window.clearTimeout(rippleTimer.current);
      rippleTimer.current = window.setTimeout(() => setRipple(null), 700);
      return;
    }
    if (!side) {
      lastTap.current = null;
      tapVideo();
      return;
    }
    lastTap.current = { at: now, side };
    window.clearTimeout(singleTap.current);
    singleTap.current = window.setTimeout(() => {
      lastTap.current = null;
      tapVideo();
    }, DOUBLE_TAP_MS);
  };

  const onKeyDown = usePlayerShortcuts(
    {
      togglePlay,
      seekBy,
      volumeBy: (step) => changeVolume((videoRef.current?.volume ?? 1) + step),
      toggleFullscreen,
      toggleMute,
      toggleSubtitles: () => {
        if (stream.subtitleTracks.length === 0) return;
        chooseSubtitles(stream.subtitleTrack === SUBTITLES_OFF ? (stream.subtitleTracks[0]?.id ?? -1) : -1);
      },
      toggleHelp: () => setHelpOpen((open) => !open),
      dismiss: () => {
        if (!menuOpen && !helpOpen && !captionPanelOpen) return false;
        setMenuOpen(false);
        setHelpOpen(false);
        setCaptionPanelOpen(false);
        return true;
      },
    },
    direction,
  );

  const t = media.currentTime;
  const inIntro =
    markers?.introEnd != null && t >= (markers.introStart ?? 0) && t < markers.introEnd - 1 && media.started;
  const atCredits =
    !!next && media.started && (media.ended || (markers?.creditsStart != null && t >= markers.creditsStart));
  const waiting =
    !error && (src === null || (media.buffering && media.started) || (stream.playRequested && !media.started));

  return (
    <section
      ref={rootRef}
      aria-label={`پخش‌کنندهٔ ویدیو: ${title}`}
      tabIndex={-1}
      className={cx(styles.root, fill && styles.filled, !controlsVisible && styles.idle, className)}
      onKeyDownCapture={(event) => {
        if (!error) {
          showControls();
          onKeyDown(event);
        }
      }}
      onPointerMove={showControls}
      onFocus={showControls}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: subtitles are drawn by the player itself (Subtitles.tsx). */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        playsInline
        preload="metadata"
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
          down.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onVideoPointerUp}
        onClick={() => {
          // Fingers and pens are handled on pointerup (taps and double taps); the mouse clicks.
          if (lastPointer.current === 'mouse') tapVideo();
        }}
      />

      <Subtitles cues={cues} style={captionStyle} raised={controlsVisible && media.started} />

      {ripple && (
        <div key={ripple.run} className={cx(styles.ripple, styles.rippleSide[ripple.side])} aria-hidden>
          <span className={styles.rippleArrows}>{ripple.side === 'right' ? '▶▶' : '◀◀'}</span>
          <span>{`${toPersianDigits(ripple.seconds)} ثانیه ${ripple.side === 'right' ? 'جلو' : 'عقب'}`}</span>
        </div>
      )}

      {!error && (
        <div className={styles.titleBar}>
          {onBack && <IconButton icon="arrowForward" label="بازگشت" onClick={onBack} className={styles.back} />}
          <p className={styles.titleText} aria-hidden>
            {title}
          </p>
        </div>
      )}

      {waiting && (
        <div className={styles.center}>
          <Loader label={src === null ? 'در حال آماده‌سازی ویدیو' : 'در حال بارگذاری ویدیو'} />
        </div>
      )}

      {!media.started && !error && !waiting && (
        <div className={styles.center}>
          <button
            type="button"
            className={styles.bigPlay}
            aria-label={`پخش «${title}»`}
            onClick={() => {
              stream.play();
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
            <Button icon="refresh" onClick={stream.retry}>
              تلاش دوباره
            </Button>
          )}
          {onBack && (
            <Button variant="ghost" onClick={onBack}>
              بازگشت
            </Button>
          )}
        </div>
      )}

      <div role="status" className={styles.notice}>
        {stream.subtitleFailed ? SUBTITLE_FAILED_MESSAGE : ''}
      </div>

      {inIntro && !error && (
        <Button
          variant="secondary"
          icon="skipForward"
          className={styles.skipIntro}
          onClick={() => {
            skippedAt.current = performance.now();
            seekTo(markers?.introEnd ?? 0);
          }}
        >
          رد کردن تیتراژ
        </Button>
      )}

      {atCredits && next && !nextDismissed && !error && (
        <NextUp
          next={next}
          countdown={autoplayNext && !!onNext}
          onNext={() => onNext?.()}
          onCancel={() => setNextDismissed(true)}
        />
      )}

      {media.ended && media.started && !error && (!next || nextDismissed) && (
        <EndCard
          title={title}
          next={next ?? null}
          onNext={onNext}
          onReplay={() => {
            seekTo(0);
            stream.play();
          }}
        />
      )}

      {captionPanelOpen && (
        <div role="dialog" aria-modal="false" aria-label="ظاهر زیرنویس" className={styles.captionPanel}>
          <div className={styles.captionPanelHead}>
            <IconButton
              icon="close"
              label="بستن ظاهر زیرنویس"
              onClick={() => {
                setCaptionPanelOpen(false);
                rootRef.current?.focus();
              }}
            />
          </div>
          <CaptionSettings value={captionStyle} onChange={changeCaptionStyle} />
        </div>
      )}

      {helpOpen && (
        <ShortcutHelp
          direction={direction}
          onClose={() => {
            setHelpOpen(false);
            rootRef.current?.focus();
          }}
        />
      )}

      {media.started && !error && (
        <PlayerControls
          media={media}
          direction={direction}
          disabled={src === null}
          fullscreen={fullscreen}
          levels={stream.levels}
          chosenLevel={stream.chosenLevel}
          playingLevel={stream.playingLevel}
          audioTracks={stream.audioTracks}
          audioTrack={stream.audioTrack}
          subtitleTracks={stream.subtitleTracks}
          subtitleTrack={stream.subtitleTrack}
          captionStyle={captionStyle}
          subtitleDelay={subtitleDelay}
          onSubtitleDelay={(seconds) =>
            setSubtitleDelay(Math.max(-SUBTITLE_DELAY_LIMIT_SECONDS, Math.min(SUBTITLE_DELAY_LIMIT_SECONDS, seconds)))
          }
          onCaptionPanel={() => {
            setMenuOpen(false);
            setCaptionPanelOpen(true);
          }}
          thumbnails={seekThumbnails}
          dataUsage={effectiveDataUsage(preferences?.dataUsage, deviceSavesData())}
          bytesUsed={stream.bytesUsed}
          onDataUsage={(dataUsage) => {
            stream.chooseDataUsage(dataUsage);
            onPreferencesChange?.({ dataUsage });
          }}
          canPictureInPicture={canPictureInPicture}
          menuOpen={menuOpen}
          autoplayNext={next && onNext ? autoplayNext : undefined}
          onAutoplayNext={(on) => onPreferencesChange?.({ autoplayNext: on })}
          onTogglePlay={togglePlay}
          onSeek={seekTo}
          onSeekBy={seekBy}
          onToggleMute={toggleMute}
          onVolume={changeVolume}
          onToggleFullscreen={toggleFullscreen}
          onTogglePictureInPicture={togglePictureInPicture}
          onChooseLevel={stream.chooseLevel}
          onChooseAudio={chooseAudio}
          onChooseSubtitles={chooseSubtitles}
          onCaptionStyle={changeCaptionStyle}
          onRate={(rate) => {
            if (videoRef.current) videoRef.current.playbackRate = rate;
          }}
          onMenu={setMenuOpen}
          onHelp={() => setHelpOpen((open) => !open)}
        />
      )}
    </section>
  );
}
