import type { ContinueItem } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';
import { sql } from 'kysely';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import type { VideoLinks } from './links';

/** A play counts as started after this many seconds... */
export const STARTED_SECONDS = 5;
/** ...and as finished from this share of the duration on. */
export const FINISHED_SHARE = 0.95;
/** The newest activity rows a continue list is built from. */
const CONTINUE_WINDOW = 500;

const finished = (position: number, duration: number) => duration > 0 && position >= duration * FINISHED_SHARE;
const unfinished = (position: number, duration: number) =>
  position > STARTED_SECONDS && duration > 0 && position < duration * FINISHED_SHARE;

/** «فصل ۱ - قسمت ۲» */
export const episodeLabel = (season: number, episode: number) =>
  `فصل ${toPersianDigits(String(season))} - قسمت ${toPersianDigits(String(episode))}`;

interface Entry {
  videoId: number;
  type: 'Movie' | 'Episode';
  contentId: number;
  position: number;
  duration: number;
  updatedAt: Date;
}

/** GetVideoLink, AddUserActivity and getHomeContinue (spec §7 VideoQuery and VideoCommand). */
export function videoHandlers(
  s: Services,
  links: VideoLinks,
): HandlerGroup<'getVideoLink' | 'addUserActivity' | 'getHomeContinue'> {
  const { db, media } = s;

  /** A video with the age range of its title (an episode's or a trailer's title included). */
  const videoWithAge = (videoId: number) =>
    sql<{ id: number; source: string | null; age_range: number }>`
      SELECT v.id, v.source, t.age_range
      FROM videos v
      LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
      JOIN titles t
        ON t.kind = CASE WHEN v.kind IN ('Movie', 'MovieTrailer') THEN 'Movie' ELSE 'Series' END
        AND t.id = CASE WHEN v.kind = 'Episode' THEN e.series_id ELSE v.content_id END
      WHERE v.id = ${videoId}`
      .execute(db)
      .then((result) => result.rows[0]);

  /** The video when it exists, has files and suits the caller's age range; a 404 otherwise. */
  async function playable(videoId: number, request: Parameters<typeof s.age>[0]) {
    const video = await videoWithAge(videoId);
    if (!video || video.source === null || video.age_range > (await s.age(request))) throw notExists();
    return video;
  }

  /** The next episode of a series after (season, episode), with its video. */
  const nextEpisode = (seriesId: number, season: number, episode: number) =>
    db
      .selectFrom('episodes as e')
      .innerJoin('seasons as se', 'se.id', 'e.season_id')
      .innerJoin('videos as v', (join) => join.on('v.kind', '=', 'Episode').onRef('v.content_id', '=', 'e.id'))
      .select(['e.id', 'e.duration', 'v.id as video_id'])
      .where('e.series_id', '=', seriesId)
      .where(sql<boolean>`(se.number, e.number) > (${season}, ${episode})`)
      .orderBy('se.number')
      .orderBy('e.number')
      .limit(1)
      .executeTakeFirst();

  /** What the member may resume, newest first: movies one by one, each series once (its latest episode). */
  async function entries(profileId: number): Promise<Entry[]> {
    const rows = await db
      .selectFrom('user_activity as ua')
      .innerJoin('videos as v', 'v.id', 'ua.video_id')
      .leftJoin('episodes as e', (join) => join.on('v.kind', '=', 'Episode').onRef('e.id', '=', 'v.content_id'))
      .leftJoin('seasons as se', 'se.id', 'e.season_id')
      .select([
        'ua.video_id',
        'ua.position',
        'ua.duration',
        'ua.updated_at',
        'v.kind',
        'v.content_id',
        'e.series_id',
        'se.number as season_number',
        'e.number as episode_number',
      ])
      .where('ua.profile_id', '=', profileId)
      .where('v.kind', 'in', ['Movie', 'Episode'])
      .orderBy('ua.updated_at', 'desc')
      .limit(CONTINUE_WINDOW)
      .execute();
    const byVideo = new Map(rows.map((row) => [row.video_id, row]));
    const seenSeries = new Set<number>();
    const result: Entry[] = [];
    for (const row of rows) {
      const base = { position: row.position, duration: row.duration, updatedAt: row.updated_at };
      if (row.kind === 'Movie') {
        if (unfinished(row.position, row.duration)) {
          result.push({ videoId: row.video_id, type: 'Movie', contentId: row.content_id, ...base });
        }
        continue;
      }
      if (row.series_id === null || seenSeries.has(row.series_id)) continue;
      seenSeries.add(row.series_id);
      if (unfinished(row.position, row.duration)) {
        result.push({ videoId: row.video_id, type: 'Episode', contentId: row.content_id, ...base });
      } else if (finished(row.position, row.duration)) {
        const next = await nextEpisode(row.series_id, row.season_number ?? 0, row.episode_number ?? 0);
        if (!next) continue;
        const started = byVideo.get(next.video_id);
        if (started && !unfinished(started.position, started.duration)) continue;
        result.push({
          videoId: next.video_id,
          type: 'Episode',
          contentId: next.id,
          position: started?.position ?? 0,
          duration: started?.duration ?? next.duration * 60,
          updatedAt: row.updated_at,
        });
      }
    }
    return result;
  }

  /** Titles, labels and pictures of the entries the caller's age range allows. */
  async function describe(list: Entry[], age: number): Promise<ContinueItem[]> {
    const movieIds = list.filter((e) => e.type === 'Movie').map((e) => e.contentId);
    const episodeIds = list.filter((e) => e.type === 'Episode').map((e) => e.contentId);
    const [movies, episodes] = await Promise.all([
      movieIds.length === 0
        ? []
        : db
            .selectFrom('titles')
            .select(['id', 'title'])
            .where('kind', '=', 'Movie')
            .where('id', 'in', movieIds)
            .where('age_range', '<=', age)
            .execute(),
      episodeIds.length === 0
        ? []
        : db
            .selectFrom('episodes as e')
            .innerJoin('seasons as se', 'se.id', 'e.season_id')
            .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'e.series_id'))
            .select(['e.id', 'e.number', 'se.number as season_number', 't.title'])
            .where('e.id', 'in', episodeIds)
            .where('t.age_range', '<=', age)
            .execute(),
    ]);
    const movieById = new Map(movies.map((m) => [m.id, m]));
    const episodeById = new Map(episodes.map((e) => [e.id, e]));
    return list.flatMap((entry): ContinueItem[] => {
      const common = {
        videoId: entry.videoId,
        type: entry.type,
        contentId: entry.contentId,
        position: entry.position,
        duration: entry.duration,
        updatedAt: entry.updatedAt.toISOString(),
      };
      if (entry.type === 'Movie') {
        const movie = movieById.get(entry.contentId);
        return movie
          ? [{ ...common, title: movie.title, subtitle: '', imageUrl: media.backdrop('Movie', movie.id) }]
          : [];
      }
      const episode = episodeById.get(entry.contentId);
      return episode
        ? [
            {
              ...common,
              title: episode.title,
              subtitle: episodeLabel(episode.season_number, episode.number),
              imageUrl: media.still(episode.id),
            },
          ]
        : [];
    });
  }

  return {
    async getVideoLink({ query, request }) {
      const session = requireSession(request);
      const video = await playable(query.videoId, request);
      const { prefix, expiresAt } = links.sign(video.id, session.accountId);
      const activity = await db
        .selectFrom('user_activity')
        .select(['position', 'duration'])
        .where('profile_id', '=', session.profileId)
        .where('video_id', '=', video.id)
        .executeTakeFirst();
      const resume = activity && !finished(activity.position, activity.duration) ? activity.position : 0;
      return {
        url: `${s.config.mediaBaseUrl}${prefix}/master.m3u8`,
        expiresAt: expiresAt.toISOString(),
        position: resume,
      };
    },

    async addUserActivity({ body, request }) {
      const session = requireSession(request);
      await playable(body.videoId, request);
      // A member deleted since the token was issued has nowhere to keep a position.
      const profile = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', session.profileId)
        .where('account_id', '=', session.accountId)
        .executeTakeFirst();
      if (!profile) throw notExists();
      const position = body.duration > 0 ? Math.min(body.position, body.duration) : body.position;
      await db
        .insertInto('user_activity')
        .values({
          profile_id: session.profileId,
          video_id: body.videoId,
          position,
          duration: body.duration,
          updated_at: sql`now()`,
        })
        .onConflict((oc) =>
          oc.columns(['profile_id', 'video_id']).doUpdateSet({
            position,
            duration: body.duration,
            updated_at: sql`now()`,
          }),
        )
        .execute();
      return { success: true };
    },

    async getHomeContinue({ query, request }) {
      const session = requireSession(request);
      const items = await describe(await entries(session.profileId), await s.age(request));
      const size = query.pageSize ?? 20;
      const start = ((query.pageNumber ?? 1) - 1) * size;
      return { data: items.slice(start, start + size), totalCount: items.length };
    },
  };
}
