import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
});

globalStyle('body', { margin: 0, minBlockSize: '100vh', backgroundColor: vars.color.background });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video', { display: 'block', maxInlineSize: '100%' });

globalStyle('a', { color: vars.color.accent });

// One focus ring for every interactive element; only for keyboard focus, so a click leaves no ring.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { backgroundColor: vars.color.accent, color: vars.color.onAccent });

// Honour the user's wish for less motion everywhere, including third-party parts (sonner, keen-slider).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
      scrollBehavior: 'auto',
    },
  },
});
