/**
 * Posters, backdrops, portraits, avatars, genre covers and episode stills as small SVG strings, made locally and
 * deterministically from (kind, id, colour). They hold no text elements: an SVG shown through <img> cannot use the
 * page's web font, so a poster's title and a portrait's initials are lettered as outlines (lettering.ts).
 */
import { hexToHsl, hslToHex } from './color';
import { type Letterer, letterTitle } from './lettering';
import { createRandom, hashString, type Random } from './random';

/** What a title image is drawn from. */
export interface ImageSource {
  id: number;
  /** Dominant colour `#rrggbb`; {@link dominantColor} of the id when absent. */
  color?: string;
  /** The title's first genre: its motif (a genre's titles share a look, as its cover does). */
  genreId?: number;
}

/** A pleasant dark colour for an id, for anything without a colour of its own. */
export function dominantColor(id: number): string {
  return hslToHex((id * 137.508) % 360, 0.45, 0.3);
}

const round = (n: number): number => Math.round(n);

interface Palette {
  deep: string;
  base: string;
  light: string;
  glow: string;
  accent: string;
}

function paletteOf(color: string): Palette {
  const [h, s, l] = hexToHsl(color);
  const sat = Math.max(0.3, Math.min(0.75, s));
  return {
    deep: hslToHex(h + 8, sat * 0.8, Math.max(0.05, l * 0.3)),
    base: hslToHex(h, sat, Math.max(0.18, Math.min(0.42, l))),
    light: hslToHex(h - 10, Math.min(0.85, sat + 0.1), 0.62),
    glow: hslToHex(h + 25, 0.9, 0.72),
    accent: hslToHex(h + 160, sat * 0.8, 0.45),
  };
}

function open(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

/** Shared gradients: a vertical body, a soft radial light, a scrim darkening the lower edge. */
function defs(p: Palette, angle: 'v' | 'd'): string {
  const [x2, y2] = angle === 'v' ? [0, 1] : [1, 1];
  return (
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.base}"/>` +
    `<stop offset="1" stop-color="${p.deep}"/></linearGradient>` +
    `<radialGradient id="l"><stop offset="0" stop-color="${p.glow}" stop-opacity=".75"/>` +
    `<stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0A0B0F" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#0A0B0F" stop-opacity=".85"/></linearGradient></defs>`
  );
}

/** Draws a motif; `ground` is the fraction of the height where a figure stands (above a poster's lettering). */
type Motif = (r: Random, w: number, h: number, p: Palette, ground: number) => string;

/** Layered hills under a low sun. */
const hills: Motif = (r, w, h, p) => {
  const sun = `<circle cx="${round(w * (0.25 + r.next() * 0.5))}" cy="${round(h * 0.42)}" r="${round(w * 0.14)}" fill="${p.light}" opacity=".55"/>`;
  const layers = [0.55, 0.68, 0.8].map((y, i) => {
    const top = h * y;
    const peak = h * (y - 0.08 - r.next() * 0.08);
    const mid = round(w * (0.2 + r.next() * 0.6));
    const colour = [p.base, p.deep, '#0A0B0F'][i];
    return `<path d="M0 ${round(top)}Q${mid} ${round(peak)} ${w} ${round(top + h * 0.03)}V${h}H0Z" fill="${colour}" opacity="${[0.7, 0.85, 0.9][i]}"/>`;
  });
  return sun + layers.join('');
};

/** Concentric rings around a point of light. */
const rings: Motif = (r, w, h, p) => {
  const cx = round(w * (0.3 + r.next() * 0.4));
  const cy = round(h * (0.3 + r.next() * 0.3));
  const step = Math.min(w, h) * 0.09;
  let out = `<circle cx="${cx}" cy="${cy}" r="${round(step * 1.2)}" fill="${p.light}" opacity=".6"/>`;
  for (let i = 2; i < 8; i++) {
    out += `<circle cx="${cx}" cy="${cy}" r="${round(step * i)}" fill="none" stroke="${p.light}" stroke-width="${Math.max(1, 6 - i)}" opacity="${(0.5 - i * 0.05).toFixed(2)}"/>`;
  }
  return out;
};

