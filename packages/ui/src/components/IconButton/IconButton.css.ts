import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import type { IconButtonVariant } from './IconButton';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  color: vars.color.text,
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, color ${vars.motion.duration}`,
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const variant: Record<IconButtonVariant, string> = styleVariants(
  {
    ghost: {
      backgroundColor: 'transparent',
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceRaised } },
    },
    surface: {
      backgroundColor: vars.color.scrim,
      border: `1px solid ${vars.color.border}`,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceRaised } },
    },
    solid: {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
    },
  },
  (rule) => [base, rule],
);
