import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

// `minmax(0, 1fr)`: a grid item would otherwise grow to the slider's full content width.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1.5'],
  paddingBlock: vars.space['2'],
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.lg]: { fontSize: vars.font.size['2xl'] } },
});

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  flexShrink: 0,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

// No gutter of its own: a row sits in the page's container, so its title and first card share the right edge of the
// header, the hero and the lists (issue 18: with a second gutter here, rows ended 56 px inside that edge).
export const viewport = style({ position: 'relative', minInlineSize: 0 });

// keen-slider's `rtl` option lays the slides out right-to-left itself; the container must stay LTR or a flex row in an
// RTL page reverses them a second time. The slides switch back to the page's direction for their content.
export const track = style({
  direction: 'ltr',
  // Room for the card lift and focus ring, which the slider's overflow would clip.
  paddingBlock: vars.space['1.5'],
});

// Before keen-slider starts (see useLazySlider): the same picture as a plain right-to-left row, the gap standing in
// for its `spacing`.
export const trackPending = style({ paddingBlock: vars.space['1.5'], direction: 'rtl', gap: '16px' });

const slideBase = style({ minBlockSize: 0, direction: 'rtl' });

// keen-slider's stylesheet clips each slide (`overflow: hidden`), which cut the card's hover lift and shadow at the
// slide's edges (issue 18); the track's block padding is the room the lift needs, and the track still clips the row.
globalStyle(`.keen-slider:not([data-keen-slider-disabled]) ${slideBase}`, { overflow: 'visible' });

export const slide = styleVariants({
  poster: [slideBase, { minInlineSize: 'clamp(120px, 28vw, 200px)', maxInlineSize: 'clamp(120px, 28vw, 200px)' }],
  wide: [slideBase, { minInlineSize: 'clamp(240px, 70vw, 320px)', maxInlineSize: 'clamp(240px, 70vw, 320px)' }],
  circle: [slideBase, { minInlineSize: 'clamp(96px, 24vw, 128px)', maxInlineSize: 'clamp(96px, 24vw, 128px)' }],
});

export const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.raised,
  display: 'none',
  selectors: { '&:disabled': { visibility: 'hidden' } },
  '@media': { [media.md]: { display: 'inline-flex' } },
});

export const prev = style({ insetInlineStart: vars.space['0.5'] });
export const next = style({ insetInlineEnd: vars.space['0.5'] });
