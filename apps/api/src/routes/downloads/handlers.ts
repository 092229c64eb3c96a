import { createHash } from 'node:crypto';
import {
  type AccountDownloads,
  DOWNLOAD_DAYS,
  DOWNLOAD_HOURS_AFTER_PLAY,
  type DownloadGrant,
  type DownloadList,
  MAX_DOWNLOADS,
} from '@parde/api-client';
import type { FastifyRequest } from 'fastify';
import { ADULT_RANGE } from '../../http/auth';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import type { DownloadLanguages, DownloadRow } from '../../repositories/downloads';
import type { Services } from '../../services';
import { episodeLabel } from '../../services/continue-watching';
import type { Session } from '../../services/tokens';
import { describeUserAgent } from '../devices/handlers';

type DownloadsEndpoint =
  | 'grantDownload'
  | 'getDownloads'
  | 'deleteDownload'
  | 'reportDownloadPlayed'
  | 'grantDownloads'
  | 'getAccountDownloads'
  | 'releaseDownload'
  | 'keepDownloads'
  | 'reclaimDownloads';

/** What is stored of a device's key: its hash, so the database alone cannot claim the kept grants. */
const keptFor = (deviceKey: string) => createHash('sha256').update(deviceKey).digest('base64url');

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** When a grant ends, in whole seconds (the signed link's `exp`): its days, or its hours after the first play. */
export function expirySeconds(grantedAt: Date, firstPlayedAt: Date | null): number {
  const byDays = grantedAt.getTime() + DOWNLOAD_DAYS * DAY_MS;
  const byPlay = firstPlayedAt ? firstPlayedAt.getTime() + DOWNLOAD_HOURS_AFTER_PLAY * HOUR_MS : byDays;
  return Math.floor(Math.min(byDays, byPlay) / 1000);
}

/**
 * Downloads for offline viewing (issue #27, decision 028): a grant signs a film's or an episode's stream for the
 * member until it expires; the app stores the files itself. Everything is the active member's own: another member's
 * or account's grant reads as one that does not exist.
 */
export function downloadsHandlers(s: Services): HandlerGroup<DownloadsEndpoint> {
  const { downloads, activity } = s.repos;

  const toGrant = (row: DownloadRow): DownloadGrant => {
    const exp = expirySeconds(row.granted_at, row.first_played_at);
    // The link names the grant and its latest end, so a first play leaves it as stored; whether it still works is
    // the database's to say on every fetch (decision 041).
    const prefix = s.videoLinks.signGrant(row.video_id, row.id, expirySeconds(row.granted_at, null));
    const episode = row.kind === 'Episode';
    return {
      id: row.id,
      videoId: row.video_id,
      type: row.kind,
      contentId: row.content_id,
      title: row.title,
      subtitle: episode
        ? `${episodeLabel(row.season_number ?? 1, row.episode_number ?? 1)}: ${row.episode_title ?? ''}`
        : '',
      imageUrl: episode ? s.media.still(row.content_id) : s.media.backdrop('Movie', row.content_id),
      url: `${s.config.mediaBaseUrl}${prefix}/master.m3u8`,
      grantedAt: row.granted_at.toISOString(),
      expiresAt: new Date(exp * 1000).toISOString(),
      firstPlayedAt: row.first_played_at?.toISOString() ?? null,
      audioTracks: row.audio_tracks,
      subtitleTracks: row.subtitle_tracks,
      audioLanguage: row.audio_language,
      subtitleLanguage: row.subtitle_language,
    };
  };

  /** The languages asked for, each left out falling back to the member's playback choice. */
  const languagesFor = async (
    profileId: number,
    body: { audioLanguage?: string | null; subtitleLanguage?: string | null },
  ): Promise<DownloadLanguages> => {
    const settings =
      body.audioLanguage === undefined || body.subtitleLanguage === undefined
        ? await s.repos.profiles.playbackSettings(profileId)
        : undefined;
    return {
      audio: body.audioLanguage !== undefined ? body.audioLanguage : (settings?.audio_language ?? null),
      subtitle: body.subtitleLanguage !== undefined ? body.subtitleLanguage : (settings?.subtitle_language ?? null),
    };
  };

  /** The videos of `ids` a member may keep (films and episodes with a stream, within its age), in their order. */
  const grantable = async (ids: readonly number[], age: number) => {
    const videos = await Promise.all(ids.map((id) => activity.videoWithAge(id)));
    return ids.filter((_, index) => {
      const video = videos[index];
      return (
        video !== undefined &&
        video.source !== null &&
        (video.kind === 'Movie' || video.kind === 'Episode') &&
        video.age_range <= age
      );
    });
  };

  const isAdult = async (session: Session) =>
    ((await s.profiles.ageRange(session.accountId, session.profileId)) ?? 0) >= ADULT_RANGE;

  const grantsOf = async (ids: number[], request: FastifyRequest, profileId: number) => {
    const age = await request.ageLimit();
    const rows = await downloads.list(profileId, age);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toGrant(row)] : [];
    });
  };

  return {
    async grantDownload({ body, request }) {
      const session = requireSession(request);
      const age = await request.ageLimit();
      const video = await activity.videoWithAge(body.videoId);
      // Trailers are not kept; a title above the member's age range does not exist for them.
      if (!video || video.source === null || (video.kind !== 'Movie' && video.kind !== 'Episode')) throw notExists();
      if (video.age_range > age) throw notExists();
      const granted = await downloads.grantMany(
        session.accountId,
        session.profileId,
        session.signInId,
        [video.id],
        MAX_DOWNLOADS,
        await languagesFor(session.profileId, body),
      );
      const id = granted.ids[0];
      if (id === undefined) throw fail(400, 'DownloadLimitReached');
      const row = await downloads.one(id, session.profileId, age);
      if (!row) throw notExists();
      return toGrant(row);
    },

    async getDownloads({ request }): Promise<DownloadList> {
      const session = requireSession(request);
      const rows = await downloads.list(session.profileId, await request.ageLimit());
      return { data: rows.map(toGrant), totalCount: rows.length };
    },

    async deleteDownload({ body, request }) {
      const session = requireSession(request);
      if (!(await downloads.remove(body.id, session.profileId))) throw notExists();
      await s.downloadRights.grantsEnded([body.id]);
      return { success: true };
    },

    async reportDownloadPlayed({ body, request }) {
      const session = requireSession(request);
      const at = new Date(body.at ?? Date.now());
      if (!(await downloads.played(body.id, session.profileId, at))) throw notExists();
      const row = await downloads.one(body.id, session.profileId, await request.ageLimit());
      if (!row) throw notExists();
      return toGrant(row);
    },

    async grantDownloads({ body, request }) {
      const session = requireSession(request);
      const age = await request.ageLimit();
      const videoIds = await grantable(body.videoIds, age);
      const granted = await downloads.grantMany(
        session.accountId,
        session.profileId,
        session.signInId,
        videoIds,
        MAX_DOWNLOADS,
        await languagesFor(session.profileId, body),
      );
      return {
        data: await grantsOf(granted.ids, request, session.profileId),
        requested: body.videoIds.length,
        overLimit: granted.overLimit,
        unavailable: body.videoIds.length - videoIds.length,
        used: granted.used,
        limit: MAX_DOWNLOADS,
      };
    },

    async getAccountDownloads({ request }): Promise<AccountDownloads> {
      const session = requireSession(request);
      const adult = await isAdult(session);
      const [rows, used] = await Promise.all([
        downloads.accountLive(session.accountId, adult ? undefined : session.profileId),
        downloads.liveCount(session.accountId),
      ]);
      const data = rows.map((row) => {
        const grant = toGrant(row);
        return {
          id: grant.id,
          videoId: grant.videoId,
          type: grant.type,
          contentId: grant.contentId,
          title: grant.title,
          subtitle: grant.subtitle,
          imageUrl: grant.imageUrl,
          memberId: row.profile_id,
          memberName: row.profile_name,
          ...describeUserAgent(row.user_agent),
          thisDevice: row.sign_in_id === session.signInId,
          mine: row.profile_id === session.profileId,
          grantedAt: grant.grantedAt,
          expiresAt: grant.expiresAt,
        };
      });
      return { data, used, limit: MAX_DOWNLOADS };
    },

    async releaseDownload({ body, request }) {
      const session = requireSession(request);
      const holder = await downloads.liveHolder(body.id, session.accountId);
      if (holder === undefined) throw notExists();
      // Another member's grant is an account act (decision 042): the adult's alone.
      if (holder !== session.profileId && !(await isAdult(session))) throw fail(403, 'AdultOnly');
      if (!(await downloads.release(body.id, session.accountId))) throw notExists();
      await s.downloadRights.grantsEnded([body.id]);
      return { success: true };
    },

    async keepDownloads({ body, request }) {
      const session = requireSession(request);
      return { kept: await downloads.keep(session.profileId, session.signInId, keptFor(body.deviceKey)) };
    },

    async reclaimDownloads({ body, request }) {
      const session = requireSession(request);
      const reclaimed = await downloads.reclaim(
        session.accountId,
        session.profileId,
        session.signInId,
        keptFor(body.deviceKey),
        MAX_DOWNLOADS,
      );
      return {
        data: await grantsOf(reclaimed.ids, request, session.profileId),
        overLimit: reclaimed.overLimit,
        used: reclaimed.used,
        limit: MAX_DOWNLOADS,
      };
    },
  };
}