/** Slanted bands of light, like a projector beam. */
const beams: Motif = (r, w, h, p) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = w * (r.next() * 0.9);
    const spread = w * (0.08 + r.next() * 0.14);
    out += `<path d="M${round(x)} 0H${round(x + spread * 0.4)}L${round(x + spread * 2)} ${h}H${round(x + spread)}Z" fill="${i % 2 ? p.glow : p.light}" opacity="${(0.08 + r.next() * 0.12).toFixed(2)}"/>`;
  }
  return out;
};

/** A city skyline in silhouette, a few windows lit. */
const skyline: Motif = (r, w, h, p) => {
  let out = `<circle cx="${round(w * (0.2 + r.next() * 0.6))}" cy="${round(h * 0.3)}" r="${round(w * 0.08)}" fill="${p.light}" opacity=".5"/>`;
  let x = 0;
  while (x < w) {
    const bw = w * (0.07 + r.next() * 0.08);
    const bh = h * (0.18 + r.next() * 0.3);
    out += `<rect x="${round(x)}" y="${round(h - bh)}" width="${round(bw + 1)}" height="${round(bh)}" fill="${r.chance(0.5) ? p.deep : '#0A0B0F'}"/>`;
    if (r.chance(0.6)) {
      out += `<rect x="${round(x + bw * 0.3)}" y="${round(h - bh * 0.8)}" width="${round(bw * 0.15)}" height="${round(bh * 0.06)}" fill="${p.glow}" opacity=".8"/>`;
    }
    x += bw;
  }
  return out;
};

/** Rolling waves under a moon. */
const waves: Motif = (r, w, h, p) => {
  let out = `<circle cx="${round(w * (0.3 + r.next() * 0.4))}" cy="${round(h * 0.28)}" r="${round(w * 0.1)}" fill="${p.light}" opacity=".55"/>`;
  for (let i = 0; i < 4; i++) {
    const y = h * (0.55 + i * 0.1);
    const amp = h * 0.03;
    const seg = w / 4;
    out += `<path d="M0 ${round(y)}q${round(seg / 2)} ${round(-amp)} ${round(seg)} 0t${round(seg)} 0t${round(seg)} 0t${round(seg)} 0V${h}H0Z" fill="${i < 2 ? p.base : p.deep}" opacity="${(0.5 + i * 0.12).toFixed(2)}"/>`;
  }
  return out;
};

/** A lone figure on a horizon: the cinematic poster staple. */
const figure: Motif = (r, w, h, p, groundAt) => {
  // On a wide picture the figure keeps to the left third, clear of the page's right-to-left title and synopsis.
  const x = w * (w > h ? 0.12 + r.next() * 0.2 : 0.3 + r.next() * 0.4);
  const ground = h * groundAt;
  const s = Math.min(w, h) * 0.0012 * (0.8 + r.next() * 0.4);
  const person =
    `<g transform="translate(${round(x)} ${round(ground)}) scale(${s.toFixed(3)})" fill="#0A0B0F">` +
    '<circle cx="0" cy="-190" r="22"/><path d="M-34-160h68l10 90h-16l-6 70h-20l-2-60-2 60h-20l-6-70h-16z"/></g>';
  return (
    `<circle cx="${round(x)}" cy="${round(ground - h * 0.12)}" r="${round(Math.min(w, h) * 0.3)}" fill="url(#l)"/>` +
    `<rect y="${round(ground)}" width="${w}" height="${round(h - ground)}" fill="${p.deep}"/>` +
    person
  );
};

const motifs: readonly Motif[] = [hills, rings, beams, skyline, waves, figure];

/**
 * A layered scene: gradient body, a soft light, one motif, a scrim under the title. `seed` names the picture's
 * family: a title's poster and backdrop share it, so they show the same scene, light and colours.
 */
function scene(seed: string, source: ImageSource, w: number, h: number, motifIndex?: number, over = ''): string {
  // A figure stands clear of the lettering: on a lettered poster its ground is raised above the title's lines.
  const ground = over ? 0.6 : 0.78;
  const r = createRandom(hashString(`${seed}:${source.id}`));
  const p = paletteOf(source.color ?? dominantColor(source.id));
  const chosen = motifIndex ?? (source.genreId === undefined ? undefined : source.genreId - 1);
  const motif = motifs[(chosen ?? r.int(0, motifs.length - 1)) % motifs.length]!;
  const light = `<circle cx="${round(w * r.next())}" cy="${round(h * r.next() * 0.5)}" r="${round(Math.max(w, h) * 0.45)}" fill="url(#l)" opacity=".5"/>`;
  return (
    open(w, h) +
    defs(p, r.chance(0.5) ? 'v' : 'd') +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    light +
    motif(r, w, h, p, ground) +
    `<rect y="${round(h * 0.6)}" width="${w}" height="${round(h * 0.4)}" fill="url(#s)"/>${over}</svg>`
  );
}

