/**
 * The theme's tokens in the W3C Design Tokens Community Group format (DTCG, 2025.10): the file design tools import.
 * Built from `tokens` at build time (Storybook serves it as `tokens.json`), so it cannot drift from the CSS.
 */
import { CSS_VAR_PREFIX, cssVarName } from './names';
import { tokens } from './tokens';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** One DTCG token. */
export interface DesignToken {
  $type: string;
  $value: Json;
  $description?: string;
  $extensions: { 'app.parde': { cssVariable: string } };
}
/** A DTCG group: tokens and groups under names, with the group's own `$`-fields. */
export interface DesignTokenGroup {
  [name: string]: DesignToken | DesignTokenGroup | string | undefined;
  $description?: string;
}

const px = (text: string) => {
  const match = /^(-?\d*\.?\d+)(px)?$/.exec(text.trim());
  if (!match) throw new Error(`not a px length: ${text}`);
  return { value: Number(match[1]), unit: 'px' };
};

/** `#19B8AE` or `rgba(10, 11, 15, 0.72)` as a DTCG sRGB colour. */
function color(text: string): { [key: string]: Json } {
  const hex = /^#([0-9a-f]{6})$/i.exec(text);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    const components = [n >> 16, (n >> 8) & 255, n & 255].map((c) => Math.round((c / 255) * 10_000) / 10_000);
    return { colorSpace: 'srgb', components, hex: text.toLowerCase() };
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(text);
  if (!rgba) throw new Error(`not a colour: ${text}`);
  const [r, g, b] = [rgba[1], rgba[2], rgba[3]].map(Number) as [number, number, number];
  const hexText = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const components = [r, g, b].map((c) => Math.round((c / 255) * 10_000) / 10_000);
  return { colorSpace: 'srgb', components, alpha: Number(rgba[4] ?? 1), hex: hexText };
}

/** `0 4px 16px rgba(0, 0, 0, 0.45)` as a DTCG shadow. */
function shadow(text: string) {
  const match = /^(\S+) (\S+) (\S+) (rgba?\(.*\))$/.exec(text);
  if (!match) throw new Error(`not a shadow: ${text}`);
  return {
    color: color(match[4] as string),
    offsetX: px(match[1] as string),
    offsetY: px(match[2] as string),
    blur: px(match[3] as string),
    spread: { value: 0, unit: 'px' },
  };
}

const cubicBezier = (text: string) => {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(text);
  if (!match?.[1]) throw new Error(`not a cubic-bezier: ${text}`);
  return match[1].split(',').map(Number);
};

const duration = (text: string) => {
  const match = /^(\d+)ms$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  return { value: Number(match[1]), unit: 'ms' };
};

/** `'Vazirmatn Variable', Vazirmatn, sans-serif` as the list of family names. */
const fontFamily = (text: string) => text.split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1'));

/** What each colour is for, as DESIGN-BRIEF.md gives it. */
const colorUse: Record<keyof typeof tokens.color, string> = {
  background: 'Page background.',
  surface: 'Cards, menus and fields on the page.',
  surfaceRaised: 'Surfaces over surfaces: dialogs, popovers, hovered rows.',
  border: 'Hairlines and field borders.',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: meta lines, hints, captions.',
  accent: 'Main actions, links, focus rings and progress.',
  accentHover: 'Accent under the pointer.',
  onAccent: 'Text and icons on the accent (dark: white on the accent fails AA).',
  saffron: 'Highlights: ratings, the age badge.',
  onSaffron: 'Text on saffron.',
  danger: 'Destructive actions and error borders.',
  dangerText: 'Error text on dark surfaces (a lighter tint of danger for AA).',
  success: 'Confirmations.',
  scrim: 'Veil behind dialogs and over pictures under text.',
};

function token($type: string, $value: Json, path: string[], $description?: string): DesignToken {
  return {
    $type,
    $value,
    ...($description ? { $description } : {}),
    $extensions: { 'app.parde': { cssVariable: `--${cssVarName(path)}` } },
  };
}

