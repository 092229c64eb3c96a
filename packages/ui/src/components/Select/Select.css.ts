import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrap = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space['5'],
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1.5'],
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
