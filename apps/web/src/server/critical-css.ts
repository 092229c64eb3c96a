import Beasties from 'beasties';

/** `@font-face` rules: kept whole, since Beasties cannot see a face used through a custom property. */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The critical CSS of server-rendered pages (docs/decisions/017): of each stylesheet a page would load, only the
 * rules that match its markup (Beasties), plus every `@font-face`. The whole files stay linked, disabled, and
 * `public/start.js` turns them on before the app starts: a page that hydrates, navigates or opens a dialog has every
 * rule, from the browser's cache after the first page.
 *
 * Each page is reduced for its own markup, when it is rendered: the API keeps rendered pages (apps/api `keptPages`),
 * so that is not on every visit.
 */
export function createCriticalCss(readStylesheet: (file: string) => string) {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    // A selector that is only a state (`:focus-visible`, `::selection`) matches no element Beasties can see.
    allowRules: [/^::?[a-z-]+(\(|$)/],
    compress: true,
    logLevel: 'silent',
  });
  const sheets = new Map<string, { rules: string; fonts: string }>();
  const sheet = (file: string) => {
    let found = sheets.get(file);
    if (!found) {
      const css = readStylesheet(file);
      found = { rules: css.replace(FONT_FACE, ''), fonts: (css.match(FONT_FACE) ?? []).join('') };
      sheets.set(file, found);
    }
    return found;
  };
  const reduce = async (files: string[], markup: string): Promise<string[]> => {
    const styles = files.map((file, index) => `<style data-sheet="${index}">${sheet(file).rules}</style>`).join('');
    let document: string;
    try {
      document = await beasties.process(`<!doctype html>${markup.replace('<!--styles-->', () => styles)}`);
    } catch {
      // A page is never drawn without its styles: all of them, then.
      return files.map((file) => sheet(file).fonts + sheet(file).rules);
    }
    // Beasties drops a style element left empty: that file has nothing critical.
    const reduced = new Map(
      [...document.matchAll(/<style data-sheet="(\d+)">([\s\S]*?)<\/style>/g)].map((match) => [
        Number(match[1]),
        match[2],
      ]),
    );
    return files.map((file, index) => sheet(file).fonts + (reduced.get(index) ?? ''));
  };

  /**
   * The critical CSS of each file for a page. `markup` is the page's `<html>` element with `<!--styles-->` in its
   * head and the rendered app in its body (what a selector can match).
   */
  return reduce;
}
