import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const question = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['1.5'],
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  minBlockSize: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  listStyle: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
    '&::-webkit-details-marker': { display: 'none' },
    // The expand indicator (issue 18: rows gave no sign they open): a chevron at the row's end, turned when open.
    '&::after': {
      content: '""',
      flexShrink: 0,
      marginInlineStart: 'auto',
      inlineSize: '10px',
      blockSize: '10px',
      // Bottom and (right-to-left) inline-start edges, turned 45°: a «⌄».
      borderInlineStart: `2px solid ${vars.color.textMuted}`,
      borderBlockEnd: `2px solid ${vars.color.textMuted}`,
      transform: 'translateY(-3px) rotate(45deg)',
      transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
    },
    [`${question}[open] > &::after`]: { transform: 'translateY(2px) rotate(-135deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { transition: 'none' } } } },
});

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const plan = style({
  display: 'grid',
  gap: vars.space['1.5'],
  alignContent: 'start',
  gridTemplateRows: 'auto auto auto 1fr auto',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// The button sits at the card's foot, so the buttons of a row line up whatever the length of the features list.
export const planAction = style({ alignSelf: 'end', justifySelf: 'stretch' });

export const planHighlighted = style([plan, { borderColor: vars.color.accent, boxShadow: vars.elevation.medium }]);

export const price = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.heavy });
