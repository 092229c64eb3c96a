import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { visuallyHidden } from '../../utils/a11y.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['1.5'], flexWrap: 'wrap' });

// The native input stays (focus, keyboard, form value); its English «Choose File» look is replaced.
export const input = style([visuallyHidden]);

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const name = style({
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
