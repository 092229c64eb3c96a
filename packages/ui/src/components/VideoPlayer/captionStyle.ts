import type { CSSProperties } from 'react';

/**
 * Caption colours: the eight of the TV caption standard (CEA-708, asked for by the FCC), for text and background.
 */
export const captionColors = ['white', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'red', 'black'] as const;
export type CaptionColor = (typeof captionColors)[number];

/** Caption faces: the Persian face we ship, system Persian faces, a monospace and a large-x-height one. */
export const captionFonts = ['vazirmatn', 'sans', 'naskh', 'serif', 'mono', 'large', 'casual'] as const;
export type CaptionFont = (typeof captionFonts)[number];

/** Letter edges of CEA-708: none, raised, depressed, uniform (an outline) and a drop shadow. */
export const captionEdges = ['none', 'raised', 'depressed', 'uniform', 'dropShadow'] as const;
export type CaptionEdge = (typeof captionEdges)[number];

/** Text size in percent of the medium size, 50 to 200. */
export const CAPTION_SIZE_RANGE = { min: 50, max: 200, step: 25 } as const;
/** How far the subtitle delay reaches either way, in seconds. */
export const SUBTITLE_DELAY_LIMIT_SECONDS = 5;

/** How a viewer's captions look (kept per member on the server). */
export interface CaptionStyle {
  color: CaptionColor;
  font: CaptionFont;
  /** Percent of the medium size, 50–200. */
  size: number;
  /** Text opacity, 0–100 %. */
  textOpacity: number;
  background: CaptionColor;
  /** Background opacity, 0–100 % (0: no box, the edge carries the text). */
  backgroundOpacity: number;
  edge: CaptionEdge;
}

/** White Vazirmatn on a 60 % black box: readable on any picture. */
export const defaultCaptionStyle: CaptionStyle = {
  color: 'white',
  font: 'vazirmatn',
  size: 100,
  textOpacity: 100,
  background: 'black',
  backgroundOpacity: 60,
  edge: 'none',
};

/** Persian names of the colours, fonts and edges, for the settings. */
export const captionColorNames: Record<CaptionColor, string> = {
  white: 'سفید',
  yellow: 'زرد',
  green: 'سبز',
  cyan: 'فیروزه‌ای',
  blue: 'آبی',
  magenta: 'ارغوانی',
  red: 'قرمز',
  black: 'سیاه',
};
export const captionFontNames: Record<CaptionFont, string> = {
  vazirmatn: 'وزیرمتن',
  sans: 'بی‌نشان (سیستم)',
  naskh: 'نسخ',
  serif: 'نشان‌دار',
  mono: 'هم‌عرض',
  large: 'درشت‌خوان',
  casual: 'دست‌نویس',
};
export const captionEdgeNames: Record<CaptionEdge, string> = {
  none: 'بی‌لبه',
  raised: 'برجسته',
  depressed: 'فرورفته',
  uniform: 'دورگیری',
  dropShadow: 'سایه',
};

const rgb: Record<CaptionColor, [number, number, number]> = {
  white: [255, 255, 255],
  yellow: [255, 255, 0],
  green: [0, 255, 0],
  cyan: [0, 255, 255],
  blue: [0, 0, 255],
  magenta: [255, 0, 255],
  red: [255, 0, 0],
  black: [0, 0, 0],
};

// Each face falls back to Vazirmatn for Persian letters it lacks, so no choice ever draws boxes.
const families: Record<CaptionFont, string> = {
  vazirmatn: 'Vazirmatn, Tahoma, sans-serif',
  sans: 'Tahoma, Arial, Vazirmatn, sans-serif',
  naskh: "'Noto Naskh Arabic', 'Noto Sans Arabic', Vazirmatn, serif",
  serif: "'Noto Serif', 'DejaVu Serif', Georgia, Vazirmatn, serif",
  mono: "ui-monospace, 'DejaVu Sans Mono', 'Courier New', Vazirmatn, monospace",
  large: "Verdana, 'DejaVu Sans', Tahoma, Vazirmatn, sans-serif",
  casual: "'Comic Sans MS', 'Comic Neue', Vazirmatn, cursive",
};

// The edge styles most web players draw for CEA-708's five (dark edges; a depressed edge is lit from below).
const edges: Record<CaptionEdge, string> = {
  none: 'none',
  raised: '1px 1px 0 #222, 2px 2px 0 #222, 3px 3px 0 #222',
  depressed: '1px 1px 0 #ccc, 0 1px 0 #ccc, -1px -1px 0 #222, 0 -1px 0 #222',
  uniform: '0 0 3px #222, 0 0 3px #222, 0 0 3px #222, 0 0 3px #222',
  dropShadow: '2px 2px 3px #222, 2px 2px 4px #222, 2px 2px 5px #222',
};

const clampInt = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(max, Math.max(min, value))) : fallback;
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** A style read from anywhere (a server, a store), with every unknown or out-of-range field set to its default. */
export function normaliseCaptionStyle(style: Partial<CaptionStyle> | null | undefined): CaptionStyle {
  const d = defaultCaptionStyle;
  return {
    color: oneOf(captionColors, style?.color, d.color),
    font: oneOf(captionFonts, style?.font, d.font),
    size: clampInt(style?.size, CAPTION_SIZE_RANGE.min, CAPTION_SIZE_RANGE.max, d.size),
    textOpacity: clampInt(style?.textOpacity, 0, 100, d.textOpacity),
    background: oneOf(captionColors, style?.background, d.background),
    backgroundOpacity: clampInt(style?.backgroundOpacity, 0, 100, d.backgroundOpacity),
    edge: oneOf(captionEdges, style?.edge, d.edge),
  };
}

const rgba = (color: CaptionColor, opacityPercent: number) => {
  const [r, g, b] = rgb[color];
  return `rgba(${r}, ${g}, ${b}, ${opacityPercent / 100})`;
};

/** The inline style of one caption line. */
export function captionLineStyle(style: CaptionStyle): CSSProperties {
  return {
    color: rgba(style.color, style.textOpacity),
    backgroundColor: rgba(style.background, style.backgroundOpacity),
    fontFamily: families[style.font],
    // The medium size follows the player (vmin follows fullscreen too); the viewer's percent scales it.
    fontSize: `calc(clamp(16px, 3.2vmin, 34px) * ${style.size / 100})`,
    textShadow: edges[style.edge],
  };
}

// WCAG 2's relative luminance and contrast ratio.
const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** The WCAG contrast ratio of two caption colours (1 to 21). */
export function contrastRatio(a: CaptionColor, b: CaptionColor): number {
  const [hi, lo] = [luminance(rgb[a]), luminance(rgb[b])].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What makes a style hard to read, in Persian, or null: text and a visible box of (nearly) the same colour, or text
 * almost transparent. Without a box the picture is the background, and the edge is what the viewer chose for it.
 */
export function captionStyleWarning(style: CaptionStyle): string | null {
  if (style.textOpacity < 25) return 'متن زیرنویس تقریباً ناپیداست؛ کدری متن را بیشتر کنید.';
  if (style.backgroundOpacity >= 25 && contrastRatio(style.color, style.background) < 3) {
    return style.color === style.background
      ? 'رنگ متن و زمینه یکی است؛ زیرنویس خوانده نمی‌شود.'
      : 'رنگ متن و زمینه بسیار نزدیک‌اند؛ زیرنویس به‌سختی خوانده می‌شود.';
  }
  return null;
}

/** The three sizes and backgrounds of earlier versions, as caption styles (a member who chose one keeps its look). */
export function captionStyleFromLegacy(legacy: {
  size: 'small' | 'medium' | 'large';
  background: 'none' | 'translucent' | 'opaque';
}): CaptionStyle {
  return {
    ...defaultCaptionStyle,
    size: { small: 75, medium: 100, large: 150 }[legacy.size],
    backgroundOpacity: { none: 0, translucent: 60, opaque: 100 }[legacy.background],
    edge: legacy.background === 'none' ? 'uniform' : 'none',
  };
}
