import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  minBlockSize: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const control = style({ position: 'relative', display: 'inline-grid', flex: 'none' });

// The native input stays in the page (focus, keyboard, form value, screen readers), transparent over the drawn box,
// so a click or tap on the box is a click on the real control.
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  color: 'transparent',
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, border-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
    [`${row}:hover ${input}:not(:disabled):not(:checked) + &`]: { borderColor: vars.color.text },
  },
});