/** What lettering a picture gets: the title and the letterer that draws it. */
export interface Lettering {
  letterer: Letterer;
  title: string;
}

/** A 2:3 poster (400×600), with the title lettered in Vazirmatn across its darkened foot when given. */
export function posterSvg(source: ImageSource, lettering?: Lettering): string {
  const title = lettering
    ? letterTitle(lettering.letterer, lettering.title, {
        cx: 200,
        bottom: 548,
        maxWidth: 340,
        size: 56,
        weight: 800,
        fill: '#F2F3F5',
      })
    : '';
  return scene('title', source, 400, 600, undefined, title);
}

/** A 16:9 backdrop for heroes and detail headers (1280×720): the poster's scene, wide; the page letters the title. */
export function backdropSvg(source: ImageSource): string {
  return scene('title', source, 1280, 720);
}

/** A 16:9 episode still (640×360). */
export function stillSvg(source: ImageSource): string {
  return scene('still', source, 640, 360);
}

/** A 16:9 genre cover (640×360); each of the first genres gets its own motif. */
export function genreSvg(source: ImageSource): string {
  return scene('genre', source, 640, 360, source.id - 1);
}

/** The initials of a Persian name: the first letters of its first and last words, a space apart. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return last ? `${first} ${last}` : first;
}

/**
 * A 1:1 portrait (300×300). With a letterer: the person's initials, large, over a gradient tinted by the id (every
 * person was the same grey silhouette). Without one: an abstract head and shoulders.
 */
export function portraitSvg(source: { id: number; name?: string }, letterer?: Letterer): string {
  if (letterer && source.name) {
    const r = createRandom(hashString(`portrait:${source.id}:${source.name}`));
    const hue = r.int(0, 359);
    const initials = letterTitle(letterer, initialsOf(source.name), {
      cx: 150,
      bottom: 184,
      maxWidth: 220,
      size: 104,
      weight: 700,
      maxLines: 1,
      fill: hslToHex(hue + 20, 0.55, 0.86),
    });
    return (
      open(300, 300) +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslToHex(hue, 0.45, 0.36)}"/>` +
      `<stop offset="1" stop-color="${hslToHex(hue + 30, 0.5, 0.14)}"/></linearGradient></defs>` +
      `<rect width="300" height="300" fill="url(#b)"/>${initials}</svg>`
    );
  }
  const r = createRandom(hashString(`portrait:${source.id}:${source.name ?? ''}`));
  const hue = r.int(0, 359);
  const bgTop = hslToHex(hue, 0.35, 0.3);
  const bgBottom = hslToHex(hue + 30, 0.4, 0.12);
  const rim = hslToHex(hue + 20, 0.7, 0.7);
  const skin = hslToHex(hue + 180, 0.12, 0.08 + r.next() * 0.06);
  const headX = 150 + r.int(-12, 12);
  const headR = r.int(46, 56);
  const shoulders = r.int(95, 120);
  return (
    open(300, 300) +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgTop}"/>` +
    `<stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<radialGradient id="l"><stop offset="0" stop-color="${rim}" stop-opacity=".6"/>` +
    `<stop offset="1" stop-color="${rim}" stop-opacity="0"/></radialGradient></defs>` +
    '<rect width="300" height="300" fill="url(#b)"/>' +
    `<circle cx="${headX + 40}" cy="100" r="150" fill="url(#l)"/>` +
    `<path d="M${150 - shoulders} 300C${150 - shoulders} 225 ${150 - shoulders / 2} 205 150 205S${150 + shoulders} 225 ${150 + shoulders} 300Z" fill="${skin}" stroke="${rim}" stroke-opacity=".5" stroke-width="3"/>` +
    `<circle cx="${headX}" cy="${150 - r.int(0, 14)}" r="${headR}" fill="${skin}" stroke="${rim}" stroke-opacity=".6" stroke-width="3"/>` +
    '</svg>'
  );
}

