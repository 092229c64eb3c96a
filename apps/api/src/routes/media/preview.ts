import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { toPersianDigits } from '@parde/fa';
import { Resvg } from '@resvg/resvg-js';

/**
 * A link-preview picture's name: a title's, an episode's or a person's by id (`/media/og/movie-12.png`), the site's
 * (`site.png`, home and any page without a picture of its own) or a list page's (`page-movies.png`).
 */
export const PREVIEW_FILE = /^(?:(movie|series|episode|star)-(\d{1,9})|(site)|page-([a-z-]{1,20}))\.png$/;

/** The headings of the list pages that have a card of their own (`page-<name>.png`), as the pages write them. */
export const PAGE_CARDS: Readonly<Record<string, string>> = {
  movies: 'فیلم‌ها',
  'tv-shows': 'سریال‌ها',
  search: 'جستجو',
  cast: 'بازیگران و عوامل',
  genres: 'ژانرها',
  tags: 'برچسب‌ها',
};

/** The size messengers and social sites show a large link preview at (Open Graph's 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** What an episode's card writes over its still. */
export interface EpisodeCaption {
  seriesTitle: string;
  seasonNumber: number;
  number: number;
  title: string;
}

// Vazirmatn's TrueType files: resvg shapes and orders Persian text itself (rustybuzz, bidi), and reads no WOFF2.
const fontFolder = join(dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')), 'fonts', 'ttf');
const FONT_FILES = ['Vazirmatn-Regular.ttf', 'Vazirmatn-Bold.ttf'].map((file) => join(fontFolder, file));

const BACKGROUND = '#0a0b0f';
const ACCENT = '#19b8ae';
const SAFFRON = '#f4b400';

/** Text for SVG: the five characters XML reserves, escaped. */
const xml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A line of right-to-left text whose start (its right end) is at `x`. */
const line = (text: string, x: number, y: number, size: number, weight: 400 | 700, fill = '#ffffff') =>
  `<text x="${x}" y="${y}" direction="rtl" text-anchor="end" font-family="Vazirmatn" font-size="${size}" font-weight="${weight}" fill="${fill}">${xml(text)}</text>`;

/** A title that fits the card: cut at a word with «…» past `max` characters. */
const fit = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // The mark after «…» keeps it at the left end, where a right-to-left line ends.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 8)).trim()}…\u200f`;
};

/** The site's mark as the favicon draws it, at (x, y) and `size` px. */
const mark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="${BACKGROUND}"/><path d="M14 12h36v8c-8 2-12 8-12 16v16H26V36c0-8-4-14-12-16z" fill="${ACCENT}"/><rect x="10" y="10" width="44" height="4" rx="2" fill="${SAFFRON}"/></g>`;

/** A card with only words: the mark and «پرده» at the top right, a heading and a line under it. */
const wordsCard = (heading: string, under: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123c3a"/><stop offset="1" stop-color="${BACKGROUND}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${mark(1040, 70, 96)}${line('پرده', 1010, 138, 64, 700)}${line(fit(heading, 28), 1130, 380, 84, 700)}${line(under, 1130, 470, 44, 400, '#c9ced8')}<rect x="70" y="560" width="1060" height="6" rx="3" fill="${ACCENT}"/>`;

