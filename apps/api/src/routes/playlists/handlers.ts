import { randomBytes } from 'node:crypto';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, MAX_PLAYLIST_PICTURE_BYTES, type Playlist } from '@parde/api-client';
import { CreatePlaylistFields, errorCodes } from '@parde/api-client/schemas';
import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { AppError, fail, notExists } from '../../http/errors';
import type { Services } from '../../services';
import type { CaptchaService } from '../account/captcha';
import { capHourly, hourlyCaps } from '../account/otp';
import { type CardRow, cardColumns, toCard } from '../catalogue/titles';

type PlaylistEndpoint =
  | 'checkItemInUserPlayLists'
  | 'getUserPlayList'
  | 'getPlayListItems'
  | 'getPlayListInfo'
  | 'addPlayListItem'
  | 'removePlayListItem'
  | 'createPlayList'
  | 'deletePlayList';

const checkFields = new Ajv({ allErrors: true, strict: false }).compile<Static<typeof CreatePlaylistFields>>(
  CreatePlaylistFields,
);

/** The picture's type from its first bytes (the declared content type is the client's word, not proof). */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

const invalidFile = () => fail(400, 'InvalidFile');

/** Reads the multipart form: its text fields, validated by the shared schema, and an optional picture. */
async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let picture: { bytes: Buffer; mime: string } | undefined;
  if (!request.isMultipart()) throw fail(400, 'ValidationError');
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PLAYLIST_PICTURE_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'picture') throw invalidFile();
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const mime = sniffImage(bytes);
        if (!mime) throw invalidFile();
        picture = { bytes, mime };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too large, too many parts or a broken stream.
    throw invalidFile();
  }
  if (!checkFields(fields)) {
    const errors = (checkFields.errors ?? []).map((e) => `${e.instancePath || 'form'} ${e.message ?? 'is invalid'}`);
    const message = errorCodes.ValidationError.server;
    throw new AppError(400, 'ValidationError', message, [message, ...errors]);
  }
  return { fields, picture };
}