/** Builds one group from a token record, keys in the order given. */
function group<T extends Record<string, string>>(
  values: T,
  path: string[],
  make: (value: string, key: keyof T & string) => [type: string, value: Json, description?: string],
  $description: string,
  order: (keyof T & string)[] = Object.keys(values) as (keyof T & string)[],
): DesignTokenGroup {
  const out: DesignTokenGroup = { $description };
  for (const key of order) {
    const [type, value, description] = make(values[key] as string, key);
    // A DTCG name cannot hold a dot (it separates the path in references): `0.5` is written `0_5`, as in CSS.
    out[key.replace('.', '_')] = token(type, value, [...path, key], description);
  }
  return out;
}

/** Keys sorted by their length, smallest first. */
const byLength = <T extends Record<string, string>>(values: T) =>
  (Object.keys(values) as (keyof T & string)[]).sort(
    (a, b) => px(values[a] as string).value - px(values[b] as string).value,
  );

/** The whole theme as a DTCG document. */
export function designTokens(): DesignTokenGroup {
  const t = tokens;
  return {
    $description: `Parde (پرده) dark theme. Each token names its CSS custom property (--${CSS_VAR_PREFIX}-…) under $extensions["app.parde"].cssVariable.`,
    color: group(t.color, ['color'], (v, k) => ['color', color(v), colorUse[k]], 'Colours of the dark theme.'),
    space: group(
      t.space,
      ['space'],
      (v) => ['dimension', px(v)],
      'The 8 px grid, plus 4 px for tight gaps; the key is the multiple of 8 px.',
    ),
    radius: group(t.radius, ['radius'], (v) => ['dimension', px(v)], 'Corner radii; full makes pills and circles.'),
    font: {
      $description: 'Vazirmatn type: family, size scale, weights and line heights.',
      family: token(
        'fontFamily',
        fontFamily(t.font.family),
        ['font', 'family'],
        'Vazirmatn, then stand-ins sized to it.',
      ),
      size: group(
        t.font.size,
        ['font', 'size'],
        (v) => ['dimension', px(v)],
        'Type scale, 12 to 40 px.',
        byLength(t.font.size),
      ),
      weight: group(t.font.weight, ['font', 'weight'], (v) => ['fontWeight', Number(v)], 'Font weights.'),
      lineHeight: group(
        t.font.lineHeight,
        ['font', 'lineHeight'],
        (v) => ['number', Number(v)],
        'Unitless line heights.',
      ),
    },
    elevation: group(t.elevation, ['elevation'], (v) => ['shadow', shadow(v)], 'Shadows under raised surfaces.'),
    motion: {
      $description: 'Transitions; prefers-reduced-motion turns them off.',
      duration: token('duration', duration(t.motion.duration), ['motion', 'duration'], 'Standard transition.'),
      durationFast: token('duration', duration(t.motion.durationFast), ['motion', 'durationFast'], 'Hover and press.'),
      easing: token('cubicBezier', cubicBezier(t.motion.easing), ['motion', 'easing'], 'Ease-out of every transition.'),
    },
    zIndex: group(t.zIndex, ['zIndex'], (v) => ['number', Number(v)], 'Layer order, lowest first.'),
    size: {
      // The gutter (4vw) is relative to the viewport, which DTCG dimensions (px, rem) cannot say; it stays CSS-only.
      $description: `Fixed sizes. The page gutter, ${t.size.gutter}, has no DTCG type: use --${cssVarName(['size', 'gutter'])}.`,
      headerHeight: token(
        'dimension',
        px(t.size.headerHeight),
        ['size', 'headerHeight'],
        'Height of the sticky header.',
      ),
      touchTarget: token('dimension', px(t.size.touchTarget), ['size', 'touchTarget'], 'Smallest tap target.'),
      contentMax: token('dimension', px(t.size.contentMax), ['size', 'contentMax'], 'Widest content column.'),
    },
  };
}
