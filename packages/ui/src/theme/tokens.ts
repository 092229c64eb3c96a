/** Raw design tokens of DESIGN-BRIEF.md; components read them only through `vars` (theme.css.ts). */
export const tokens = {
  color: {
    background: '#0A0B0F',
    surface: '#12141A',
    surfaceRaised: '#1A1D25',
    border: '#262A33',
    text: '#F2F3F5',
    textMuted: '#A3A8B3',
    accent: '#19B8AE',
    accentHover: '#2DD4C8',
    // Text on accent: dark, because white on #19B8AE is only 2.5:1 (AA needs 4.5:1); #0A0B0F on it is 8.4:1.
    onAccent: '#0A0B0F',
    saffron: '#F4B400',
    onSaffron: '#0A0B0F',
    danger: '#E5484D',
    // Danger text on dark surfaces: #E5484D on #12141A is 4.6:1; a lighter tint keeps small text readable.
    dangerText: '#FF7A7E',
    success: '#30A46C',
    scrim: 'rgba(10, 11, 15, 0.72)',
  },
  /** The 8 px grid, plus 4 px for tight gaps. */
  space: {
    '0': '0',
    '0.5': '4px',
    '1': '8px',
    '1.5': '12px',
    '2': '16px',
    '3': '24px',
    '4': '32px',
    '5': '40px',
    '6': '48px',
    '8': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    // While the web font loads, a device with Vazirmatn installed draws with it; any other, with a local font sized to
    // match it (fonts.css, scripts/fallback-faces.mjs). Either way the swap moves no text.
    family:
      "'Vazirmatn Variable', Vazirmatn, 'Vazirmatn Fallback Noto Sans Arabic', 'Vazirmatn Fallback Noto Naskh Arabic', " +
      "'Vazirmatn Fallback DejaVu Sans', Tahoma, 'Segoe UI', system-ui, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px', '2xl': '24px', '3xl': '32px', '4xl': '40px' },
    weight: { regular: '400', medium: '500', bold: '700', heavy: '800' },
    lineHeight: { body: '1.8', tight: '1.4' },
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 16px rgba(0, 0, 0, 0.45)',
    high: '0 12px 40px rgba(0, 0, 0, 0.6)',
  },
  motion: { duration: '300ms', durationFast: '150ms', easing: 'cubic-bezier(0.16, 1, 0.3, 1)' },
  zIndex: { base: '0', raised: '1', sticky: '100', dropdown: '200', overlay: '300', dialog: '400', toast: '500' },
  size: { headerHeight: '64px', touchTarget: '44px', contentMax: '1440px', gutter: '4vw' },
} as const;

/** Screen breakpoints of spec §9, in px. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Breakpoint names, smallest first. */
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` blocks in vanilla-extract styles: `{ '@media': { [media.md]: {...} } }`. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(hover: hover)',
} as const;
