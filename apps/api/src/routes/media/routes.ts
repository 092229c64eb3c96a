import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ageRanges } from '@parde/api-client';
import type { FastifyInstance } from 'fastify';
import { notExists } from '../../http/errors';
import { Previews } from './preview';

/** A year, and marked immutable: an uploaded picture's URL never changes its bytes (a new picture, a new key). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Catalogue art is redrawn at its URL when the seed writes it again (a new title, colour or drawing): a day fresh,
 * then revalidated by the file's ETag and date, served stale meanwhile. The avatars follow the same rule.
 */
const GENERATED = 'public, max-age=86400, stale-while-revalidate=604800';

/** The folders of the art the seed writes (`@parde/demo-catalogue`'s `writeArt`) under `<MEDIA_DIR>/art/`. */
const ART_FOLDERS = new Set(['posters', 'backdrops', 'portraits', 'stills', 'genres']);
const ART_FILE = /^[a-z]+-\d{1,9}\.svg$/;
const AVATAR_FILE = /^\d{1,2}\.svg$/;

/** The API package's folder, from `src/routes/media` (tests) and from `dist/` (the build) alike. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('apps/api: no package.json above the media routes');
    dir = up;
  }
  return dir;
}

const assets = join(packageRoot(), 'assets');
/** The built-in avatars (`/media/avatars/1.svg` to `12.svg`): part of the product, kept with the API. */
const avatarsDir = join(assets, 'avatars');
/**
 * What an `<img>` gets for a picture that is not there (a benchmark's generated title has no art): the site's
 * curtain, faint, on a transparent ground, so a card keeps its title's colour instead of a broken-image icon.
 */
const missing = readFileSync(join(assets, 'missing.svg'));
/** Kept an hour: art appears only when the seed writes it, before a server starts. */
const MISSING = 'public, max-age=3600';
/** A browser asking for an image names image types in its Accept header; fetch() and curl take any type. */
const wantsImage = (accept: string | undefined) => accept?.includes('image/') ?? false;

/**
 * Media files: uploaded playlist pictures (from the database), the catalogue's pictures as the seed wrote them
 * into `<MEDIA_DIR>/art/`, their PNG link previews (`/media/og/`, drawn once), and the built-in avatars. Files are sent by @fastify/static with its ETag,
 * Last-Modified and 304s; a name that is not there is a 404 in the API's error shape (for an `<img>`, with a
 * placeholder picture as its body).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { config, repos } = app.services;
  const art = join(resolve(config.mediaDir), 'art');
  const previews = new Previews(art, async (id) => {
    // A card is public like the art it is drawn on: any age range.
    const row = await repos.episodes.byId(id, Math.max(...ageRanges));
    return (
      row && { seriesTitle: row.series_title, seasonNumber: row.season_number, number: row.number, title: row.title }
    );
  });

  /** The file behind a media path, when its name is one of ours and it exists. */
  const fileOf = async (folder: string, file: string) => {
    if (folder === 'og') {
      const preview = await previews.file(file);
      return preview ? { root: art, file: preview } : undefined;
    }
    const path =
      folder === 'avatars'
        ? AVATAR_FILE.test(file) && { root: avatarsDir, file }
        : ART_FOLDERS.has(folder) && ART_FILE.test(file) && { root: art, file: `${folder}/${file}` };
    if (!path) return undefined;
    const found = await stat(join(path.root, path.file)).catch(() => undefined);
    return found?.isFile() ? path : undefined;
  };

  await app.register(async (media) => {
    await media.register(fastifyStatic, {
      root: art,
      serve: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', GENERATED).header('X-Content-Type-Options', 'nosniff');
      },
    });
    // A request's `Cache-Control: no-cache` asks caches on the way to revalidate with the origin (RFC 9111
    // 5.2.1.4); fetch() adds it to every conditional request. The origin answers the If-None-Match itself, as
    // @fastify/etag does for the API's answers, where @fastify/send would otherwise resend the whole file.
    media.addHook('onRequest', async (request) => {
      delete request.raw.headers['cache-control'];
    });

    // Unknown folders and names are 404s like any missing file, so no params schema turns them into 400s.
    media.get('/media/:folder/:file', { schema: { hide: true } }, async (request, reply) => {
      const { folder, file } = request.params as { folder: string; file: string };
      const found = await fileOf(folder, file);
      if (found) return reply.sendFile(found.file, found.root);
      reply.header('Vary', 'Accept');
      if (!wantsImage(request.headers.accept)) throw notExists();
      return reply
        .code(404)
        .type('image/svg+xml')
        .header('Cache-Control', MISSING)
        .header('X-Content-Type-Options', 'nosniff')
        .send(missing);
    });
  });

  app.get('/media/playlists/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const row = /^[A-Za-z0-9_-]{16,64}$/.test(key) ? await repos.playlists.picture(key) : undefined;
    if (!row) throw notExists();
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(row.data));
  });
}
