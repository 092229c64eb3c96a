import { globalStyle, style } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

/** Flips a way-pointing icon when its context reads right-to-left. */
export const mirrored = style({});

globalStyle(`[dir="rtl"] ${mirrored}`, { transform: 'scaleX(-1)' });
