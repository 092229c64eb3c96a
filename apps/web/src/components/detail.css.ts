import { media, vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  minBlockSize: '56vh',
  display: 'grid',
  alignItems: 'end',
  overflow: 'hidden',
  background: vars.color.surface,
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  // The text sits at inline-start (right in RTL): the scrim is darkest there and at the bottom.
  background: `linear-gradient(to top, ${vars.color.background} 5%, transparent 70%), linear-gradient(to left, ${vars.color.scrim}, transparent 75%)`,
});

export const heroInner = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: '200px 1fr' } },
});

export const poster = style({
  display: 'none',
  inlineSize: '200px',
  blockSize: '300px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  '@media': { [media.md]: { display: 'block' } },
});

export const info = style({ display: 'grid', gap: vars.space['1.5'], maxInlineSize: '760px' });

export const original = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.md });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1.5'],
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const player = style({
  aspectRatio: '16 / 9',
  display: 'grid',
  placeItems: 'center',
  gap: vars.space['2'],
  alignContent: 'center',
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  // The episode's still under the play button, darkened so the button stands out.
  backgroundBlendMode: 'multiply',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['3'],
  boxSizing: 'border-box',
});

export const soon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.saffron}`,
  color: vars.color.saffron,
});

/** A wrapper that takes no box of its own (its children lay out as if it were not there). */
export const contents = style({ display: 'contents' });

/** «دانلود» and what goes with it: its second button and the progress line wrap under it on a phone. */
export const download = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'] });

export const downloadStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  flexBasis: '100%',
});