/** Playlists: owner-only changes; private lists are invisible (404) to everyone else. */
export function playlistHandlers(s: Services, captcha: CaptchaService): HandlerGroup<PlaylistEndpoint> {
  const { db, media } = s;

  const base = () =>
    db
      .selectFrom('playlists as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .leftJoin('playlist_pictures as pic', 'pic.id', 'p.picture_id')
      .select([
        'p.id',
        'p.title',
        'pic.key as picture_key',
        'p.privacy',
        'p.created_at',
        'p.account_id',
        'a.first_name',
        'a.last_name',
        (eb) =>
          eb
            .selectFrom('playlist_items as i')
            .whereRef('i.playlist_id', '=', 'p.id')
            .select(sql<number>`count(*)::int`.as('n'))
            .as('item_count'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const toPlaylist = (row: Row, accountId: number | undefined): Playlist => ({
    id: row.id,
    title: row.title,
    picture: row.picture_key ? media.playlistPicture(row.picture_key) : null,
    privacy: row.privacy,
    itemCount: Number(row.item_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    ownerName: `${row.first_name} ${row.last_name}`.trim(),
    isOwner: row.account_id === accountId,
  });

  /** A playlist the caller may see: public and unlisted ones by id, private ones only by the owner. */
  async function visible(id: number, request: FastifyRequest) {
    const row = await base().where('p.id', '=', id).executeTakeFirst();
    if (!row || (row.privacy === 'Private' && row.account_id !== request.session?.accountId)) throw notExists();
    return row;
  }

  /** The caller's own playlist; another account's looks exactly like a missing one. */
  async function owned(id: number, accountId: number) {
    const row = await db
      .selectFrom('playlists')
      .select('id')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw notExists();
  }

  return {
    async checkItemInUserPlayLists({ query, request }) {
      const session = requireSession(request);
      const rows = await db
        .selectFrom('playlists as p')
        .select([
          'p.id',
          'p.title',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('playlist_items as i')
                  .select('i.title_id')
                  .whereRef('i.playlist_id', '=', 'p.id')
                  .where('i.kind', '=', query.type)
                  .where('i.title_id', '=', query.foreignKey),
              )
              .as('has_item'),
        ])
        .where('p.account_id', '=', session.accountId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
      const data = rows.map((row) => ({ id: row.id, title: row.title, hasItem: Boolean(row.has_item) }));
      return { data, totalCount: data.length };
    },

    async getUserPlayList({ query, request }) {
      const session = requireSession(request);
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const [rows, count] = await Promise.all([
        base()
          .where('p.account_id', '=', session.accountId)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        db
          .selectFrom('playlists')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', session.accountId)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map((row) => toPlaylist(row, session.accountId)), totalCount: count.n };
    },

    async getPlayListItems({ query, request }) {
      const playlist = await visible(query.id, request);
      const age = await s.age(request);
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const items = db
        .selectFrom('playlist_items as i')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'i.kind').onRef('t.id', '=', 'i.title_id'))
        .where('i.playlist_id', '=', playlist.id)
        .where('t.age_range', '<=', age);
      const [rows, count] = await Promise.all([
        items
          .select([...cardColumns, 'i.added_at'])
          .orderBy('i.added_at', 'desc')
          .orderBy('t.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        items.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({
          foreignKey: row.id,
          type: row.kind,
          addedAt: new Date(row.added_at).toISOString(),
          title: toCard(row as CardRow, media),
        })),
        totalCount: count.n,
      };
    },

    async getPlayListInfo({ query, request }) {
      return toPlaylist(await visible(query.id, request), request.session?.accountId);
    },

    async addPlayListItem({ body, request }) {
      const session = requireSession(request);
      await owned(body.id, session.accountId);
      const title = await db
        .selectFrom('titles')
        .select('id')
        .where('kind', '=', body.type)
        .where('id', '=', body.foreignKey)
        .executeTakeFirst();
      if (!title) throw notExists();
      const added = await db
        .insertInto('playlist_items')
        .values({ playlist_id: body.id, kind: body.type, title_id: body.foreignKey })
        .onConflict((oc) => oc.doNothing())
        .returning('title_id')
        .executeTakeFirst();
      if (!added) throw fail(400, 'DuplicateItem');
      return { success: true };
    },

    async removePlayListItem({ body, request }) {
      const session = requireSession(request);
      await owned(body.id, session.accountId);
      const removed = await db
        .deleteFrom('playlist_items')
        .where('playlist_id', '=', body.id)
        .where('kind', '=', body.type)
        .where('title_id', '=', body.foreignKey)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notExists();
      return { success: true };
    },

    async createPlayList({ request }) {
      const session = requireSession(request);
      const { fields, picture } = await readForm(request);
      await capHourly(s, `playlist:account:${session.accountId}`, hourlyCaps.playlistPerAccount);
      await captcha.check(fields.captchaId!, fields.captchaAnswer!);
      const id = await db.transaction().execute(async (trx) => {
        const stored = picture
          ? await trx
              .insertInto('playlist_pictures')
              .values({ key: randomBytes(18).toString('base64url'), mime: picture.mime, data: picture.bytes })
              .returning('id')
              .executeTakeFirstOrThrow()
          : undefined;
        const row = await trx
          .insertInto('playlists')
          .values({
            account_id: session.accountId,
            title: fields.title!.trim(),
            privacy: fields.Privacy as Playlist['privacy'],
            picture_id: stored?.id ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      const row = await base().where('p.id', '=', id).executeTakeFirstOrThrow();
      return toPlaylist(row, session.accountId);
    },

    async deletePlayList({ body, request }) {
      const session = requireSession(request);
      const deleted = await db
        .deleteFrom('playlists')
        .where('id', '=', body.id)
        .where('account_id', '=', session.accountId)
        .returning('picture_id')
        .executeTakeFirst();
      if (!deleted) throw notExists();
      if (deleted.picture_id !== null) {
        await db.deleteFrom('playlist_pictures').where('id', '=', deleted.picture_id).execute();
      }
      return { success: true };
    },
  };
}
