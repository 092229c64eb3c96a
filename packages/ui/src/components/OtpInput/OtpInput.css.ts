import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Full width and centred: on a member's code page the boxes sit in the middle, not at the form's start.
export const root = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'center', inlineSize: '100%' });

const boxSize = '48px';
const gap = vars.space['1'];

// The six boxes share the width they have, up to 48 px each: they fit a 375 px phone's card (about 280 px) instead
// of spilling past it (issue 18).
export const boxes = style({
  display: 'flex',
  justifyContent: 'center',
  gap,
  inlineSize: '100%',
  maxInlineSize: `calc(6 * ${boxSize} + 5 * ${gap})`,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const box = style({
  flex: '1 1 0',
  minInlineSize: 0,
  maxInlineSize: boxSize,
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
  selectors: {
    '&:focus-visible': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6 },
  },
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });
