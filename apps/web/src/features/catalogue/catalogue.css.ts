import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const tile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

export const tileImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

export const tileText = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'grid',
  padding: vars.space['1.5'],
  background: `linear-gradient(to top, ${vars.color.background}, transparent)`,
});
