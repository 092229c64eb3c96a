import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['2'],
});

const iconBase = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  marginBlockEnd: vars.space['1'],
});

export const iconWrap = styleVariants({
  neutral: [iconBase, { color: vars.color.textMuted }],
  error: [iconBase, { color: vars.color.dangerText }],
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const description = style({
  margin: 0,
  maxInlineSize: '48ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
