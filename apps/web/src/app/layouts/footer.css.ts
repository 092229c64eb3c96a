import { vars } from '@parde/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginBlockStart: vars.space['8'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.size.gutter,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space['4'],
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  margin: 0,
  marginBlockEnd: vars.space['1'],
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  minBlockSize: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const legal = style({
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  marginBlockStart: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const backToTop = style({
  position: 'fixed',
  insetBlockEnd: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  zIndex: vars.zIndex.sticky,
});
