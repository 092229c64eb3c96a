import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const avatar = style({
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});

export const grow = style({ flex: '1 1 160px', display: 'grid', gap: vars.space['0.5'] });
