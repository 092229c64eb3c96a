import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';

/** `@font-face` rules: kept whole, since Beasties cannot see a face used through a custom property. */
const FONT_FACE = /@font-face\{[^}]*\}/g;
/** An attribute selector of the stylesheets: its name, operator and value. */
const ATTRIBUTE_SELECTOR = /\[([a-zA-Z][\w-]*)(?:([~|^$*]?=)("[^"]*"|'[^']*'|[^\]]*))?\]/g;
/** A start tag's name, and each attribute of one (React writes every value in double quotes). */
const TAG = /<([a-z][a-z0-9-]*)/g;
const ATTRIBUTE = /\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;
const CLASS = /\sclass="([^"]*)"/g;

type Predicate = (value: string | undefined) => boolean;

function predicateOf(operator: string | undefined, raw: string | undefined): Predicate {
  if (!operator) return () => true;
  const wanted = (raw ?? '').replace(/^["']|["']$/g, '').replace(/\\(.)/g, '$1');
  return (value = '') => {
    if (operator === '=') return value === wanted;
    if (operator === '^=') return value.startsWith(wanted);
    if (operator === '$=') return value.endsWith(wanted);
    if (operator === '*=') return value.includes(wanted);
    if (operator === '~=') return value.split(/\s+/).includes(wanted);
    return value === wanted || value.startsWith(`${wanted}-`);
  };
}

/**
 * The critical CSS of server-rendered pages (docs/decisions/017): of each stylesheet a page would load, only the
 * rules that match its markup (Beasties), plus every `@font-face`. The whole files stay linked, disabled, and
 * `public/start.js` turns them on before the app starts: a page that hydrates, navigates or opens a dialog has every
 * rule, from the browser's cache after the first page.
 *
 * Beasties parses the document and the stylesheets on every call, so its answer is
 * kept by what a selector can see of the markup: its class names, element names and which of the stylesheets'
 * attribute selectors match. Pages of one type share that nearly always; where a descendant selector would match
 * one page of a key and not another, the whole file arriving before the app starts fills the gap.
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
  const sheets = new Map<string, { rules: string; fonts: string; attributes: [string, Predicate][] }>();
  const sheet = (file: string) => {
    let found = sheets.get(file);
    if (!found) {
      const css = readStylesheet(file);
      const attributes = [...css.matchAll(ATTRIBUTE_SELECTOR)].map(
        ([, name, operator, value]) =>
          [(name ?? '').toLowerCase(), predicateOf(operator, value)] as [string, Predicate],
      );
      found = { rules: css.replace(FONT_FACE, ''), fonts: (css.match(FONT_FACE) ?? []).join(''), attributes };
      sheets.set(file, found);
    }
    return found;
  };
  const kept = new LRUCache<string, Promise<string[]>>({ max: 500 });

  const keyOf = (files: string[], markup: string) => {
    const tokens = new Set<string>();
    for (const [, names] of markup.matchAll(CLASS))
      for (const name of (names ?? '').split(/\s+/)) tokens.add(`.${name}`);
    for (const [, name] of markup.matchAll(TAG)) tokens.add(`<${name}`);
    const attributes = new Map<string, (string | undefined)[]>();
    for (const [, name, value] of markup.matchAll(ATTRIBUTE)) {
      const key = (name ?? '').toLowerCase();
      const values = attributes.get(key) ?? [];
      values.push(value);
      attributes.set(key, values);
    }
    files.forEach((file, index) => {
      sheet(file).attributes.forEach(([name, matches], at) => {
        if (attributes.get(name)?.some(matches)) tokens.add(`${index}[${at}]`);
      });
    });
    return `${files.join(' ')}\n${[...tokens].sort().join(' ')}`;
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
  return (files: string[], markup: string): Promise<string[]> => {
    const key = keyOf(files, markup);
    let critical = kept.get(key);
    if (!critical) {
      critical = reduce(files, markup);
      kept.set(key, critical);
    }
    return critical;
  };
}
