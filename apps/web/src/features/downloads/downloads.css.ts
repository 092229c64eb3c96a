import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

/** A still at 16 ∶ 9 of a given width, drawn on the raised surface while it loads. */
const still = (inlineSize: string) =>
  style({
    inlineSize,
    aspectRatio: '16 / 9',
    blockSize: 'auto',
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    flex: 'none',
  });

export const picture = still('160px');

/** The account's count of the 25 and the downloads held on other devices (issue #40). */
export const account = style({ display: 'grid', gap: vars.space['1.5'], marginBlockEnd: vars.space['3'] });

export const accountTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const quota = style({ margin: 0 });

export const meter = style({ inlineSize: '100%', blockSize: vars.space['1'] });

export const smallPicture = still('96px');

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
