import { toPersianDigits } from '@parde/fa';
import type { ActivityRepository } from '../repositories/activity';

/** A play counts as started after this many seconds... */
export const STARTED_SECONDS = 5;
/** ...and as finished from this share of the duration on. */
export const FINISHED_SHARE = 0.95;
/** The newest activity rows a continue list is built from. */
const CONTINUE_WINDOW = 500;

export const finished = (position: number, duration: number) => duration > 0 && position >= duration * FINISHED_SHARE;
export const unfinished = (position: number, duration: number) =>
  position > STARTED_SECONDS && duration > 0 && position < duration * FINISHED_SHARE;

/** «فصل ۱ - قسمت ۲» */
export const episodeLabel = (season: number, episode: number) =>
  `فصل ${toPersianDigits(String(season))} - قسمت ${toPersianDigits(String(episode))}`;

/** Something a member may resume. */
export interface ContinueEntry {
  videoId: number;
  type: 'Movie' | 'Episode';
  contentId: number;
  position: number;
  duration: number;
  updatedAt: Date;
}

/** An entry with what its card shows, before URLs are built. */
export type DescribedEntry = ContinueEntry &
  ({ type: 'Movie'; title: string } | { type: 'Episode'; title: string; seasonNumber: number; episodeNumber: number });

/**
 * What a member may resume, newest first: movies one by one, each series once (its latest episode), only titles the
 * age limit allows. One query reads the history with its titles; only a finished episode asks for the next one.
 */
export class ContinueWatching {
  constructor(private readonly activity: ActivityRepository) {}

  async entries(profileId: number, age: number): Promise<DescribedEntry[]> {
    // Removed titles are already left out of the rows (they still count as history elsewhere).
    const rows = await this.activity.recent(profileId, CONTINUE_WINDOW);
    const byVideo = new Map(rows.map((row) => [row.video_id, row]));
    const seenSeries = new Set<number>();
    const result: DescribedEntry[] = [];
    for (const row of rows) {
      const base = { position: row.position, duration: row.duration, updatedAt: row.updated_at };
      // The series is seen even when its title is above the age limit: an older episode must not stand in for it.
      if (row.kind === 'Episode' && row.series_id !== null && !seenSeries.has(row.series_id)) {
        seenSeries.add(row.series_id);
      } else if (row.kind !== 'Movie') {
        continue;
      }
      if (row.title === null || row.age_range === null || row.age_range > age) continue;
      const title = row.title;
      if (row.kind === 'Movie') {
        if (unfinished(row.position, row.duration)) {
          result.push({ videoId: row.video_id, type: 'Movie', contentId: row.content_id, title, ...base });
        }
        continue;
      }
      if (unfinished(row.position, row.duration)) {
        result.push({
          videoId: row.video_id,
          type: 'Episode',
          contentId: row.content_id,
          title,
          seasonNumber: row.season_number ?? 0,
          episodeNumber: row.episode_number ?? 0,
          ...base,
        });
      } else if (finished(row.position, row.duration) && row.series_id !== null) {
        const next = await this.activity.nextEpisode(row.series_id, row.season_number ?? 0, row.episode_number ?? 0);
        if (!next) continue;
        const started = byVideo.get(next.video_id);
        if (started && !unfinished(started.position, started.duration)) continue;
        // Episodes of one series share its title and age range.
        result.push({
          videoId: next.video_id,
          type: 'Episode',
          contentId: next.id,
          title,
          seasonNumber: next.season_number,
          episodeNumber: next.number,
          position: started?.position ?? 0,
          duration: started?.duration ?? next.duration * 60,
          updatedAt: row.updated_at,
        });
      }
    }
    return result;
  }
}

/** Where a member is in a title (the GetResumePoint answer). */
export interface ResumePoint {
  videoId: number | null;
  episodeId: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  position: number;
  duration: number;
}

/**
 * Where a member is in a title. A film: its video at the saved position (0 when never started or finished). A series:
 * the episode of the member's latest activity while unfinished, else the one after it (at its own saved position when
 * started), else the first episode; the same rule as the series' «ادامهٔ تماشا» card.
 */
export async function resumePoint(
  activity: ActivityRepository,
  profileId: number,
  type: 'Movie' | 'Series',
  id: number,
): Promise<ResumePoint> {
  const none = { videoId: null, episodeId: null, seasonNumber: null, episodeNumber: null, position: 0, duration: 0 };
  if (type === 'Movie') {
    const movie = await activity.movieVideo(id);
    if (!movie) return none;
    const stopped = await activity.position(profileId, movie.video_id);
    const resume = stopped && !finished(stopped.position, stopped.duration) ? stopped.position : 0;
    return {
      ...none,
      videoId: movie.video_id,
      position: resume,
      duration: stopped?.duration || (movie.duration ?? 0) * 60,
    };
  }
  const latest = await activity.latestInSeries(profileId, id);
  let episode = latest && !finished(latest.position, latest.watched) ? latest : undefined;
  let position = episode?.position ?? 0;
  let duration = episode?.watched ?? 0;
  if (!episode && latest) {
    const next = await activity.nextEpisode(id, latest.season_number, latest.number);
    if (next) {
      const started = await activity.position(profileId, next.video_id);
      episode = { ...next, position: 0, watched: 0 };
      position = started && !finished(started.position, started.duration) ? started.position : 0;
      duration = started?.duration ?? 0;
    }
  }
  if (!episode) {
    const first = await activity.firstEpisode(id);
    if (!first) return none;
    const started = await activity.position(profileId, first.video_id);
    episode = { ...first, position: 0, watched: 0 };
    position = started && !finished(started.position, started.duration) ? started.position : 0;
    duration = started?.duration ?? 0;
  }
  return {
    videoId: episode.video_id,
    episodeId: episode.id,
    seasonNumber: episode.season_number,
    episodeNumber: episode.number,
    position,
    duration: duration || episode.duration * 60,
  };
}
