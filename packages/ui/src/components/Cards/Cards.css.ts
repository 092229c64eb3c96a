import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  inlineSize: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}, box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
});

export const posterFrame = style([frame, { aspectRatio: '2 / 3' }]);
export const wideFrame = style([frame, { aspectRatio: '16 / 9' }]);

// The lift of the design brief: on hover (where there is a pointer that hovers) and on keyboard focus.
globalStyle(`${card}:focus-visible ${posterFrame}, ${card}:focus-visible ${wideFrame}`, {
  transform: 'scale(1.04)',
  boxShadow: vars.elevation.high,
});
globalStyle(`${card}:hover ${posterFrame}, ${card}:hover ${wideFrame}`, {
  '@media': { [media.hover]: { transform: 'scale(1.04)', boxShadow: vars.elevation.high } },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space['1'],
  insetInlineStart: vars.space['1'],
});

// Two lines always, so every card of a row, and its placeholder, has the same height whatever the title's length.
// (A poster's facts follow its title: there the two lines are reserved by `posterText` instead, see below.)
export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  minBlockSize: '2lh',
  paddingBlockStart: vars.space['0.5'],
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * A poster's title and facts. The title's two lines and the facts' line are reserved here rather than under the
 * title, so a one-line title has its facts right under it (issue 18: a 40 px hole) and every card of a row, and its
 * placeholder, still has one height.
 */
export const posterText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  // The title's top padding, two of its lines, the gap, one line of facts (which keep the page's line height).
  minBlockSize: `calc(${vars.space['0.5']} + 2 * ${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space['0.5']} + ${vars.font.size.xs} * ${vars.font.lineHeight.body})`,
});

export const posterTitle = style({ minBlockSize: 'auto' });

export const subtitle = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const duration = style({
  position: 'absolute',
  insetBlockEnd: vars.space['1'],
  insetInlineEnd: vars.space['1'],
  paddingInline: vars.space['0.5'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
});

export const progressTrack = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  blockSize: '4px',
  backgroundColor: 'rgba(255, 255, 255, 0.25)',
});

export const progressFill = style({ display: 'block', blockSize: '100%', backgroundColor: vars.color.accent });

export const starCard = style([card, { alignItems: 'center', textAlign: 'center' }]);

// A name is short: one line (ellipsis beyond), so cast cards are even without a reserved second line.
export const starName = style({ minBlockSize: 'auto', WebkitLineClamp: 1, maxInlineSize: '100%' });

export const portraitFrame = style([
  frame,
  { inlineSize: '100%', aspectRatio: '1', borderRadius: vars.radius.full, display: 'grid', placeItems: 'center' },
]);

globalStyle(`${starCard}:focus-visible ${portraitFrame}`, { transform: 'scale(1.04)' });
globalStyle(`${starCard}:hover ${portraitFrame}`, { '@media': { [media.hover]: { transform: 'scale(1.04)' } } });

export const initial = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

/** A text line of `CardPlaceholder`: as tall as the text it stands for. */
/** The text boxes of `CardPlaceholder` span the card (a centred cast card would shrink them to their space). */
export const placeholderText = style({ alignSelf: 'stretch' });
/** Wide and round placeholders keep their cards' layout: the text lines straight in the card's column. */
export const placeholderGroup = style({ display: 'contents' });
export const placeholderLine = style({ display: 'block', inlineSize: '80%', borderRadius: vars.radius.sm });
export const placeholderShort = style({ inlineSize: '50%' });
globalStyle(`${starCard} ${placeholderLine}`, { marginInline: 'auto' });

/** A continue card with its remove button: the button's corner is the frame's (the frame is the card's top). */
export const removable = style({ position: 'relative' });

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space['1'],
  insetInlineEnd: vars.space['1'],
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: vars.color.scrim,
  color: vars.color.text,
  cursor: 'pointer',
  // Hidden until hover or focus only where a pointer hovers; on touch it is always shown.
  '@media': { [media.hover]: { opacity: 0, transition: `opacity ${vars.motion.duration} ${vars.motion.easing}` } },
  selectors: {
    [`${removable}:hover &, ${removable}:focus-within &`]: { opacity: 1 },
  },
});
