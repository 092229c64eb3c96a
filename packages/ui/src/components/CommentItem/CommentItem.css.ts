import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], minInlineSize: 0 });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const author = style({
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const date = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // `dir="auto"` sets each comment's direction; `start` then aligns it to its own reading side.
  textAlign: 'start',
});

export const votes = style({ display: 'flex', gap: vars.space['1'] });

export const vote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'default' },
  },
});
