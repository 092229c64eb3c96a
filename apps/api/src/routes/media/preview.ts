import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** A link-preview picture's name: what it shows and its id (`/media/og/movie-12.png`). */
export const PREVIEW_FILE = /^(movie|series|episode|star)-(\d{1,9})\.png$/;

/** The size messengers and social sites show a large link preview at (Open Graph's 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const dataUrl = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString('base64')}`;
const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The SVG of a preview from the catalogue's art: a title's backdrop filling the frame with its poster (which carries
 * the lettered title) at the inline end, as a right-to-left page reads; an episode's still; a person's portrait.
 */
async function composition(art: string, kind: string, name: string): Promise<string | undefined> {
  const read = async (folder: string) => {
    const path = join(art, folder, `${name}.svg`);
    return (await exists(path)) ? readFile(path) : undefined;
  };
  const frame = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}"><rect width="100%" height="100%" fill="#0a0b0f"/>${body}</svg>`;
  const fill = (svg: Buffer, aspect: 'slice' | 'meet') =>
    `<image width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid ${aspect}" href="${dataUrl(svg)}"/>`;
  if (kind === 'movie' || kind === 'series') {
    const [backdrop, poster] = await Promise.all([read('backdrops'), read('posters')]);
    if (!backdrop || !poster) return undefined;
    return frame(
      `${fill(backdrop, 'slice')}<image x="800" y="45" width="360" height="540" href="${dataUrl(poster)}"/><rect x="800" y="45" width="360" height="540" fill="none" stroke="#ffffff40" stroke-width="2"/>`,
    );
  }
  const picture = await read(kind === 'episode' ? 'stills' : 'portraits');
  return picture && frame(fill(picture, kind === 'episode' ? 'slice' : 'meet'));
}

/**
 * Link previews as PNG (Telegram and WhatsApp show no SVG), drawn once per title from its art with resvg and kept
 * beside the art under `og/`; later asks are the file. Concurrent first asks share one drawing.
 */
export class Previews {
  private readonly drawing = new Map<string, Promise<boolean>>();
  private readonly art: string;

  constructor(art: string) {
    this.art = art;
  }

  /** The preview's path under the art folder, drawn first when needed; undefined when its art is not there. */
  async file(name: string): Promise<string | undefined> {
    const match = PREVIEW_FILE.exec(name);
    if (!match) return undefined;
    const file = join('og', name);
    if (await exists(join(this.art, file))) return file;
    let pending = this.drawing.get(name);
    if (!pending) {
      pending = this.draw(match[1]!, name.replace(/\.png$/, ''), file).finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return (await pending) ? file : undefined;
  }

  private async draw(kind: string, base: string, file: string): Promise<boolean> {
    const svg = await composition(this.art, kind, base);
    if (!svg) return false;
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    await mkdir(join(this.art, 'og'), { recursive: true });
    // Written aside, then renamed: another instance never sends half a file.
    const temporary = join(this.art, `${file}.${process.pid}.tmp`);
    await writeFile(temporary, png);
    await rename(temporary, join(this.art, file));
    return true;
  }
}
