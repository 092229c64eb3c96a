import { extname, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { fail, notExists } from '../../http/errors';

/** Content types of the HLS files (media/README.md). */
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};
/** Segments and init files never change under a name; playlists are small and revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLAYLIST = 'private, max-age=60';
/**
 * A download link can be revoked (decision 041): its playlists are asked for every time, and its files kept by the
 * device alone, since a shared cache's copy under that link would outlive the grant.
 */
const DOWNLOAD_IMMUTABLE = 'private, max-age=31536000, immutable';
const DOWNLOAD_PLAYLIST = 'private, no-cache';
const isDownloadLink = (params: unknown) => (params as { owner?: string }).owner?.startsWith('g') === true;

/** Folder names, and file names with one of the served extensions: no dots, no separators, no encodings. */
const FOLDER = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|m4s|mp4|vtt|jpg)$/;
const SOURCE = /^[a-z]+\/[A-Za-z0-9_-]{1,64}$/;

/** The file part of a stream URL (`master.m3u8`, `360p/seg-004.m4s`) when every segment is safe. */
export function safeStreamPath(rest: string): string | undefined {
  const parts = rest.split('/');
  if (parts.length > 2) return undefined;
  const file = parts.pop() ?? '';
  if (!FILE.test(file) || !parts.every((part) => FOLDER.test(part))) return undefined;
  return [...parts, file].join('/');
}

/** `GET /media/stream/<videoId>/<owner>/<exp>/<sig>/<file>`: the HLS files of a signed watch or download link. */
export async function streamRoutes(app: FastifyInstance) {
  const s = app.services;
  const links = s.videoLinks;
  const root = resolve(s.config.mediaDir);
  // Video folders are remembered briefly: every segment request would otherwise ask the database. A folder known
  // before the database became unreachable is still served from memory (a restart must not stop playback).
  const sources = new LRUCache<number, { source: string | null }>({
    max: 10_000,
    ttl: 30_000,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (videoId) => ({ source: await s.repos.activity.source(videoId) }),
  });

  await app.register(async (stream) => {
    await stream.register(fastifyStatic, {
      root,
      serve: false,
      dotfiles: 'deny',
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const ext = extname(path);
        const download = isDownloadLink(reply.request.params);
        reply.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
        if (ext === '.m3u8') reply.header('Cache-Control', download ? DOWNLOAD_PLAYLIST : PLAYLIST);
        else reply.header('Cache-Control', download ? DOWNLOAD_IMMUTABLE : IMMUTABLE);
        // The signature is the access check; a CDN on another site (MEDIA_BASE_URL) must be able to embed the files.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });

    stream.get('/media/stream/:videoId/:owner/:exp/:sig/*', { schema: { hide: true } }, async (request, reply) => {
      const params = request.params as Record<string, string>;
      const grant = links.verify(params.videoId ?? '', params.owner ?? '', params.exp ?? '', params.sig ?? '');
      if (!grant) throw fail(403, 'LinkExpired');
      // Every file of a download link asks whether its grant still stands: a request already answering finishes.
      if (
        grant.kind === 'download' &&
        !(await s.downloadRights.isLive(grant.grantId, grant.videoId, grant.expiresAt))
      ) {
        throw fail(403, 'LinkExpired');
      }
      const file = safeStreamPath(params['*'] ?? '');
      const source = file ? ((await sources.fetch(grant.videoId))?.source ?? null) : null;
      if (!file || !source || !SOURCE.test(source)) throw notExists();
      const folder = resolve(root, source);
      // Belt and braces: the checks above already keep the path inside the media folder.
      if (!folder.startsWith(root + sep)) throw notExists();
      reply.sendFile(file, folder);
      return reply;
    });
  });
}
