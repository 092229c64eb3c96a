/** Page-layout styles shared by the pages (components come from @parde/ui; these only place them). */
import { media, vars } from '@parde/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The full width up to the content maximum, centred. As a grid item, auto margins alone would shrink it to its
// content, so the page would narrow and widen as its rows load.
export const container = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.size.gutter,
  boxSizing: 'border-box',
});

// Grid tracks of minmax(0, 1fr): a carousel's long track must not widen the page.
export const page = style([
  container,
  { paddingBlock: vars.space['4'], display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] },
]);

export const narrow = style([page, { maxInlineSize: '820px' }]);

/** Lists laid out as grids carry no bullets or indent. */
const bare = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const stack = style({ ...bare, display: 'grid', gap: vars.space['3'] });

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  paddingBlockEnd: vars.space['4'],
});

/**
 * A row below the fold: the browser skips its layout and painting until it nears the viewport, so a change above it
 * (a member's rows arriving, a row loading) does not lay out every row of a long page again. Its place is a row's
 * height until it has been drawn once, then the height it had (`auto`).
 */
export const laterRow = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 365px',
  // The paint containment clips at the row's box: a focus ring or a card's lift at its edge is drawn past it.
  overflowClipMargin: vars.space['2'],
  '@media': { [media.md]: { containIntrinsicSize: 'auto 485px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.font.size['3xl'] } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const prose = style({ lineHeight: vars.font.lineHeight.body, margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
  justifyContent: 'space-between',
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' });

export const grid = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' } },
});

export const wideGrid = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['3'],
});

export const circleGrid = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space['3'],
});

export const chips = style({ ...bare, display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: { 'a&:hover': { borderColor: vars.color.accent } },
});

/** A link above a heading to what the page belongs to (an episode's series): accent text, not a field-like chip. */
export const eyebrowLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentHover, textDecoration: 'underline' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['3'],
  display: 'grid',
  gap: vars.space['2'],
});

export const cardLink = style([
  card,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent } },
  },
]);

export const form = style({ display: 'grid', gap: vars.space['2'] });

export const actions = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  justifyContent: 'center',
  alignItems: 'center',
});

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '120px',
  boxSizing: 'border-box',
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

/** The server's message for a field without a TextField of its own (a textarea). */
export const fieldError = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });

export const label = style({ display: 'grid', gap: vars.space['0.5'], fontSize: vars.font.size.sm });

export const section = style({ display: 'grid', gap: vars.space['2'] });

export const list = style({ margin: 0, paddingInlineStart: vars.space['3'], display: 'grid', gap: vars.space['1'] });

globalStyle(`${prose} + ${prose}`, { marginBlockStart: vars.space['1.5'] });

/** Read by screen readers, not shown (e.g. the home page's heading above its slider). */
export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** An address to copy and its button: the field takes the width, up to a line that shows a whole address. */
export const shareLink = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
  maxInlineSize: '640px',
});
