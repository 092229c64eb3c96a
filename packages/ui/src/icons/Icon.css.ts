import { style } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

/** Flips a way-pointing icon when its own context reads right-to-left (`:dir()` respects nested LTR islands). */
export const mirrored = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });
