/** Every CSS custom property of the theme starts with this, so a design tool or another app can find them all. */
export const CSS_VAR_PREFIX = 'parde';

/** `surfaceRaised` → `surface-raised`, `0.5` → `0_5` (a dot cannot stand unescaped in a CSS name). */
const segment = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace('.', '_');

/**
 * The stable CSS custom property name of a token path, without the leading `--`:
 * `['color', 'surfaceRaised']` → `parde-color-surface-raised`. The theme and the DTCG export both name tokens
 * through it, so the names designers read are the ones the page uses.
 */
export const cssVarName = (path: readonly string[]) => [CSS_VAR_PREFIX, ...path.map(segment)].join('-');
