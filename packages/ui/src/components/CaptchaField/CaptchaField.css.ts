import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const input = style({ flex: 1, minInlineSize: 0, letterSpacing: '0.1em' });

export const image = style({
  display: 'block',
  inlineSize: '120px',
  blockSize: '44px',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});
