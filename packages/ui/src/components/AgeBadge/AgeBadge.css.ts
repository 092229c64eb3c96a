import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const badge = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space['1'],
  minBlockSize: '24px',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  backgroundColor: vars.color.scrim,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});
