/** fontverter ships no types; the one call the lettering makes. */
declare module 'fontverter' {
  /** Converts a font between WOFF2, WOFF and plain TrueType/OpenType (`'sfnt'`). */
  export function convert(font: Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array>;
}
