import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const device = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

/** The device of this browser stands out by its border, not by colour alone (it also says «همین دستگاه»). */
export const current = style({ borderColor: vars.color.accent });

export const avatar = style({
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  flex: 'none',
});

export const grow = style({ flex: '1 1 200px', display: 'grid', gap: vars.space['0.5'], minInlineSize: 0 });

export const badge = style({
  justifySelf: 'start',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
