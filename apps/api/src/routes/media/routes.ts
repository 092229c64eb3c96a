import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notExists } from '../../http/errors';

/** A year, and marked immutable: an uploaded picture's URL never changes its bytes (a new picture, a new key). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Catalogue art is redrawn at its URL when the seed writes it again (a new title, colour or drawing): a day fresh,
 * then revalidated by the file's ETag and date, served stale meanwhile. The avatars follow the same rule.
 */
const GENERATED = 'public, max-age=86400, stale-while-revalidate=604800';

/** The pictures under the art folder the seed writes (`@parde/demo-catalogue`'s `writeArt`). */
const ART_FILE = /^\/(posters|backdrops|portraits|stills|genres)\/[a-z]+-\d{1,9}\.svg$/;
const AVATAR_FILE = /^\/\d{1,2}\.svg$/;

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
export const avatarsDir = join(assets, 'avatars');
/**
 * What an `<img>` gets for a picture that is not there (a benchmark's generated title has no art): the site's
 * curtain, faint, on a transparent ground, so a card keeps its title's colour instead of a broken-image icon.
 */
const missing = readFileSync(join(assets, 'missing.svg'));
/** Kept an hour: art appears only when the seed writes it, before a server starts. */
const MISSING = 'public, max-age=3600';
/** A browser asking for an image names image types in its Accept header; fetch() and curl take any type. */
const wantsImage = (accept: string | undefined) => accept?.includes('image/') ?? false;

const headers = (cacheControl: string) => (reply: FastifyReply) => {
  reply.header('Cache-Control', cacheControl).header('X-Content-Type-Options', 'nosniff');
};

/**
 * Media files: uploaded playlist pictures (from the database), the catalogue's pictures as the seed wrote them
 * into `<MEDIA_DIR>/art/`, and the built-in avatars. Files are served by @fastify/static with its ETag,
 * Last-Modified and 304s; anything else under `/media/` is a 404 in the API's error shape.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { config, repos } = app.services;

  await app.register(
    async (media) => {
      // A 404 all the same: in the API's error shape, or for a browser's <img> with a placeholder picture as its body.
      media.setNotFoundHandler(async (request, reply) => {
        reply.header('Vary', 'Accept');
        if (!wantsImage(request.headers.accept)) throw notExists();
        return reply
          .code(404)
          .type('image/svg+xml')
          .header('Cache-Control', MISSING)
          .header('X-Content-Type-Options', 'nosniff')
          .send(missing);
      });
      // A request's `Cache-Control: no-cache` asks caches on the way to revalidate with the origin (RFC 9111
      // 5.2.1.4); fetch() adds it to every conditional request. The origin answers the If-None-Match itself, as
      // @fastify/etag does for the API's answers, where @fastify/send would otherwise resend the whole file.
      media.addHook('onRequest', async (request) => {
        delete request.raw.headers['cache-control'];
      });
      await media.register(fastifyStatic, {
        root: join(resolve(config.mediaDir), 'art'),
        prefix: '/',
        allowedPath: (path) => ART_FILE.test(path),
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders: headers(GENERATED),
      });
      await media.register(fastifyStatic, {
        root: avatarsDir,
        prefix: '/avatars/',
        allowedPath: (path) => AVATAR_FILE.test(path),
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        decorateReply: false,
        setHeaders: headers(GENERATED),
      });
    },
    { prefix: '/media' },
  );

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
