import type { ContinueItem } from '@parde/api-client';
import type { FastifyRequest } from 'fastify';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { type DescribedEntry, episodeLabel, finished, resumePoint } from '../../services/continue-watching';

/**
 * GetVideoLink, AddUserActivity and getHomeContinue (spec §7 VideoQuery and VideoCommand), and beyond the spec
 * RemoveFromContinue and GetResumePoint (issue 11).
 */
export function videoHandlers(
  s: Services,
): HandlerGroup<'getVideoLink' | 'addUserActivity' | 'getHomeContinue' | 'removeFromContinue' | 'getResumePoint'> {
  const { media } = s;
  const { activity, profiles } = s.repos;

  /** The video when it exists, has files and suits the caller's age range; a 404 otherwise. */
  async function playable(videoId: number, request: FastifyRequest) {
    const video = await activity.videoWithAge(videoId);
    if (!video || video.source === null || video.age_range > (await request.ageLimit())) throw notExists();
    return video;
  }

  const toItem = (entry: DescribedEntry): ContinueItem => {
    const common = {
      videoId: entry.videoId,
      type: entry.type,
      contentId: entry.contentId,
      position: entry.position,
      duration: entry.duration,
      updatedAt: entry.updatedAt.toISOString(),
    };
    return entry.type === 'Movie'
      ? { ...common, title: entry.title, subtitle: '', imageUrl: media.backdrop('Movie', entry.contentId) }
      : {
          ...common,
          title: entry.title,
          subtitle: episodeLabel(entry.seasonNumber, entry.episodeNumber),
          imageUrl: media.still(entry.contentId),
        };
  };

  return {
    async getVideoLink({ query, request }) {
      const session = requireSession(request);
      const video = await playable(query.videoId, request);
      const { prefix, expiresAt } = s.videoLinks.sign(video.id, session.accountId);
      const [stopped, following] = await Promise.all([
        activity.position(session.profileId, video.id),
        // Episodes of one series share its age range, so whoever may watch this one may watch the next.
        video.kind === 'Episode'
          ? activity.nextEpisode(video.title_id, video.season_number ?? 0, video.episode_number ?? 0)
          : undefined,
      ]);
      const resume = stopped && !finished(stopped.position, stopped.duration) ? stopped.position : 0;
      return {
        url: `${s.config.mediaBaseUrl}${prefix}/master.m3u8`,
        expiresAt: expiresAt.toISOString(),
        playbackSession: await s.playbackSessions.issue(video.id, video.source ?? ''),
        position: resume,
        audioTracks: video.audio_tracks,
        subtitleTracks: video.subtitle_tracks,
        markers: { introStart: video.intro_start, introEnd: video.intro_end, creditsStart: video.credits_start },
        next: following
          ? {
              episodeId: following.id,
              videoId: following.video_id,
              title: following.title,
              seasonNumber: following.season_number,
              episodeNumber: following.number,
              imageUrl: media.still(following.id),
            }
          : null,
      };
    },

    async addUserActivity({ body, request }) {
      const session = requireSession(request);
      const video = await playable(body.videoId, request);
      // A member deleted since the token was issued has nowhere to keep a position.
      if ((await profiles.ageRange(session.accountId, session.profileId)) === undefined) throw notExists();
      const position = body.duration > 0 ? Math.min(body.position, body.duration) : body.position;
      // A player clock ahead of the server's would freeze the position (a later report never looks newer).
      const at = body.at === undefined ? null : Math.min(body.at, Date.now());
      await activity.savePosition(session.profileId, body.videoId, position, body.duration, at);
      // Watching a title again brings it back to «ادامهٔ تماشا» if it was removed (trailers do not count).
      if (video.kind === 'Movie' || video.kind === 'Episode') {
        await activity.unhide(session.profileId, video.title_kind, video.title_id);
      }
      await s.continueWatching.changed(session.profileId, request.log);
      return { success: true };
    },

    async removeFromContinue({ body, request }) {
      const session = requireSession(request);
      const video = await activity.videoWithAge(body.videoId);
      // Only a title the active member has watched can leave their list: anyone else's attempt is a 404.
      if (
        !video ||
        video.age_range > (await request.ageLimit()) ||
        (video.kind !== 'Movie' && video.kind !== 'Episode') ||
        !(await activity.hasActivityOn(session.profileId, video.title_kind, video.title_id))
      ) {
        throw notExists();
      }
      await activity.hide(session.profileId, video.title_kind, video.title_id);
      await s.continueWatching.changed(session.profileId, request.log);
      return { success: true };
    },

    async getResumePoint({ query, request }) {
      const session = requireSession(request);
      const age = await s.repos.titles.ageRange(query.type, query.id);
      if (age === undefined || age > (await request.ageLimit())) throw notExists();
      return resumePoint(activity, session.profileId, query.type, query.id);
    },

    async getHomeContinue({ query, request }) {
      const session = requireSession(request);
      const size = query.pageSize ?? 20;
      const start = ((query.pageNumber ?? 1) - 1) * size;
      const entries = await s.continueWatching.list(session.profileId, await request.ageLimit());
      return { data: entries.slice(start, start + size).map(toItem), totalCount: entries.length };
    },
  };
}
