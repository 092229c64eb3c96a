import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Shared look of every form field: label above, control, then hint or error. */
export const field = style({ display: 'grid', gap: vars.space['0.5'], minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1.5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });
