import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  minBlockSize: vars.size.touchTarget,
  maxInlineSize: '100%',
  padding: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&:hover': { borderColor: vars.color.textMuted } },
});

export const active = style({
  borderColor: vars.color.accent,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${avatar} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const text = style({ display: 'grid', minInlineSize: 0 });

export const name = style({
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const mark = style({ color: vars.color.accent, flexShrink: 0 });
