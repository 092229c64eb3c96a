import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, MAX_PLAYLIST_PICTURE_BYTES, type Playlist } from '@parde/api-client';
import { CreatePlaylistFields } from '@parde/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { AppError, fail, notExists } from '../../http/errors';
import { visibleText } from '../../http/names';
import { compileRequest, validationFailure } from '../../http/validation';
import type { PlaylistRow } from '../../repositories/playlists';
import type { Services } from '../../services';
import { hourlyCaps } from '../../services/hourly-caps';
import { toCard } from '../catalogue/wire';

type PlaylistEndpoint =
  | 'checkItemInUserPlayLists'
  | 'getUserPlayList'
  | 'getPlayListItems'
  | 'getPlayListInfo'
  | 'addPlayListItem'
  | 'removePlayListItem'
  | 'createPlayList'
  | 'deletePlayList';

// The same validator set-up as every JSON body: control characters refused, bidi controls stripped (decision 016).
const checkFields = compileRequest<Static<typeof CreatePlaylistFields>>(CreatePlaylistFields, 'body');

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
    const { message, errors, fields: at } = validationFailure(checkFields.errors ?? []);
    throw new AppError(400, 'ValidationError', message, errors, { fields: at });
  }
  return { fields, picture };
}

/** Playlists belong to the member that made them: only it changes them; private ones are 404 to everyone else. */
export function playlistHandlers(s: Services): HandlerGroup<PlaylistEndpoint> {
  const { captcha } = s;
  const { media } = s;
  const { playlists, titles } = s.repos;

  const toPlaylist = (row: PlaylistRow, memberId: number | undefined): Playlist => ({
    id: row.id,
    title: row.title,
    picture: row.picture_key ? media.playlistPicture(row.picture_key) : null,
    privacy: row.privacy,
    itemCount: Number(row.item_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    ownerName: `${row.first_name} ${row.last_name}`.trim(),
    isOwner: row.member_id === memberId,
  });

  /** A playlist the caller may see: public and unlisted ones by id, private ones only by the member that made it. */
  async function visible(id: number, request: FastifyRequest) {
    const row = await playlists.byId(id, await request.ageLimit());
    if (!row || (row.privacy === 'Private' && row.member_id !== request.session?.profileId)) throw notExists();
    return row;
  }

  /** The active member's own playlist; anyone else's (another member's too) looks exactly like a missing one. */
  async function owned(id: number, memberId: number) {
    if (!(await playlists.isOwned(id, memberId))) throw notExists();
  }

  return {
    async checkItemInUserPlayLists({ query, request }) {
      const session = requireSession(request);
      // A title above the member's age range is unknown here too: the answer must not confirm it exists.
      if (!(await titles.visible(query.type, query.foreignKey, await request.ageLimit()))) throw notExists();
      const rows = await playlists.withItemFlag(session.profileId, query.type, query.foreignKey);
      const data = rows.map((row) => ({ id: row.id, title: row.title, hasItem: Boolean(row.has_item) }));
      return { data, totalCount: data.length };
    },

    async getUserPlayList({ query, request }) {
      const session = requireSession(request);
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await playlists.pageOf(
        session.profileId,
        await request.ageLimit(),
        pageSize,
        (pageNumber - 1) * pageSize,
      );
      return { data: rows.map((row) => toPlaylist(row, session.profileId)), totalCount: total };
    },

    async getPlayListItems({ query, request }) {
      const playlist = await visible(query.id, request);
      const age = await request.ageLimit();
      const pageNumber = query.pageNumber ?? DEFAULT_PAGE_NUMBER;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await playlists.items(playlist.id, age, pageSize, (pageNumber - 1) * pageSize);
      return {
        data: rows.map((row) => ({
          foreignKey: row.id,
          type: row.kind,
          addedAt: new Date(row.added_at).toISOString(),
          title: toCard(row, media),
        })),
        totalCount: total,
      };
    },

    async getPlayListInfo({ query, request }) {
      return toPlaylist(await visible(query.id, request), request.session?.profileId);
    },

    async addPlayListItem({ body, request }) {
      const session = requireSession(request);
      await owned(body.id, session.profileId);
      // Only a title the member may see can be added (issue #15: a child added an 18+ title by id).
      if (!(await titles.visible(body.type, body.foreignKey, await request.ageLimit()))) throw notExists();
      const added = await playlists.addItem(body.id, session.profileId, body.type, body.foreignKey);
      if (added === 'missing') throw notExists();
      if (added === 'duplicate') throw fail(400, 'DuplicateItem');
      return { success: true };
    },

    async removePlayListItem({ body, request }) {
      const session = requireSession(request);
      await owned(body.id, session.profileId);
      // A title the member may not see is unknown here too: removing it must not confirm it is there.
      if (!(await titles.visible(body.type, body.foreignKey, await request.ageLimit()))) throw notExists();
      if (!(await playlists.removeItem(body.id, body.type, body.foreignKey))) throw notExists();
      return { success: true };
    },

    async createPlayList({ request }) {
      const session = requireSession(request);
      const { fields, picture } = await readForm(request);
      // Before the captcha is spent: a blank title is refused without costing the viewer a new picture.
      const title = visibleText(fields.title!, 'title');
      await s.caps.spend(`playlist:account:${session.accountId}`, hourlyCaps.playlistPerAccount);
      await captcha.check(fields.captchaId!, fields.captchaAnswer!);
      const id = await playlists.create(
        { accountId: session.accountId, memberId: session.profileId },
        title,
        fields.Privacy as Playlist['privacy'],
        picture,
      );
      const row = await playlists.byId(id, await request.ageLimit());
      if (!row) throw notExists();
      return toPlaylist(row, session.profileId);
    },

    async deletePlayList({ body, request }) {
      const session = requireSession(request);
      if (!(await playlists.delete(body.id, session.profileId))) throw notExists();
      return { success: true };
    },
  };
}
