import { sql } from 'kysely';
import type { MediaTrackRow } from '../db/schema';
import type { Db } from './db';

/** A video as the player needs it: its files, tracks and markers, and the title it belongs to. */
export interface PlaybackRow {
  id: number;
  source: string | null;
  age_range: number;
  kind: 'Movie' | 'Episode' | 'MovieTrailer' | 'SeriesTrailer';
  /** The film or series the video belongs to. */
  title_kind: 'Movie' | 'Series';
  title_id: number;
  audio_tracks: MediaTrackRow[];
  subtitle_tracks: MediaTrackRow[];
  intro_start: number | null;
  intro_end: number | null;
  credits_start: number | null;
  /** For an episode: where it sits in its series. */
  season_number: number | null;
  episode_number: number | null;
}

/** An episode with its video and place in the series (`duration` in minutes, as the catalogue has it). */
export interface EpisodeVideoRow {
  id: number;
  title: string;
  duration: number;
  video_id: number;
  season_number: number;
  number: number;
}

/** One row of a member's viewing history, with where the video sits (an episode's series, season and number). */
export interface ActivityRow {
  video_id: number;
  position: number;
  duration: number;
  updated_at: Date;
  kind: 'Movie' | 'Episode' | 'MovieTrailer' | 'SeriesTrailer';
  content_id: number;
  series_id: number | null;
  season_number: number | null;
  episode_number: number | null;
  /** The film's, or the episode's series', title and age range (null when the title is gone). */
  title: string | null;
  age_range: number | null;
}

