import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space['1.5'],
});

export const option = style({ position: 'relative', display: 'block', cursor: 'pointer' });

export const picture = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  border: '3px solid transparent',
  transition: `border-color ${vars.motion.duration} ${vars.motion.easing}, transform ${vars.motion.duration} ${vars.motion.easing}`,
});

globalStyle(`${picture} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const check = style({
  position: 'absolute',
  insetBlockEnd: '4px',
  insetInlineEnd: '4px',
  display: 'none',
  placeItems: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
});

globalStyle(`${option} input:checked + ${picture}`, { borderColor: vars.color.accent });
globalStyle(`${option} input:checked + ${picture} ${check}`, { display: 'grid' });
globalStyle(`${option}:hover ${picture}`, { transform: 'scale(1.04)' });
// The input is visually hidden, so its keyboard focus shows on the picture.
globalStyle(`${option} input:focus-visible + ${picture}`, {
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
});