/** The 12 profile avatars: friendly characters in the site's palette. */
const avatarCharacters = [
  { colour: '#19B8AE', shape: 'circle', eyes: 'dot', mouth: 'smile' },
  { colour: '#F4B400', shape: 'cat', eyes: 'happy', mouth: 'smile' },
  { colour: '#F26B5B', shape: 'bear', eyes: 'dot', mouth: 'open' },
  { colour: '#8B7CF6', shape: 'bunny', eyes: 'dot', mouth: 'smile' },
  { colour: '#4EA8DE', shape: 'robot', eyes: 'square', mouth: 'flat' },
  { colour: '#E86FA8', shape: 'ghost', eyes: 'dot', mouth: 'open' },
  { colour: '#30A46C', shape: 'circle', eyes: 'wink', mouth: 'smile' },
  { colour: '#F08A24', shape: 'bear', eyes: 'happy', mouth: 'smile' },
  { colour: '#2DD4C8', shape: 'robot', eyes: 'dot', mouth: 'smile' },
  { colour: '#B197FC', shape: 'cat', eyes: 'dot', mouth: 'open' },
  { colour: '#A3C94A', shape: 'ghost', eyes: 'happy', mouth: 'smile' },
  { colour: '#E5484D', shape: 'bunny', eyes: 'wink', mouth: 'open' },
] as const;

/** Number of built-in avatars. */
export const AVATAR_COUNT = avatarCharacters.length;

/** Avatar `n` (1–12) as a 200×200 SVG; throws for any other number, as no such file exists. */
export function avatarSvg(n: number): string {
  const character = avatarCharacters[n - 1];
  if (!Number.isInteger(n) || !character) throw new RangeError(`avatarSvg() takes 1–${AVATAR_COUNT}, not ${n}`);
  const { colour, shape, eyes, mouth } = character;
  const ink = '#0A0B0F';
  const head = {
    circle: `<circle cx="100" cy="108" r="58" fill="${colour}"/>`,
    cat: `<path d="M52 78 58 36 88 58ZM148 78 142 36 112 58Z" fill="${colour}"/><circle cx="100" cy="110" r="56" fill="${colour}"/>`,
    bear: `<circle cx="56" cy="62" r="20" fill="${colour}"/><circle cx="144" cy="62" r="20" fill="${colour}"/><circle cx="100" cy="110" r="56" fill="${colour}"/>`,
    bunny: `<rect x="66" y="14" width="22" height="70" rx="11" fill="${colour}"/><rect x="112" y="14" width="22" height="70" rx="11" fill="${colour}"/><circle cx="100" cy="116" r="52" fill="${colour}"/>`,
    robot: `<path d="M100 34V52" stroke="${colour}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="30" r="8" fill="${colour}"/><rect x="46" y="52" width="108" height="104" rx="24" fill="${colour}"/>`,
    ghost: `<path d="M46 164V104a54 54 0 0 1 108 0v60l-18-14-18 14-18-14-18 14-18-14Z" fill="${colour}"/>`,
  }[shape];
  const eyeY = 104;
  const eyePair = {
    dot: `<circle cx="80" cy="${eyeY}" r="8" fill="${ink}"/><circle cx="120" cy="${eyeY}" r="8" fill="${ink}"/>`,
    happy: `<path d="M70 ${eyeY + 4}q10-12 20 0M110 ${eyeY + 4}q10-12 20 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
    wink: `<circle cx="80" cy="${eyeY}" r="8" fill="${ink}"/><path d="M110 ${eyeY + 2}h20" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
    square: `<rect x="72" y="${eyeY - 8}" width="16" height="16" rx="3" fill="${ink}"/><rect x="112" y="${eyeY - 8}" width="16" height="16" rx="3" fill="${ink}"/>`,
  }[eyes];
  const mouthShape = {
    smile: `<path d="M84 128q16 16 32 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
    open: `<ellipse cx="100" cy="134" rx="12" ry="9" fill="${ink}"/>`,
    flat: `<path d="M84 134h32" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  }[mouth];
  const cheeks =
    '<circle cx="66" cy="126" r="7" fill="#fff" opacity=".25"/><circle cx="134" cy="126" r="7" fill="#fff" opacity=".25"/>';
  return `${open(200, 200)}<rect width="200" height="200" rx="100" fill="#1A1D25"/>${head}${eyePair}${mouthShape}${cheeks}</svg>`;
}
