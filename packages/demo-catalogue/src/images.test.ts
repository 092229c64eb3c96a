import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue';
import {
  AVATAR_COUNT,
  avatarSvg,
  backdropSvg,
  dominantColor,
  genreSvg,
  initialsOf,
  portraitSvg,
  posterSvg,
  stillSvg,
} from './images';
import { loadLetterer } from './lettering';

const ELEMENTS = new Set([
  'svg',
  'use',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'rect',
  'circle',
  'ellipse',
  'path',
  'g',
]);

/**
 * A small well-formedness check: one root <svg> with the given size, only known elements, every tag closed in
 * order, attributes quoted, no text content and no number that went wrong.
 */
function expectWellFormed(svg: string, width: number, height: number): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const root = /^<svg ([^>]*)>/.exec(svg)![1]!;
  expect(root).toContain(`width="${width}"`);
  expect(root).toContain(`height="${height}"`);
  expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z]+)((?:\s+[A-Za-z][A-Za-z0-9:-]*="[^"<>]*")*)\s*(\/?)>/g;
  let end = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    // Nothing but tags: text between them would be unreadable without the page's font.
    expect(svg.slice(end, match.index).trim()).toBe('');
    end = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    expect(ELEMENTS.has(name!), name).toBe(true);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(end).toBe(svg.length);
  expect(stack).toEqual([]);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
}

describe('the well-formedness check', () => {
  it.each([
    ['an unclosed tag', '<g>'],
    ['text content', 'سلام'],
    ['a text element', '<text>x</text>'],
    ['a broken number', '<circle r="NaN"/>'],
    ['a missing gradient', '<rect fill="url(#z)"/>'],
  ])('rejects %s', (_, inner) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">${inner}</svg>`;
    expect(() => expectWellFormed(svg, 10, 10)).toThrow();
  });
});

const catalogue = generateCatalogue();
const titleKinds = [
  ['posterSvg', posterSvg, 400, 600],
  ['backdropSvg', backdropSvg, 1280, 720],
  ['stillSvg', stillSvg, 640, 360],
  ['genreSvg', genreSvg, 640, 360],
] as const;

describe.each(titleKinds)('%s', (_, draw, width, height) => {
  it('draws well-formed, small SVG for every demo title', () => {
    const sizes: number[] = [];
    for (const title of [...catalogue.movies, ...catalogue.series]) {
      const svg = draw({ id: title.id, color: title.color });
      expectWellFormed(svg, width, height);
      sizes.push(svg.length);
    }
    expect(Math.max(...sizes)).toBeLessThan(4096);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(3072);
  });

  it('is deterministic, and differs by id and by colour', () => {
    expect(draw({ id: 12, color: '#224466' })).toBe(draw({ id: 12, color: '#224466' }));
    expect(draw({ id: 12, color: '#224466' })).not.toBe(draw({ id: 13, color: '#224466' }));
    expect(draw({ id: 12, color: '#224466' })).not.toBe(draw({ id: 12, color: '#662222' }));
    expect(draw({ id: 12 })).toBe(draw({ id: 12, color: dominantColor(12) }));
  });

  it('survives a colour that is not #rrggbb', () => {
    expectWellFormed(draw({ id: 3, color: 'tomato' }), width, height);
  });
});

describe('portraitSvg', () => {
  it('draws a well-formed 1:1 portrait per star, distinct per star', () => {
    const svgs = catalogue.stars.map((star) => portraitSvg({ id: star.id, name: star.name }));
    for (const svg of svgs) {
      expectWellFormed(svg, 300, 300);
      expect(svg.length).toBeLessThan(3072);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(portraitSvg({ id: 5 })).toBe(portraitSvg({ id: 5 }));
  });
});

describe('avatarSvg', () => {
  it('draws 12 distinct, well-formed avatars', () => {
    const svgs = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarSvg(i + 1));
    expect(AVATAR_COUNT).toBe(12);
    for (const svg of svgs) {
      expectWellFormed(svg, 200, 200);
      expect(svg.length).toBeLessThan(3072);
    }
    expect(new Set(svgs).size).toBe(12);
  });

  it.each([0, 13, 1.5, -1, Number.NaN])('refuses avatar %s', (n) => {
    expect(() => avatarSvg(n)).toThrow(RangeError);
  });
});

describe('dominantColor', () => {
  it('gives a dark #rrggbb colour that varies by id', () => {
    const colours = Array.from({ length: 50 }, (_, i) => dominantColor(i + 1));
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours).size).toBeGreaterThan(40);
  });
});

describe('lettering and matching art (issue 18)', () => {
  it('letters a poster’s title in Vazirmatn outlines, small, wrapping a long title', async () => {
    const letterer = await loadLetterer();
    const sizes: number[] = [];
    for (const title of [...catalogue.movies, ...catalogue.series].slice(0, 40)) {
      const svg = posterSvg({ id: title.id, color: title.color }, { letterer, title: title.title });
      expectWellFormed(svg, 400, 600);
      // One outline of the whole title, shown twice (a dark copy under the light one).
      expect(svg.match(/<use /g)).toHaveLength(2);
      expect(svg).toMatch(/<path id="t[0-9a-z]+" d="M0 0m[^"]{200,}z"\/>/);
      sizes.push(svg.length);
    }
    expect(Math.max(...sizes)).toBeLessThan(16_384);
    const long = posterSvg({ id: 1 }, { letterer, title: 'روزی روزگاری در سرزمین کوه‌های بلند و دره‌های سبز' });
    const one = posterSvg({ id: 1 }, { letterer, title: 'گاو' });
    expect(long.length).toBeGreaterThan(one.length);
  });

  it('draws a title’s poster and backdrop as one scene, and a genre’s titles with one motif', () => {
    const defsOf = (svg: string) => /<defs>.*?<\/defs>/.exec(svg)?.[0];
    for (let id = 1; id <= 20; id++) {
      expect(defsOf(posterSvg({ id, color: '#335577' }))).toBe(defsOf(backdropSvg({ id, color: '#335577' })));
    }
    // Genre 2 is drawn with rings (motifs[1]): stroked circles, whatever the title.
    for (const id of [3, 8, 21]) expect(posterSvg({ id, genreId: 2 })).toContain('fill="none" stroke=');
  });

  it('draws a person’s initials, not a silhouette', async () => {
    expect(initialsOf('ترانه علیدوستی')).toBe('ت ع');
    expect(initialsOf(' آیدا ')).toBe('آ');
    const letterer = await loadLetterer();
    const svgs = catalogue.stars.slice(0, 20).map((star) => portraitSvg({ id: star.id, name: star.name }, letterer));
    for (const svg of svgs) {
      expectWellFormed(svg, 300, 300);
      expect(svg).toContain('<use ');
      expect(svg.length).toBeLessThan(4096);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
