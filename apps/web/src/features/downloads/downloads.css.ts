import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const picture = style({
  inlineSize: '160px',
  aspectRatio: '16 / 9',
  blockSize: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  flex: 'none',
});

export const grow = style({ flex: '1 1 220px', display: 'grid', gap: vars.space['0.5'], minInlineSize: 0 });

/** An expired download says so in words, not by colour alone. */
export const expired = style({ color: vars.color.dangerText, fontWeight: vars.font.weight.bold });

/**
 * The whole viewport, black, for the player alone, over the page (the watch view's look) and over the offline
 * notice, which would otherwise cover the player's controls while a stored film plays offline.
 */
export const player = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  backgroundColor: '#000',
  zIndex: `calc(${vars.zIndex.toast} + 1)`,
  blockSize: '100dvh',
});