/** The `videos` and `user_activity` tables: what can be played, and where each member stopped. */
export function createActivityRepository(db: Db) {
  /** Episodes that have a video, in series order. */
  const episodeVideos = () =>
    db
      .selectFrom('episodes as e')
      .innerJoin('seasons as se', 'se.id', 'e.season_id')
      .innerJoin('videos as v', (join) => join.on('v.kind', '=', 'Episode').onRef('v.content_id', '=', 'e.id'))
      .select(['e.id', 'e.title', 'e.duration', 'v.id as video_id', 'se.number as season_number', 'e.number'])
      .where('v.source', 'is not', null)
      .orderBy('se.number')
      .orderBy('e.number');

  return {
    /** A video with its title (an episode's or a trailer's title included), files, tracks and markers. */
    async videoWithAge(videoId: number): Promise<PlaybackRow | undefined> {
      const result = await sql<PlaybackRow>`
        SELECT v.id, v.source, t.age_range, v.kind, t.kind AS title_kind, t.id AS title_id,
          v.audio_tracks, v.subtitle_tracks, v.intro_start, v.intro_end, v.credits_start,
          se.number AS season_number, e.number AS episode_number
        FROM videos v
        LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
        LEFT JOIN seasons se ON se.id = e.season_id
        JOIN titles t
          ON t.kind = CASE WHEN v.kind IN ('Movie', 'MovieTrailer') THEN 'Movie' ELSE 'Series' END
          AND t.id = CASE WHEN v.kind = 'Episode' THEN e.series_id ELSE v.content_id END
        WHERE v.id = ${videoId}`.execute(db);
      return result.rows[0];
    },

    /** The video's folder under the media directory (null when unlinked or unknown). */
    async source(videoId: number): Promise<string | null> {
      const row = await db.selectFrom('videos').select('source').where('id', '=', videoId).executeTakeFirst();
      return row?.source ?? null;
    },

    /** The next episode of a series after (season, episode) that has a video. */
    nextEpisode(seriesId: number, season: number, episode: number): Promise<EpisodeVideoRow | undefined> {
      return episodeVideos()
        .where('e.series_id', '=', seriesId)
        .where(sql<boolean>`(se.number, e.number) > (${season}, ${episode})`)
        .limit(1)
        .executeTakeFirst();
    },

    /** The first episode of a series that has a video. */
    firstEpisode(seriesId: number): Promise<EpisodeVideoRow | undefined> {
      return episodeVideos().where('e.series_id', '=', seriesId).limit(1).executeTakeFirst();
    },

    /** The member's latest counted activity (started or finished) on any episode of a series, with the episode. */
    async latestInSeries(
      profileId: number,
      seriesId: number,
      counts: { startedSeconds: number; finishedShare: number },
    ): Promise<(EpisodeVideoRow & { position: number; watched: number }) | undefined> {
      return (
        episodeVideos()
          .innerJoin('user_activity as ua', (join) =>
            join.onRef('ua.video_id', '=', 'v.id').on('ua.profile_id', '=', profileId),
          )
          .select(['ua.position', 'ua.duration as watched'])
          .where('e.series_id', '=', seriesId)
          // Only an episode started or finished: a glance does not move the member on.
          .where((eb) =>
            eb.or([
              eb('ua.position', '>', counts.startedSeconds),
              eb.and([
                eb('ua.duration', '>', 0),
                eb('ua.position', '>=', sql<number>`ua.duration * ${counts.finishedShare}`),
              ]),
            ]),
          )
          .clearOrderBy()
          .orderBy('ua.updated_at', 'desc')
          .limit(1)
          .executeTakeFirst()
      );
    },

    /** A film's own video and running time (minutes). */
    movieVideo(movieId: number): Promise<{ video_id: number; duration: number | null } | undefined> {
      return db
        .selectFrom('videos as v')
        .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Movie').onRef('t.id', '=', 'v.content_id'))
        .select(['v.id as video_id', 't.duration'])
        .where('v.kind', '=', 'Movie')
        .where('v.content_id', '=', movieId)
        .where('v.source', 'is not', null)
        .executeTakeFirst();
    },

    /** Whether the member has watched any of a title (a film's video, or any episode of a series). */
    async hasActivityOn(profileId: number, kind: 'Movie' | 'Series', titleId: number): Promise<boolean> {
      const row = await db
        .selectFrom('user_activity as ua')
        .innerJoin('videos as v', 'v.id', 'ua.video_id')
        .leftJoin('episodes as e', (join) => join.on('v.kind', '=', 'Episode').onRef('e.id', '=', 'v.content_id'))
        .select('ua.video_id')
        .where('ua.profile_id', '=', profileId)
        .where(
          kind === 'Movie'
            ? sql<boolean>`v.kind = 'Movie' AND v.content_id = ${titleId}`
            : sql<boolean>`e.series_id = ${titleId}`,
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Hides a title from the member's continue list (idempotent). */
    async hide(profileId: number, kind: 'Movie' | 'Series', titleId: number): Promise<void> {
      await db
        .insertInto('continue_hidden')
        .values({ profile_id: profileId, kind, title_id: titleId })
        .onConflict((oc) => oc.columns(['profile_id', 'kind', 'title_id']).doNothing())
        .execute();
    },

    /** Shows a hidden title again (watching it brings it back). */
    async unhide(profileId: number, kind: 'Movie' | 'Series', titleId: number): Promise<void> {
      await db
        .deleteFrom('continue_hidden')
        .where('profile_id', '=', profileId)
        .where('kind', '=', kind)
        .where('title_id', '=', titleId)
        .execute();
    },

    /**
     * The member's newest movie and episode activity, at most `limit` rows, without the titles the member removed
     * from the continue list (their rows still count as history elsewhere), each with its film's or series' title
     * and age range: everything the continue list needs in one round trip.
     */
    async recent(profileId: number, limit: number): Promise<ActivityRow[]> {
      const result = await sql<ActivityRow>`
        SELECT ua.video_id, ua.position, ua.duration, ua.updated_at, v.kind, v.content_id, e.series_id,
          se.number AS season_number, e.number AS episode_number, t.title, t.age_range
        FROM user_activity ua
        JOIN videos v ON v.id = ua.video_id
        LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
        LEFT JOIN seasons se ON se.id = e.season_id
        LEFT JOIN titles t
          ON t.kind = CASE WHEN v.kind = 'Movie' THEN 'Movie' ELSE 'Series' END
          AND t.id = CASE WHEN v.kind = 'Movie' THEN v.content_id ELSE e.series_id END
        WHERE ua.profile_id = ${profileId} AND v.kind IN ('Movie', 'Episode')
          AND NOT EXISTS (
            SELECT 1 FROM continue_hidden h
            WHERE h.profile_id = ua.profile_id
              AND h.kind = CASE WHEN v.kind = 'Movie' THEN 'Movie' ELSE 'Series' END
              AND h.title_id = CASE WHEN v.kind = 'Movie' THEN v.content_id ELSE e.series_id END)
        ORDER BY ua.updated_at DESC
        LIMIT ${limit}`.execute(db);
      return result.rows;
    },

    /** Where the member stopped in a video, if ever started. */
    position(profileId: number, videoId: number): Promise<{ position: number; duration: number } | undefined> {
      return db
        .selectFrom('user_activity')
        .select(['position', 'duration'])
        .where('profile_id', '=', profileId)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
    },

    /**
     * Records the member's position in a video (one row per member and video), unless the row holds a newer report:
     * `reportedAt` is the player's clock, so a report that arrives late cannot move the position back (issue #15).
     * Clocks of two devices differ, so a row left alone for a minute takes any report.
     */
    async savePosition(
      profileId: number,
      videoId: number,
      position: number,
      duration: number,
      reportedAt: number | null,
    ): Promise<void> {
      await sql`
        INSERT INTO user_activity (profile_id, video_id, position, duration, updated_at, reported_at)
        VALUES (${profileId}, ${videoId}, ${position}, ${duration}, now(), ${reportedAt})
        ON CONFLICT (profile_id, video_id) DO UPDATE
          SET position = excluded.position, duration = excluded.duration, updated_at = now(),
            reported_at = excluded.reported_at
          WHERE user_activity.reported_at IS NULL OR excluded.reported_at IS NULL
            OR excluded.reported_at >= user_activity.reported_at
            OR user_activity.updated_at < now() - interval '1 minute'`.execute(db);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
