import {
  DOWNLOAD_DAYS,
  DOWNLOAD_HOURS_AFTER_PLAY,
  type DownloadGrant,
  type DownloadList,
  MAX_DOWNLOADS,
} from '@parde/api-client';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import type { DownloadRow } from '../../repositories/downloads';
import type { Services } from '../../services';
import { episodeLabel } from '../../services/continue-watching';

type DownloadsEndpoint = 'grantDownload' | 'getDownloads' | 'deleteDownload' | 'reportDownloadPlayed';

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
    };
  };

  return {
    async grantDownload({ body, request }) {
      const session = requireSession(request);
      const age = await request.ageLimit();
      const video = await activity.videoWithAge(body.videoId);
      // Trailers are not kept; a title above the member's age range does not exist for them.
      if (!video || video.source === null || (video.kind !== 'Movie' && video.kind !== 'Episode')) throw notExists();
      if (video.age_range > age) throw notExists();
      const granted = await downloads.grant(
        session.accountId,
        session.profileId,
        session.signInId,
        video.id,
        MAX_DOWNLOADS,
      );
      if (granted === 'limit') throw fail(400, 'DownloadLimitReached');
      const row = await downloads.one(granted, session.profileId, age);
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
  };
}
