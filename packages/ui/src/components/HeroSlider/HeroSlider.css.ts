import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const hero = style({
  position: 'relative',
  blockSize: '56vh',
  minBlockSize: '360px',
  maxBlockSize: '720px',
  // Pulled up under the transparent 64 px header.
  marginBlockStart: `calc(-1 * ${vars.size.headerHeight})`,
  overflow: 'hidden',
});

// See CarouselRow: keen-slider's `rtl` option needs an LTR container; slides return to RTL. The track becomes a layer
// of its own as keen-slider starts: without it, Chromium drawing without a GPU left the slides under the see-through
// header unpainted (only the dots showed) until something else repainted them.
export const track = style({ blockSize: '100%', direction: 'ltr', willChange: 'transform' });

// Before keen-slider starts (see useLazySlider): the first slide at the right, as keen-slider will place it.
export const trackPending = style({ blockSize: '100%', direction: 'rtl' });

// Full width before keen-slider sizes it too, so the first paint is already the final picture.
export const slide = style({
  position: 'relative',
  blockSize: '100%',
  direction: 'rtl',
  flexShrink: 0,
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

// Gradients have no logical direction, so the scrim's side follows the writing direction by selector: it starts dark
// at the inline start, where the text sits.
export const scrim = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: `linear-gradient(to left, ${vars.color.background} 0%, rgba(10, 11, 15, 0.85) 35%, rgba(10, 11, 15, 0.2) 75%, transparent 100%), linear-gradient(to top, ${vars.color.background} 0%, transparent 40%)`,
  selectors: {
    '[dir="ltr"] &': {
      backgroundImage: `linear-gradient(to right, ${vars.color.background} 0%, rgba(10, 11, 15, 0.85) 35%, rgba(10, 11, 15, 0.2) 75%, transparent 100%), linear-gradient(to top, ${vars.color.background} 0%, transparent 40%)`,
    },
  },
});

export const content = style({
  position: 'absolute',
  insetInlineStart: vars.size.gutter,
  insetBlockEnd: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  maxInlineSize: 'min(560px, 88vw)',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.lg]: { fontSize: vars.font.size['4xl'] } },
});

export const synopsis = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

// On a phone the two buttons do not fit one line: stacked, one width for both (they wrapped to unequal widths).
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  '@media': { [media.sm]: { display: 'flex', flexWrap: 'wrap' } },
});

export const dots = style({
  position: 'absolute',
  insetBlockEnd: vars.space['1'],
  insetInlineEnd: vars.size.gutter,
  display: 'flex',
  gap: 0,
});

export const dot = style({
  position: 'relative',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    // The visible dot is small; the button around it keeps a 44 px target.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: '50%',
      inlineSize: '8px',
      blockSize: '8px',
      marginBlockStart: '-4px',
      marginInlineStart: '-4px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.textMuted,
      transition: `inline-size ${vars.motion.duration} ${vars.motion.easing}`,
    },
    '&[aria-current="true"]::after': {
      backgroundColor: vars.color.accent,
      inlineSize: '20px',
      marginInlineStart: '-10px',
    },
  },
});
