import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const footer = style({
  marginBlockStart: vars.space['8'],
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space['4'],
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space['5'],
  paddingInline: vars.size.gutter,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: '1fr 1fr' },
    [media.lg]: { gridTemplateColumns: '2fr 1fr 1fr 1.5fr' },
  },
});

export const brand = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start' });

export const logoLink = style({
  display: 'inline-flex',
  justifySelf: 'start',
  minBlockSize: vars.size.touchTarget,
  alignItems: 'center',
  color: vars.color.accent,
  textDecoration: 'none',
});

export const tagline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const column = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start' });

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const partners = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const partner = style({
  display: 'inline-flex',
  padding: vars.space['0.5'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  transition: `color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const legal = style({
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlockStart: vars.space['2'],
  // Room below the legal text for the fixed back-to-top button, which otherwise covers it at the bottom of the page.
  paddingBlockEnd: `calc(${vars.size.touchTarget} + ${vars.space['3']} * 2)`,
  paddingInline: vars.size.gutter,
  borderBlockStart: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['1'],
});

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  maxInlineSize: '80ch',
});

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const backToTop = style({
  position: 'fixed',
  insetBlockEnd: vars.space['3'],
  // The end side, away from the toasts at the bottom right.
  insetInlineEnd: vars.space['3'],
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.elevation.medium,
});
