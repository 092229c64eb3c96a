import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** The pulse of a placeholder; on a group of them, one animated layer instead of one per shape. */
export const pulse = style({
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** A placeholder shape's colour, without the pulse (for shapes inside a `pulse` group). */
export const still = style({
  display: 'block',
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

export const skeleton = style([still, pulse]);

export const shape = styleVariants({
  poster: { aspectRatio: '2 / 3', inlineSize: '100%' },
  wide: { aspectRatio: '16 / 9', inlineSize: '100%' },
  circle: { aspectRatio: '1', inlineSize: '100%', borderRadius: vars.radius.full },
  text: { blockSize: '1em', inlineSize: '100%', borderRadius: vars.radius.sm },
  block: { blockSize: '100%', inlineSize: '100%' },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  paddingInline: vars.size.gutter,
});

export const cards = style({ display: 'flex', gap: vars.space['2'], overflow: 'hidden' });

export const card = styleVariants({
  poster: { flex: '0 0 clamp(120px, 28vw, 200px)' },
  wide: { flex: '0 0 clamp(220px, 60vw, 320px)' },
  circle: { flex: '0 0 clamp(80px, 20vw, 120px)' },
});