const dataUrl = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString('base64')}`;
const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The SVG of a preview: a title's backdrop filling the frame with its poster (which carries the lettered title) at
 * the inline end, as a right-to-left page reads; an episode's still with the series, season, episode and its title
 * written over a shade at the foot; a person's portrait; the site's and the list pages' cards in words.
 */
async function composition(
  art: string,
  kind: string,
  name: string,
  episode: (id: number) => Promise<EpisodeCaption | undefined>,
): Promise<string | undefined> {
  const read = async (folder: string) => {
    const path = join(art, folder, `${name}.svg`);
    return (await exists(path)) ? readFile(path) : undefined;
  };
  const frame = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}"><rect width="100%" height="100%" fill="${BACKGROUND}"/>${body}</svg>`;
  const fill = (svg: Buffer, aspect: 'slice' | 'meet') =>
    `<image width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid ${aspect}" href="${dataUrl(svg)}"/>`;
  if (kind === 'site')
    return frame(wordsCard('تماشای آنلاین فیلم و سریال', 'فیلم و سریال ایرانی و خارجی، برای هر عضو خانواده'));
  if (kind === 'page') {
    const heading = PAGE_CARDS[name];
    return heading === undefined ? undefined : frame(wordsCard(heading, 'پرده: تماشای آنلاین فیلم و سریال'));
  }
  if (kind === 'movie' || kind === 'series') {
    const [backdrop, poster] = await Promise.all([read('backdrops'), read('posters')]);
    if (!backdrop || !poster) return undefined;
    return frame(
      `${fill(backdrop, 'slice')}<image x="800" y="45" width="360" height="540" href="${dataUrl(poster)}"/><rect x="800" y="45" width="360" height="540" fill="none" stroke="#ffffff40" stroke-width="2"/>`,
    );
  }
  if (kind === 'episode') {
    const [still, caption] = await Promise.all([read('stills'), episode(Number(name.slice('episode-'.length)))]);
    if (!still || !caption) return undefined;
    const where = `فصل ${toPersianDigits(caption.seasonNumber)}، قسمت ${toPersianDigits(caption.number)}`;
    return frame(
      `${fill(still, 'slice')}<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKGROUND}" stop-opacity="0"/><stop offset="1" stop-color="${BACKGROUND}" stop-opacity=".92"/></linearGradient></defs><rect y="300" width="${PREVIEW_WIDTH}" height="330" fill="url(#shade)"/>${line(fit(caption.seriesTitle, 30), 1130, 470, 64, 700)}${line(`${where}: ${fit(caption.title, 36)}`, 1130, 550, 40, 400, '#e6e9ef')}${mark(70, 490, 72)}`,
    );
  }
  const picture = await read('portraits');
  return picture && frame(fill(picture, 'meet'));
}

/**
 * Link previews as PNG (Telegram and WhatsApp show no SVG), drawn once per title from its art with resvg and kept
 * beside the art under `og/`; later asks are the file. Concurrent first asks share one drawing.
 */
export class Previews {
  private readonly drawing = new Map<string, Promise<boolean>>();
  private readonly art: string;
  private readonly episode: (id: number) => Promise<EpisodeCaption | undefined>;

  /** `episode` gives the words of an episode's card (undefined: no such episode, no card). */
  constructor(art: string, episode: (id: number) => Promise<EpisodeCaption | undefined>) {
    this.art = art;
    this.episode = episode;
  }

  /** The preview's path under the art folder, drawn first when needed; undefined when its art is not there. */
  async file(name: string): Promise<string | undefined> {
    const match = PREVIEW_FILE.exec(name);
    if (!match) return undefined;
    const file = join('og', name);
    if (await exists(join(this.art, file))) return file;
    let pending = this.drawing.get(name);
    if (!pending) {
      const [kind, base] = match[3]
        ? ['site', 'site']
        : match[4]
          ? ['page', match[4]]
          : [match[1]!, name.replace(/\.png$/, '')];
      pending = this.draw(kind, base, file).finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return (await pending) ? file : undefined;
  }

  private async draw(kind: string, base: string, file: string): Promise<boolean> {
    const svg = await composition(this.art, kind, base, this.episode);
    if (!svg) return false;
    const png = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Vazirmatn' },
    })
      .render()
      .asPng();
    await mkdir(join(this.art, 'og'), { recursive: true });
    // Written aside, then renamed: another instance never sends half a file.
    const temporary = join(this.art, `${file}.${process.pid}.tmp`);
    await writeFile(temporary, png);
    await rename(temporary, join(this.art, file));
    return true;
  }
}
