import { vars } from '@parde/ui';
import { style } from '@vanilla-extract/css';

export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const avatar = style({
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});

export const grow = style({ flex: '1 1 160px', display: 'grid', gap: vars.space['0.5'] });

export const avatars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space['1.5'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const avatarOption = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  padding: '4px',
  cursor: 'pointer',
  border: '2px solid transparent',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px' });

export const choice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  minInlineSize: '140px',
  selectors: {
    '&:hover, &:focus-visible': { borderColor: vars.color.accent },
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});
