import { toPersianDigits } from '@parde/fa';
import { useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import { CAPTION_SIZE_RANGE, type CaptionStyle, SUBTITLE_DELAY_LIMIT_SECONDS } from './captionStyle';
import { type DataUsage, dataUsageNames, dataUsedText } from './dataUsage';
import { clock, SeekBar } from './SeekBar';
import type { SeekThumbnail } from './thumbnails';
import type { Level, StreamTrack } from './useHlsStream';
import type { MediaState } from './useMediaState';
import * as styles from './VideoPlayer.css';

/** Playback speeds offered, 0.5× to 2×. */
export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const AUTO_LEVEL = -1;
const OFF = -1;

const captionSizes: number[] = [];
for (let size = CAPTION_SIZE_RANGE.min; size <= CAPTION_SIZE_RANGE.max; size += CAPTION_SIZE_RANGE.step) {
  captionSizes.push(size);
}
/** Subtitle delays offered: −5 s to +5 s in half seconds. */
export const subtitleDelays = Array.from(
  { length: SUBTITLE_DELAY_LIMIT_SECONDS * 4 + 1 },
  (_, i) => i / 2 - SUBTITLE_DELAY_LIMIT_SECONDS,
);
const delayName = (seconds: number) =>
  seconds === 0
    ? 'بدون تأخیر'
    : `${toPersianDigits(String(Math.abs(seconds)).replace('.', '٫'))} ثانیه ${seconds > 0 ? 'دیرتر' : 'زودتر'}`;

const rateName = (rate: number) => (rate === 1 ? 'عادی' : `${toPersianDigits(String(rate).replace('.', '٫'))}×`);

/** A choice of a menu list: its value and its Persian name. */
type Option = readonly [value: string | number, name: string];

/** One labelled list of the settings menu. */
function MenuSelect({
  label,
  value,
  options,
  onChange,
  title,
}: {
  label: string;
  value: string | number;
  options: readonly Option[];
  onChange(value: string): void;
  title?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.menuRow}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        title={title}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of `PlayerControls`: what to show, and what each control asks for. */
export interface PlayerControlsProps {
  /** The `<video>`'s state (`useMediaState`): position, length, buffer, volume, speed, picture-in-picture. */
  media: Pick<
    MediaState,
    'paused' | 'currentTime' | 'duration' | 'bufferedEnd' | 'volume' | 'muted' | 'playbackRate' | 'pictureInPicture'
  >;
  /** Which way the timeline runs. */
  direction: 'rtl' | 'ltr';
  /**
   * No stream yet: play is disabled.
   * @default false
   */
  disabled?: boolean;
  /** The player fills the screen: the button offers to leave it. */
  fullscreen: boolean;
  /** The stream's quality rungs, listed in the quality menu after «خودکار». */
  levels: Level[];
  /** Index of the chosen rung; -1 is «خودکار». */
  chosenLevel: number;
  /** The rung playing now, named beside «خودکار» («خودکار (۳۶۰p)»). @default undefined */
  playingLevel?: number | undefined;
  /** The audio renditions; the audio menu shows from two of them. */
  audioTracks: StreamTrack[];
  /** Id of the audio rendition playing. */
  audioTrack: number;
  /** The subtitle renditions; without any there is no subtitle button or menu. */
  subtitleTracks: StreamTrack[];
  /** Id of the subtitles showing; -1 is «خاموش». */
  subtitleTrack: number;
  /** The captions' look; the menu sets its size, the caption panel the rest. */
  captionStyle: CaptionStyle;
  /** How much later than their times the subtitles show, in seconds (negative: earlier). @default 0 */
  subtitleDelay?: number | undefined;
  /** The subtitle delay was changed. @default undefined */
  onSubtitleDelay?: ((seconds: number) => void) | undefined;
  /** Open the full caption settings over the video. @default undefined */
  onCaptionPanel?: (() => void) | undefined;
  /** Seek thumbnails for the timeline. @default [] */
  thumbnails?: readonly SeekThumbnail[] | undefined;
  /** «مصرف داده» in force (the member's choice, or what the device's data saver picked). @default 'auto' */
  dataUsage?: DataUsage | undefined;
  /** Bytes this viewing has loaded, shown under «مصرف داده»; null or absent: not known, no meter. @default undefined */
  bytesUsed?: number | null | undefined;
  /** A data mode was chosen. @default undefined */
  onDataUsage?: ((mode: DataUsage) => void) | undefined;
  /** Picture-in-picture exists in this browser. */
  canPictureInPicture: boolean;
  /** The settings menu is open. */
  menuOpen: boolean;
  /**
   * Whether the next episode plays by itself; the switch shows only when there is a next episode.
   * @default undefined
   */
  autoplayNext?: boolean | undefined;
  /** The autoplay switch was flipped. @default undefined */
  onAutoplayNext?: ((on: boolean) => void) | undefined;
  /** Play or pause (the button). */
  onTogglePlay(): void;
  /** Move to a position in seconds (the timeline). */
  onSeek(seconds: number): void;
  /** Move by seconds from where the video is now (the timeline's arrow keys). @default undefined */
  onSeekBy?: ((seconds: number) => void) | undefined;
  /** Mute or unmute (the speaker button). */
  onToggleMute(): void;
  /** Set the volume, 0..1 (the slider, from 768 px). */
  onVolume(volume: number): void;
  /** Enter or leave fullscreen. */
  onToggleFullscreen(): void;
  /** Enter or leave picture-in-picture. */
  onTogglePictureInPicture(): void;
  /** A quality was chosen: a rung's index, or -1 for «خودکار». */
  onChooseLevel(level: number): void;
  /** An audio rendition was chosen, by id. */
  onChooseAudio(id: number): void;
  /** Subtitles were chosen, by id, or -1 for «خاموش». */
  onChooseSubtitles(id: number): void;
  /** The captions' size was changed in the menu. */
  onCaptionStyle(style: CaptionStyle): void;
  /** A speed was chosen (0.5 to 2). */
  onRate(rate: number): void;
  /** Open or close the settings menu. */
  onMenu(open: boolean): void;
  /** Show the keyboard shortcut sheet. */
  onHelp(): void;
}

/**
 * The player's controls, drawn from props alone: the timeline, play, volume, the clock, and a settings menu for
 * audio, subtitles, their look, quality and speed. A menu shows only what the stream offers: no audio choice for a
 * single track, no subtitle choice without subtitles.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { media, direction, disabled = false, fullscreen, menuOpen } = props;
  const autoplayId = useId();
  const ids = { volume: useId(), menu: useId() };
  const playingHeight = props.levels.find((level) => level.index === props.playingLevel)?.height;
  const shownVolume = media.muted ? 0 : media.volume;
  const menuRef = useRef<HTMLFieldSetElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);
  // The menu opens at the end of the bar: the focus moves into it rather than Tab passing the other buttons first,
  // and comes back to its button when it closes from inside (issue #28 D13).
  const wasOpen = useRef(menuOpen);
  useEffect(() => {
    if (menuOpen && !wasOpen.current) menuRef.current?.querySelector<HTMLElement>('select, input')?.focus();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!menuOpen && wasOpen.current && lost) settingsRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <div className={styles.controls}>
      <SeekBar
        currentTime={media.currentTime}
        duration={media.duration}
        bufferedEnd={media.bufferedEnd}
        direction={direction}
        onSeek={props.onSeek}
        onSeekBy={props.onSeekBy}
        thumbnails={props.thumbnails ?? []}
      />
      <div className={styles.bar}>
        <IconButton
          icon={media.paused ? 'play' : 'pause'}
          label={media.paused ? 'پخش' : 'توقف'}
          onClick={props.onTogglePlay}
          disabled={disabled}
        />
        <IconButton
          icon={media.muted ? 'volumeOff' : 'volume'}
          label={media.muted ? 'صدا' : 'بی‌صدا'}
          onClick={props.onToggleMute}
        />
        <label htmlFor={ids.volume} className={visuallyHidden}>
          بلندی صدا
        </label>
        <input
          id={ids.volume}
          type="range"
          dir={direction}
          className={styles.volume}
          min={0}
          max={1}
          step={0.05}
          value={shownVolume}
          aria-valuetext={`${toPersianDigits(Math.round(shownVolume * 100))}٪`}
          onChange={(event) => props.onVolume(Number(event.currentTarget.value))}
        />
        <span className={styles.time}>
          <bdi data-testid="video-time">{clock(media.currentTime)}</bdi>
          <span aria-hidden> / </span>
          <span className={visuallyHidden}> از </span>
          <bdi>{clock(media.duration)}</bdi>
        </span>
        <span className={styles.spacer} />
        {props.subtitleTracks.length > 0 && (
          <IconButton
            icon="subtitles"
            label={props.subtitleTrack === OFF ? 'روشن کردن زیرنویس' : 'خاموش کردن زیرنویس'}
            aria-pressed={props.subtitleTrack !== OFF}
            className={cx(props.subtitleTrack !== OFF && styles.on)}
            onClick={() =>
              props.onChooseSubtitles(props.subtitleTrack === OFF ? (props.subtitleTracks[0]?.id ?? OFF) : OFF)
            }
          />
        )}
        <IconButton
          ref={settingsRef}
          icon="settings"
          label="تنظیمات پخش"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? ids.menu : undefined}
          onClick={() => props.onMenu(!menuOpen)}
        />
        {props.canPictureInPicture && (
          <IconButton
            icon="pictureInPicture"
            label={media.pictureInPicture ? 'خروج از تصویر در تصویر' : 'تصویر در تصویر'}
            onClick={props.onTogglePictureInPicture}
          />
        )}
        <IconButton icon="keyboard" label="میان‌برهای صفحه‌کلید" onClick={props.onHelp} className={styles.wideOnly} />
        <IconButton
          icon={fullscreen ? 'fullscreenExit' : 'fullscreen'}
          label={fullscreen ? 'خروج از تمام‌صفحه' : 'تمام‌صفحه'}
          onClick={props.onToggleFullscreen}
        />
      </div>

      {menuOpen && (
        // A plain group of labelled lists: every phone and screen reader knows how to use them.
        <fieldset ref={menuRef} id={ids.menu} aria-label="تنظیمات پخش" className={styles.menu}>
          {props.audioTracks.length > 1 && (
            <MenuSelect
              label="صدا"
              value={props.audioTrack}
              options={props.audioTracks.map((track) => [track.id, track.name])}
              onChange={(value) => props.onChooseAudio(Number(value))}
            />
          )}
          {props.subtitleTracks.length > 0 && (
            <>
              <MenuSelect
                label="زیرنویس"
                value={props.subtitleTrack}
                options={[[OFF, 'خاموش'], ...props.subtitleTracks.map((track): Option => [track.id, track.name])]}
                onChange={(value) => props.onChooseSubtitles(Number(value))}
              />
              <MenuSelect
                label="اندازهٔ زیرنویس"
                value={captionSizes.includes(props.captionStyle.size) ? props.captionStyle.size : 100}
                options={captionSizes.map((size): Option => [size, `${toPersianDigits(size)}٪`])}
                onChange={(value) => props.onCaptionStyle({ ...props.captionStyle, size: Number(value) })}
              />
              {props.onSubtitleDelay && (
                <MenuSelect
                  label="تأخیر زیرنویس"
                  value={props.subtitleDelay ?? 0}
                  options={subtitleDelays.map((seconds): Option => [seconds, delayName(seconds)])}
                  onChange={(value) => props.onSubtitleDelay?.(Number(value))}
                />
              )}
              {props.onCaptionPanel && (
                <button type="button" className={styles.menuButton} onClick={props.onCaptionPanel}>
                  ظاهر زیرنویس: رنگ، قلم، زمینه و لبه
                </button>
              )}
            </>
          )}
          {props.levels.length > 1 && (
            <MenuSelect
              label="کیفیت تصویر"
              // What automatic is showing now, as a tooltip.
              title={playingHeight ? `در حال پخش: ${toPersianDigits(playingHeight)}p` : undefined}
              value={props.chosenLevel}
              options={[
                [AUTO_LEVEL, 'خودکار'],
                ...props.levels.map((level): Option => [level.index, `${toPersianDigits(level.height)}p`]),
              ]}
              onChange={(value) => props.onChooseLevel(Number(value))}
            />
          )}
          {props.onDataUsage && (
            <MenuSelect
              label="مصرف داده"
              value={props.dataUsage ?? 'auto'}
              options={Object.entries(dataUsageNames)}
              onChange={(value) => props.onDataUsage?.(value as DataUsage)}
            />
          )}
          {props.bytesUsed != null && (
            <p className={styles.meter} data-testid="data-meter">
              {dataUsedText(props.bytesUsed)}
            </p>
          )}
          {props.autoplayNext !== undefined && props.onAutoplayNext && (
            <div className={styles.menuRow}>
              <label htmlFor={autoplayId}>پخش خودکار قسمت بعد</label>
              <input
                id={autoplayId}
                type="checkbox"
                role="switch"
                aria-checked={props.autoplayNext}
                className={styles.switch_}
                checked={props.autoplayNext}
                onChange={(event) => props.onAutoplayNext?.(event.currentTarget.checked)}
              />
            </div>
          )}
          <MenuSelect
            label="سرعت پخش"
            value={media.playbackRate}
            options={playbackRates.map((rate): Option => [rate, rateName(rate)])}
            onChange={(value) => props.onRate(Number(value))}
          />
        </fieldset>
      )}
    </div>
  );
}
