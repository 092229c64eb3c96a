import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const rating = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const star = style({ color: vars.color.saffron });
