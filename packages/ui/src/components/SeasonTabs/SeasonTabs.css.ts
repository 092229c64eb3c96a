import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'grid', gap: vars.space['2'] });

export const list = style({
  display: 'flex',
  gap: vars.space['0.5'],
  overflowX: 'auto',
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.size.gutter,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  flexShrink: 0,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['2'],
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transition: `color ${vars.motion.duration} ${vars.motion.easing}, border-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      borderBlockEndColor: vars.color.accent,
    },
  },
});

export const panel = style({ minBlockSize: 0 });
