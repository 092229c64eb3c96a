import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlockEnd: vars.space['1'],
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  minBlockSize: '40px',
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, color: vars.color.text },
  },
});

export const count = style({
  minInlineSize: '24px',
  paddingInline: vars.space['0.5'],
  borderRadius: vars.radius.full,
  background: vars.color.border,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
});

/** The field and its button on one line, the button at the field's foot (the label sits above the field). */
export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['1'],
  maxInlineSize: '40rem',
});

export const field = style({ flex: 1 });
