import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

/** The whole viewport, black, for the player alone (dvh: a phone's browser bars do not cover the controls). */
export const watch = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  backgroundColor: '#000',
  color: vars.color.text,
  zIndex: vars.zIndex.overlay,
  blockSize: '100dvh',
});

export const message = style({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  textAlign: 'center',
});
