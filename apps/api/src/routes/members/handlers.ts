import {
  avatarPaths,
  defaultPlaybackSettings,
  MAX_MEMBERS,
  type Member,
  type PlaybackSettings,
} from '@parde/api-client';
import { requireAdult } from '../../http/auth';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import { visibleName } from '../../http/names';
import type { ProfileRow } from '../../repositories/profiles';
import type { Services } from '../../services';

type MembersEndpoint =
  | 'getProfile'
  | 'addProfile'
  | 'updateProfile'
  | 'deleteProfile'
  | 'getPlaybackSettings'
  | 'updatePlaybackSettings'
  | 'getCaptionStyle'
  | 'updateCaptionStyle';

type SettingsRow = NonNullable<Awaited<ReturnType<Services['repos']['profiles']['playbackSettings']>>>;

const toPlaybackSettings = (row: SettingsRow | undefined): PlaybackSettings =>
  row
    ? {
        audioLanguage: row.audio_language,
        subtitleLanguage: row.subtitle_language,
        subtitleSize: row.subtitle_size,
        subtitleBackground: row.subtitle_background,
        autoplayNext: row.autoplay_next,
        dataUsage: row.data_usage,
        downloadNext: row.download_next,
      }
    : { ...defaultPlaybackSettings };

const avatars: ReadonlySet<string> = new Set(avatarPaths);

const toMember = (row: ProfileRow): Member => ({
  id: row.id,
  profileName: row.profile_name,
  avatarPath: row.avatar_path,
  ageRange: row.age_range as Member['ageRange'],
  ...(row.data_usage !== undefined && { dataUsage: row.data_usage }),
});

/** The account's member profiles: at most 3, edits and deletes proven by a member-action code. */
export function memberHandlers(s: Services): HandlerGroup<MembersEndpoint> {
  const { otp } = s;
  const { profiles } = s.repos;

  const checkAvatar = (path: string) => {
    if (!avatars.has(path)) throw fail(400, 'ValidationError');
  };
  /** The member as saved, with its «مصرف داده» written first when the form gave one. */
  const withDataUsage = async (row: ProfileRow, dataUsage: Member['dataUsage']) => {
    const settings =
      dataUsage === undefined
        ? await profiles.playbackSettings(row.id)
        : await profiles.savePlaybackSettings(row.id, { data_usage: dataUsage });
    return toMember({ ...row, data_usage: settings?.data_usage ?? null });
  };
  const owned = async (accountId: number, id: number) => {
    const row = await profiles.findOwned(accountId, id);
    if (!row) throw notExists();
    return row;
  };

  return {
    async getProfile({ query, request }) {
      const session = requireSession(request);
      const pageSize = query.PageSize ?? MAX_MEMBERS;
      const pageNumber = query.PageNumber ?? 1;
      const { rows, total } = await profiles.page(session.accountId, pageSize, (pageNumber - 1) * pageSize);
      return { data: rows.map(toMember), totalCount: total, activeProfileId: session.profileId };
    },

    async addProfile({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      checkAvatar(body.avatarPath);
      const values = {
        profileName: visibleName(body.profileName, 'profileName'),
        avatarPath: body.avatarPath,
        ageRange: body.ageRange,
      };
      // Of racing adds for the same slot one wins; the others retry on the next free slot or find none left.
      for (let attempt = 0; attempt < MAX_MEMBERS; attempt++) {
        const created = await profiles.insertInFreeSlot(session.accountId, MAX_MEMBERS, values);
        if (created) return withDataUsage(created, body.dataUsage);
        if ((await profiles.count(session.accountId)) >= MAX_MEMBERS) break;
      }
      throw fail(400, 'MemberLimitReached');
    },

    async updateProfile({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      // Every edit, above the member's own range or not, is proven by the account's code (edit-member).
      await owned(session.accountId, body.id);
      checkAvatar(body.avatarPath);
      await otp.consumeProof(body, { purpose: 'edit-member', profileId: body.id, accountId: session.accountId });
      const row = await s.profiles.update(session.accountId, body.id, {
        profileName: visibleName(body.profileName, 'profileName'),
        avatarPath: body.avatarPath,
        ageRange: body.ageRange,
      });
      if (!row) throw notExists();
      return withDataUsage(row, body.dataUsage);
    },

    async deleteProfile({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      await owned(session.accountId, body.id);
      await otp.consumeProof(body, { purpose: 'delete-member', profileId: body.id, accountId: session.accountId });
      const deleted = await s.profiles.deleteUnlessLast(session.accountId, body.id);
      if (deleted === 'last') throw fail(400, 'LastMemberError');
      if (deleted === 'missing') throw notExists();
      // Its grants went with it (a cascade): their links are refused on every instance.
      await s.downloadRights.memberDeleted(body.id);
      return { success: true };
    },

    async getPlaybackSettings({ request }) {
      const session = requireSession(request);
      await owned(session.accountId, session.profileId);
      return toPlaybackSettings(await profiles.playbackSettings(session.profileId));
    },

    async updatePlaybackSettings({ body, request }) {
      const session = requireSession(request);
      // A member deleted since the token was issued has nowhere to keep settings.
      await owned(session.accountId, session.profileId);
      const row = await profiles.savePlaybackSettings(session.profileId, {
        ...(body.audioLanguage !== undefined && { audio_language: body.audioLanguage }),
        ...(body.subtitleLanguage !== undefined && { subtitle_language: body.subtitleLanguage }),
        ...(body.subtitleSize !== undefined && { subtitle_size: body.subtitleSize }),
        ...(body.subtitleBackground !== undefined && { subtitle_background: body.subtitleBackground }),
        ...(body.autoplayNext !== undefined && { autoplay_next: body.autoplayNext }),
        ...(body.dataUsage !== undefined && { data_usage: body.dataUsage }),
        ...(body.downloadNext !== undefined && { download_next: body.downloadNext }),
      });
      return toPlaybackSettings(row);
    },

    async getCaptionStyle({ request }) {
      const session = requireSession(request);
      await owned(session.accountId, session.profileId);
      return s.repos.captionStyles.of(session.profileId);
    },

    async updateCaptionStyle({ body, request }) {
      const session = requireSession(request);
      // A member deleted since the token was issued has nowhere to keep a style.
      await owned(session.accountId, session.profileId);
      return s.repos.captionStyles.save(session.profileId, body);
    },
  };
}
