import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName } from './names';
import { tokens } from './tokens';

/**
 * The theme's CSS variables: the only way components read colour, space, type and motion. Their names are spelled
 * from the token paths (`--parde-color-accent`), not hashed, so design tools, the DTCG export and other apps can
 * refer to them; a second theme (e.g. a light one) would only fill the same names differently.
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => cssVarName(path));

// The dark theme is the only one and applies to the whole document.
createGlobalTheme(':root', vars, tokens);
