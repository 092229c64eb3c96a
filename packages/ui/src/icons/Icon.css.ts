import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

/**
 * -1 inside right-to-left text and 1 inside left-to-right, set on every element with a `dir` attribute and inherited,
 * so the nearest `dir` decides, as it does for the text itself. Not `:dir(rtl)`: a production build lowers it to
 * `:lang(fa)`, which a left-to-right island inside a Persian page still matches (decision 043).
 */
const inlineScale = createVar();
globalStyle('[dir="rtl" i]', { vars: { [inlineScale]: '-1' } });
globalStyle('[dir="ltr" i]', { vars: { [inlineScale]: '1' } });

/** Flips a way-pointing icon when its own context reads right-to-left, and not inside a left-to-right island. */
export const mirrored = style({ transform: `scaleX(${fallbackVar(inlineScale, '1')})` });
