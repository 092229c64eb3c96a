/**
 * index.html as the server renderer fills it: each part a page brings goes between a pair of placeholders
 * (`<!--app-head-->…<!--/app-head-->`, `<!--app-html-->…<!--/app-html-->`) in place of what the browser-rendered
 * page starts with, the page's stylesheets at `<!--app-styles-->` and the router's data at `<!--app-data-->`. Cut once when the renderer starts; a template
 * without a placeholder is refused then, not discovered on a page.
 */
export interface TemplateParts {
  /** Title, description, canonical address, link previews and structured data. */
  head: string;
  /** The page's own stylesheets, after the entry's. */
  styles: string;
  /** The page's markup inside `<div id="root">`. */
  html: string;
  /** The hydration data element. */
  data: string;
}

type Slot = keyof TemplateParts;

/** Where each part goes: a pair of comments around a default, or one comment. */
const SLOTS: [Slot, string, string | null][] = [
  ['head', '<!--app-head-->', '<!--/app-head-->'],
  ['styles', '<!--app-styles-->', null],
  ['html', '<!--app-html-->', '<!--/app-html-->'],
  ['data', '<!--app-data-->', null],
];

/** Cuts `template` at its placeholders; the answer joins the cut pieces around one page's parts. */
export function compileTemplate(template: string): (parts: TemplateParts) => string {
  const pieces: string[] = [];
  const order: Slot[] = [];
  let rest = template;
  const found = SLOTS.map(([slot, open, close]) => ({ slot, open, close, at: template.indexOf(open) })).sort(
    (a, b) => a.at - b.at,
  );
  for (const { slot, open, close, at } of found) {
    if (at < 0 || template.indexOf(open, at + 1) >= 0) throw new Error(`index.html needs ${open} once.`);
    const start = rest.indexOf(open);
    const end = close === null ? start + open.length : rest.indexOf(close, start);
    if (end < 0) throw new Error(`index.html needs ${close} after ${open}.`);
    pieces.push(rest.slice(0, start));
    order.push(slot);
    rest = rest.slice(end + (close?.length ?? 0));
  }
  pieces.push(rest);
  return (parts) =>
    pieces.reduce((html, piece, index) => html + piece + (index < order.length ? parts[order[index] as Slot] : ''), '');
}
