import { toPersianDigits } from '@parde/fa';
import { useId } from 'react';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import { clock, SeekBar } from './SeekBar';
import type { SubtitleBackground, SubtitleSize, SubtitleStyle } from './Subtitles';
import type { Level, StreamTrack } from './useHlsStream';
import type { MediaState } from './useMediaState';
import * as styles from './VideoPlayer.css';

/** Playback speeds offered, 0.5× to 2×. */
export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const AUTO_LEVEL = -1;
const OFF = -1;

const sizeNames: Record<SubtitleSize, string> = { small: 'کوچک', medium: 'متوسط', large: 'بزرگ' };
const backgroundNames: Record<SubtitleBackground, string> = {
  none: 'بی‌زمینه',
  translucent: 'نیمه‌شفاف',
  opaque: 'تیره',
};

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
  media: Pick<
    MediaState,
    'paused' | 'currentTime' | 'duration' | 'bufferedEnd' | 'volume' | 'muted' | 'playbackRate' | 'pictureInPicture'
  >;
  /** Which way the timeline runs. */
  direction: 'rtl' | 'ltr';
  /** No stream yet: play is disabled. */
  disabled?: boolean;
  fullscreen: boolean;
  levels: Level[];
  chosenLevel: number;
  playingLevel?: number | undefined;
  audioTracks: StreamTrack[];
  audioTrack: number;
  subtitleTracks: StreamTrack[];
  subtitleTrack: number;
  subtitleStyle: SubtitleStyle;
  /** Picture-in-picture exists in this browser. */
  canPictureInPicture: boolean;
  /** The settings menu is open. */
  menuOpen: boolean;
  /** Whether the next episode plays by itself; the switch shows only when there is a next episode. */
  autoplayNext?: boolean | undefined;
  onAutoplayNext?: ((on: boolean) => void) | undefined;
  onTogglePlay(): void;
  onSeek(seconds: number): void;
  onToggleMute(): void;
  onVolume(volume: number): void;
  onToggleFullscreen(): void;
  onTogglePictureInPicture(): void;
  onChooseLevel(level: number): void;
  onChooseAudio(id: number): void;
  onChooseSubtitles(id: number): void;
  onSubtitleStyle(style: SubtitleStyle): void;
  onRate(rate: number): void;
  onMenu(open: boolean): void;
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

  return (
    <div className={styles.controls}>
      <SeekBar
        currentTime={media.currentTime}
        duration={media.duration}
        bufferedEnd={media.bufferedEnd}
        direction={direction}
        onSeek={props.onSeek}
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
        <fieldset id={ids.menu} aria-label="تنظیمات پخش" className={styles.menu}>
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
                value={props.subtitleStyle.size}
                options={Object.entries(sizeNames)}
                onChange={(value) => props.onSubtitleStyle({ ...props.subtitleStyle, size: value as SubtitleSize })}
              />
              <MenuSelect
                label="زمینهٔ زیرنویس"
                value={props.subtitleStyle.background}
                options={Object.entries(backgroundNames)}
                onChange={(value) =>
                  props.onSubtitleStyle({ ...props.subtitleStyle, background: value as SubtitleBackground })
                }
              />
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
