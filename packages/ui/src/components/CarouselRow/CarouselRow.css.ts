import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

/** keen-slider's `spacing` between cards (CarouselRow gives it the same). */
const SPACING = '16px';

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
// A size container: the placed slides before keen-slider starts measure the row's width in `cqw` (see `slidePlaced`).
export const viewport = style({ position: 'relative', minInlineSize: 0, containerType: 'inline-size' });

// keen-slider's `rtl` option lays the slides out right-to-left itself; the container must stay LTR or a flex row in an
// RTL page reverses them a second time. The slides switch back to the page's direction for their content.
export const track = style({
  direction: 'ltr',
  // Room for the card lift and focus ring, which the slider's overflow would clip.
  paddingBlock: vars.space['1.5'],
});

// A loading row's placeholders: a plain right-to-left row, the gap standing in for keen-slider's `spacing` (a loaded
// row has keen-slider's layout from the start, see `slidePlaced`).
export const trackPending = style({ paddingBlock: vars.space['1.5'], direction: 'rtl', gap: SPACING });

// Each kind's card width, and the slide's place in its row (set on each slide): what `slidePlaced` computes with.
const slideWidth = createVar();
const slideIndex = createVar();

const slideBase = style({ minBlockSize: 0, direction: 'rtl' });

/**
 * Before keen-slider starts, a loaded row's slides are already where keen-slider will put them, in its own way: an
 * LTR flex row (each slide after the ones before it) with each slide moved by a transform to its place from the
 * right, `distance − offset` = `(row − (i + 1)·w − i·spacing) − i·w`. keen-slider then writes the same transforms,
 * and nothing's box moves. (A right-to-left flex row looked the same, but Chromium counted the takeover, where every
 * slide's box moves and a transform moves it back, as a layout shift of the card cut by the row's edge: CLS 0.017 on
 * a film page, whose cast row's fourth card is half in view at 412 px.)
 */
export const slidePlaced = style({
  transform: `translate3d(calc(100cqw - (2 * ${slideIndex} + 1) * ${slideWidth} - ${slideIndex} * ${SPACING}), 0, 0)`,
});

/** The custom property that gives a slide its place in the row (for `slidePlaced`), set inline on each slide. */
export const slideIndexProperty = slideIndex.replace(/^var\((--[^),]+)\)$/, '$1');

// keen-slider's stylesheet clips each slide (`overflow: hidden`), which cut the card's hover lift and shadow at the
// slide's edges (issue 18); the track's block padding is the room the lift needs, and the track still clips the row.
globalStyle(`.keen-slider:not([data-keen-slider-disabled]) ${slideBase}`, { overflow: 'visible' });

const widths = {
  poster: 'clamp(120px, 28vw, 200px)',
  wide: 'clamp(240px, 70vw, 320px)',
  circle: 'clamp(96px, 24vw, 128px)',
};

export const slide = styleVariants(widths, (width) => [
  slideBase,
  { vars: { [slideWidth]: width }, minInlineSize: slideWidth, maxInlineSize: slideWidth },
]);

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
