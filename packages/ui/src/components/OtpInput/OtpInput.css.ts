import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'center' });

export const boxes = style({
  display: 'flex',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const box = style({
  inlineSize: '48px',
  blockSize: '56px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  caretColor: vars.color.accent,
  transition: `border-color ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { 'screen and (max-width: 360px)': { inlineSize: '40px', blockSize: '48px' } },
  selectors: {
    '&:focus-visible': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6 },
  },
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });
