import { createHash } from 'node:crypto';
import {
  avatarSvg,
  backdropSvg,
  genreSvg,
  portraitSvg,
  posterSvg,
  stillSvg,
  tryLetterer,
} from '@parde/demo-catalogue/art';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notExists } from '../../http/errors';

/** A year, and marked immutable: an uploaded picture's URL never changes its bytes (a new picture, a new key). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Generated art changes at its URL when its title, colour or genre does (or the drawing does): a day fresh, then
 * revalidated by ETag, served stale meanwhile.
 */
const GENERATED = 'public, max-age=86400, stale-while-revalidate=604800';

const FILE = /^(movie|series|star|episode|genre)-(\d{1,9})\.svg$/;
const AVATAR = /^(\d{1,2})\.svg$/;

/** Media files: uploaded playlist pictures (from the database) and the generated catalogue images. */
export async function mediaRoutes(app: FastifyInstance) {
  const { titles, stars, episodes, playlists } = app.services.repos;
  // Drawn pictures with their ETag for a few minutes: a revalidation (304) then costs no drawing.
  const drawn = new LRUCache<string, { svg: string; etag: string }>({ max: 2000, ttl: 5 * 60_000 });

  const lettering = async (title: string) => {
    const letterer = await tryLetterer();
    return letterer ? { letterer, title } : undefined;
  };

  /** The SVG for a media path, or undefined when no such image exists. */
  async function render(folder: string, file: string): Promise<string | undefined> {
    if (folder === 'avatars') {
      const n = Number(AVATAR.exec(file)?.[1]);
      return n >= 1 && n <= 12 ? avatarSvg(n) : undefined;
    }
    const match = FILE.exec(file);
    if (!match) return undefined;
    const kind = match[1];
    const id = Number(match[2]);
    if ((folder === 'posters' || folder === 'backdrops') && (kind === 'movie' || kind === 'series')) {
      const art = await titles.art(kind === 'movie' ? 'Movie' : 'Series', id);
      if (art === undefined) return undefined;
      const source = { id, color: art.color, ...(art.genreId === undefined ? {} : { genreId: art.genreId }) };
      return folder === 'posters' ? posterSvg(source, await lettering(art.title)) : backdropSvg(source);
    }
    if (folder === 'portraits' && kind === 'star') {
      const star = await stars.byId(id);
      return star ? portraitSvg({ id, name: star.name }, await tryLetterer()) : undefined;
    }
    if (folder === 'stills' && kind === 'episode') {
      const color = await episodes.seriesColor(id);
      return color === undefined ? undefined : stillSvg({ id, color });
    }
    if (folder === 'genres' && kind === 'genre') {
      return (await titles.genreExists(id)) ? genreSvg({ id }) : undefined;
    }
    return undefined;
  }

  app.get(
    '/media/:folder/:file',
    // Unknown folders and names are 404s like any missing file, so no params schema turns them into 400s.
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, file } = request.params as { folder: string; file: string };
      const key = `${folder}/${file}`;
      let picture = drawn.get(key);
      if (!picture) {
        const svg = file.length <= 40 ? await render(folder, file) : undefined;
        if (svg === undefined) throw notExists();
        picture = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
        drawn.set(key, picture);
      }
      const { svg, etag } = picture;
      reply.header('Cache-Control', GENERATED).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get('/media/playlists/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const row = /^[A-Za-z0-9_-]{16,64}$/.test(key) ? await playlists.picture(key) : undefined;
    if (!row) throw notExists();
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(row.data));
  });
}
