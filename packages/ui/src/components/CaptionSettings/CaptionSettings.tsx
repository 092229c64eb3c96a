import { toPersianDigits } from '@parde/fa';
import { useId } from 'react';
import {
  CAPTION_SIZE_RANGE,
  type CaptionColor,
  type CaptionEdge,
  type CaptionFont,
  type CaptionStyle,
  captionColorNames,
  captionColors,
  captionEdgeNames,
  captionEdges,
  captionFontNames,
  captionFonts,
  captionStyleWarning,
} from '../VideoPlayer/captionStyle';
import { Subtitles } from '../VideoPlayer/Subtitles';
import * as styles from './CaptionSettings.css';

/** The preview's cues: a Persian line with a Latin name and digits, and an English line. */
export const PREVIEW_CUES = [['قطار Northern Star ساعت ۶:۴۵ راه می‌افتد.'], ['The Northern Star leaves at 6:45.']];

/** Props of `CaptionSettings`. */
export interface CaptionSettingsProps {
  /** The style being edited. */
  value: CaptionStyle;
  /** A field changed: the whole new style. */
  onChange(style: CaptionStyle): void;
  /**
   * Heading of the group.
   * @default ظاهر زیرنویس
   */
  label?: string;
}

const percent = (value: number) => `${toPersianDigits(value)}٪`;

function Choice<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Range({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.rangeBox}>
        <input
          id={id}
          type="range"
          className={styles.range}
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={percent(value)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        />
        <output htmlFor={id} className={styles.value}>
          {percent(value)}
        </output>
      </span>
    </div>
  );
}

/**
 * The caption settings of the TV caption standard (CEA-708): text colour and face, size 50–200 %, text and
 * background opacity, background colour and letter edge, with a live preview of a Persian and an English cue over a
 * picture, and a warning when the text would not read (same colour as its box, or nearly transparent).
 */
export function CaptionSettings({ value, onChange, label = 'ظاهر زیرنویس' }: CaptionSettingsProps) {
  const warning = captionStyleWarning(value);
  const set = (change: Partial<CaptionStyle>) => onChange({ ...value, ...change });
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.preview} data-testid="caption-preview">
        <Subtitles cues={PREVIEW_CUES} style={value} raised={false} className={styles.previewCues} />
      </div>
      <p role="status" className={styles.warning} data-testid="caption-warning">
        {warning ?? ''}
      </p>
      <div className={styles.fields}>
        <Choice<CaptionColor>
          label="رنگ متن"
          value={value.color}
          options={captionColors}
          names={captionColorNames}
          onChange={(color) => set({ color })}
        />
        <Choice<CaptionFont>
          label="قلم"
          value={value.font}
          options={captionFonts}
          names={captionFontNames}
          onChange={(font) => set({ font })}
        />
        <Range label="اندازه" value={value.size} {...CAPTION_SIZE_RANGE} onChange={(size) => set({ size })} />
        <Range
          label="کدری متن"
          value={value.textOpacity}
          min={0}
          max={100}
          step={5}
          onChange={(textOpacity) => set({ textOpacity })}
        />
        <Choice<CaptionColor>
          label="رنگ زمینه"
          value={value.background}
          options={captionColors}
          names={captionColorNames}
          onChange={(background) => set({ background })}
        />
        <Range
          label="کدری زمینه"
          value={value.backgroundOpacity}
          min={0}
          max={100}
          step={5}
          onChange={(backgroundOpacity) => set({ backgroundOpacity })}
        />
        <Choice<CaptionEdge>
          label="لبهٔ حروف"
          value={value.edge}
          options={captionEdges}
          names={captionEdgeNames}
          onChange={(edge) => set({ edge })}
        />
      </div>
    </fieldset>
  );
}
