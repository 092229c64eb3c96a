import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import type { ButtonSize, ButtonVariant } from './variants';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space['3'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color, border-color, transform',
  transitionDuration: vars.motion.duration,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant: Record<ButtonVariant, string> = styleVariants(
  {
    solid: {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
    },
    secondary: {
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.textMuted } },
    },
    ghost: {
      backgroundColor: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceRaised } },
    },
    danger: {
      backgroundColor: vars.color.danger,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } },
    },
  },
  (rule) => [base, rule],
);

export const size: Record<ButtonSize, string> = styleVariants({
  md: {},
  lg: { minBlockSize: vars.space['6'], paddingInline: vars.space['4'], fontSize: vars.font.size.lg },
});

export const fullWidth = style({ inlineSize: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
});
