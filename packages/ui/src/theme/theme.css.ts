import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

// The contract names every variable once; a second theme (e.g. a light one) would only fill it differently.
/** The theme's CSS variables: the only way components read colour, space, type and motion. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    saffron: null,
    onSaffron: null,
    danger: null,
    dangerText: null,
    success: null,
    scrim: null,
  },
  space: {
    '0': null,
    '0.5': null,
    '1': null,
    '1.5': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
    weight: { regular: null, medium: null, bold: null, heavy: null },
    lineHeight: { body: null, tight: null },
  },
  elevation: { low: null, medium: null, high: null },
  motion: { duration: null, durationFast: null, easing: null },
  zIndex: { base: null, raised: null, sticky: null, dropdown: null, overlay: null, dialog: null, toast: null },
  size: { headerHeight: null, touchTarget: null, contentMax: null, gutter: null },
});

// The dark theme is the only one and applies to the whole document.
createGlobalTheme(':root', vars, tokens);
