import { media, vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '160px 1fr' } },
});

export const portrait = style({
  inlineSize: '160px',
  blockSize: '160px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
