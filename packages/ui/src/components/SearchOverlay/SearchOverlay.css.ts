import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

// Movement only, no fade: the results must be readable (and testable as visible) from the first frame.
const drop = keyframes({ from: { transform: 'translateY(-8px)' } });

export const overlay = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: vars.size.headerHeight,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: 'rgba(10, 11, 15, 0.85)',
  backdropFilter: 'blur(6px)',
  overflowY: 'auto',
  animation: `${drop} ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panel = style({
  maxInlineSize: '880px',
  marginInline: 'auto',
  paddingBlock: vars.space['3'],
  paddingInline: vars.size.gutter,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInlineStart: vars.space['2'],
  paddingInlineEnd: vars.space['0.5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-within': { borderColor: vars.color.accent } },
});

export const barIcon = style({ color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '52px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The bar shows focus for the field; the browser's own clear button would duplicate the close icon.
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
  '@media': { 'screen and (max-width: 575px)': { fontSize: vars.font.size.md } },
});

export const results = style({ marginBlockStart: vars.space['2'] });

export const hint = style({ color: vars.color.textMuted, textAlign: 'center', fontSize: vars.font.size.sm });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const item = style({
  display: 'flex',
  gap: vars.space['1.5'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceRaised } },
});

export const picture = style({
  inlineSize: '56px',
  blockSize: '84px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
});

export const portrait = style([picture, { blockSize: '56px', borderRadius: vars.radius.full }]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minInlineSize: 0 });

export const title = style({ fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const watch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  alignSelf: 'flex-start',
  color: vars.color.accent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const skeletonItem = style({ display: 'flex', gap: vars.space['1.5'], padding: vars.space['1'] });

export const skeletonText = style({ display: 'grid', gap: vars.space['1'], flex: 1, alignContent: 'start' });

export const suggestions = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

// Underlined in the text colour: a link inside a sentence, readable on the dark overlay.
export const suggestion = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentHover },
});

export const group = style({ display: 'grid', gap: vars.space['0.5'], marginBlockEnd: vars.space['2'] });

export const groupHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
});

export const groupTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const textButton = style({
  border: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  padding: vars.space['0.5'],
  ':hover': { color: vars.color.accentHover },
});

export const recent = style({ display: 'grid', gap: vars.space['1'] });

export const recentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recentItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  minBlockSize: '36px',
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.accent },
});

export const allResults = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['0.5'],
  minBlockSize: '44px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceRaised },
});
