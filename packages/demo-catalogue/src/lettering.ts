/// <reference path="./fontverter.d.ts" />
// (Referenced here so programs that type-check this package from its source, such as apps/api's, see it too.)
/**
 * Title lettering for the generated art, in Vazirmatn, as SVG paths. An SVG shown through <img> cannot use the
 * page's web font (and a viewer's system may have no Persian font at all), so the letters are drawn as outlines:
 * HarfBuzz shapes the text (Persian joins and right-to-left order need a real shaper) and gives each glyph's path.
 * The font is the one the site serves (@fontsource-variable/vazirmatn, its Arabic-script subset), read once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** One shaped line: its advance width and its glyphs' outlines, each at its pen position (font units, y up). */
export interface ShapedLine {
  width: number;
  glyphs: { outline: string; x: number; y: number }[];
}

/** Shapes one line of text at a weight, in font units. */
export interface Letterer {
  /** Units per em of the font: a size in px is `units * size / unitsPerEm`. */
  unitsPerEm: number;
  line(text: string, weight: number): ShapedLine;
}

let loading: Promise<Letterer> | undefined;

/**
 * The shared letterer, loaded on first use (the font is unpacked from WOFF2 and HarfBuzz starts). A
 * load that failed is tried again on the next call rather than kept.
 */
export function loadLetterer(): Promise<Letterer> {
  loading ??= create().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The letterer, or undefined when it cannot be loaded: pictures are then drawn without lettering, never a 500. */
export function tryLetterer(): Promise<Letterer | undefined> {
  return loadLetterer().catch(() => undefined);
}

async function create(): Promise<Letterer> {
  const require = createRequire(import.meta.url);
  const fontFile = require.resolve('@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2');
  const [hb, fontverter, woff2] = await Promise.all([import('harfbuzzjs'), import('fontverter'), readFile(fontFile)]);
  // HarfBuzz reads TrueType/OpenType, not WOFF2.
  const sfnt: Uint8Array = await fontverter.convert(woff2, 'sfnt');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const unitsPerEm = face.upem;
  const paths = new Map<string, string>();
  let weightSet = -1;
  return {
    unitsPerEm,
    line(text, weight) {
      if (weight !== weightSet) {
        font.setVariations([new hb.Variation('wght', weight)]);
        weightSet = weight;
        paths.clear();
      }
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      let x = 0;
      const glyphs: ShapedLine['glyphs'] = [];
      // HarfBuzz gives a right-to-left run in visual order, left to right: drawn as it comes.
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        let outline = paths.get(String(glyph.codepoint));
        if (outline === undefined) {
          outline = font.glyphToPath(glyph.codepoint);
          paths.set(String(glyph.codepoint), outline);
        }
        if (outline) glyphs.push({ outline, x: x + (glyph.xOffset ?? 0), y: glyph.yOffset ?? 0 });
        x += glyph.xAdvance ?? 0;
      }
      return { width: x, glyphs };
    },
  };
}

/**
 * Appends a glyph outline (absolute M, L, Q, C, Z in font units, y up, as HarfBuzz draws) to a pixel path in relative
 * commands rounded to 0.1 px: about a third of the bytes of the raw outline. `pen` is the current point, shared
 * across glyphs so rounding never drifts.
 */
function appendGlyph(out: string[], outline: string, map: (x: number, y: number) => [number, number], pen: number[]) {
  for (const [, command = '', args = ''] of outline.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === 'Z') {
      // Closing returns the pen to where the contour started.
      out.push('z');
      pen[0] = pen[2]!;
      pen[1] = pen[3]!;
      continue;
    }
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const parts: string[] = [];
    let startX = pen[0]!;
    let startY = pen[1]!;
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [px, py] = map(numbers[i]!, numbers[i + 1]!);
      const x = Math.round(px * 10) / 10;
      const y = Math.round(py * 10) / 10;
      parts.push(num(x - startX), num(y - startY));
      // Control points of a relative curve are relative to its start; only the end point moves the pen.
      if (i + 2 >= numbers.length) {
        pen[0] = x;
        pen[1] = y;
        if (command === 'M') {
          pen[2] = x;
          pen[3] = y;
        }
      } else if (command === 'M' || command === 'L') {
        startX = x;
        startY = y;
      }
    }
    out.push(command.toLowerCase() + parts.join(' ').replace(/ -/g, '-'));
  }
}

const num = (n: number) => {
  const text = String(Math.round(n * 10) / 10);
  return text.startsWith('0.') ? text.slice(1) : text.startsWith('-0.') ? `-${text.slice(2)}` : text;
};

/** Where and how big a block of lettering goes: its centre line, width and the largest size it may take. */
export interface LetterBox {
  /** Horizontal centre of the block, px. */
  cx: number;
  /** Baseline of the last line, px (the block grows upward from it). */
  bottom: number;
  maxWidth: number;
  /** Font size of one-line titles, px; longer titles wrap (up to three lines) and shrink. */
  size: number;
  weight: number;
  fill: string;
  /** At most this many lines (3 by default); beyond it the text shrinks instead. */
  maxLines?: number;
}

/**
 * A title lettered into a box: wrapped at spaces into at most three lines that fit `maxWidth`, shrinking when they
 * would not, centred, as one `<path>` (with a soft dark copy under it, so it reads on any background).
 */
export function letterTitle(letterer: Letterer, text: string, box: LetterBox): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const maxLines = box.maxLines ?? 3;
  let size = box.size;
  let lines: ShapedLine[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const scale = size / letterer.unitsPerEm;
    lines =
      maxLines === 1
        ? [letterer.line(words.join(' '), box.weight)]
        : wrap(words, (line) => letterer.line(line, box.weight), box.maxWidth / scale);
    if (lines.length <= maxLines && lines.every((line) => line.width * scale <= box.maxWidth)) break;
    size *= 0.85;
  }
  const scale = size / letterer.unitsPerEm;
  const leading = size * 1.25;
  const d: string[] = [];
  // The current point, then the start of the current contour.
  const pen = [0, 0, 0, 0];
  lines.forEach((line, i) => {
    const baseline = box.bottom - (lines.length - 1 - i) * leading;
    const left = box.cx - (line.width * scale) / 2;
    for (const glyph of line.glyphs) {
      const map = (x: number, y: number): [number, number] => [
        left + (glyph.x + x) * scale,
        baseline - (glyph.y + y) * scale,
      ];
      appendGlyph(d, glyph.outline, map, pen);
    }
  });
  if (d.length === 0) return '';
  // Drawn once, shown twice: a soft dark copy a little lower keeps the letters readable on any background.
  const id = `t${hashId(text)}`;
  return (
    `<defs><path id="${id}" d="M0 0${d.join('')}"/></defs>` +
    `<use href="#${id}" fill="#0A0B0F" opacity=".55" y="${round(size * 0.05)}"/><use href="#${id}" fill="${box.fill}"/>`
  );
}

/** A short id for a lettering's path, unique enough within one picture. */
const hashId = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36);

/** Greedy word wrap: each line takes words while its shaped width (font units) stays within `max`. */
function wrap(words: string[], shape: (line: string) => ShapedLine, max: number) {
  const lines: ShapedLine[] = [];
  let current = '';
  let shaped: ShapedLine | undefined;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    const next = shape(candidate);
    if (current && next.width > max) {
      lines.push(shaped!);
      current = word;
      shaped = shape(word);
    } else {
      current = candidate;
      shaped = next;
    }
  }
  if (shaped) lines.push(shaped);
  return lines;
}

const round = (n: number) => Math.round(n * 10) / 10;
