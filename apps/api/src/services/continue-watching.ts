import { toPersianDigits } from '@parde/fa';
import { LRUCache } from 'lru-cache';
import type { Notifications } from '../db/notifications';
import type { ActivityRepository } from '../repositories/activity';
import type { Log } from './log';

/** A play counts as started after this many seconds... */
export const STARTED_SECONDS = 5;
/** ...and as finished from this share of the duration on. */
export const FINISHED_SHARE = 0.95;
/** The newest activity rows a continue list is built from. */
const CONTINUE_WINDOW = 500;
/**
 * How long a member's list is kept. Their own activity drops it at once, on every instance; this bounds what is
 * not announced: a title renamed, removed or given another age range, an episode linked to a video.
 */
export const CONTINUE_KEPT_MS = 10_000;
/** What kept lists may take in all, counted as a guess per entry. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** About what one decoded entry takes (its object, title and date). */
const ENTRY_BYTES = 300;
/** The channel on which instances announce that a profile's activity changed (payload: the profile id). */
const CHANNEL = 'parde_activity';

export const finished = (position: number, duration: number) => duration > 0 && position >= duration * FINISHED_SHARE;
export const unfinished = (position: number, duration: number) =>
  position > STARTED_SECONDS && duration > 0 && position < duration * FINISHED_SHARE;

/** «فصل ۱، قسمت ۲», as every page writes it (issue #28 D15: not «فصل ۱ - قسمت ۲» beside it). */
export const episodeLabel = (season: number, episode: number) =>
  `فصل ${toPersianDigits(String(season))}، قسمت ${toPersianDigits(String(episode))}`;

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
 *
 * Lists are kept per profile and age limit, since a home page asks for one on every visit: a change to the
 * profile's activity (a progress report, a removal) drops it here before the write is answered, so the member's next
 * list on this instance has it; every other instance drops it when the notification (`changed`) reaches it, a few
 * milliseconds after the answer, so a next list asked elsewhere inside that window can still be the old one. An
 * instance that may have missed notifications (its listening connection is down) keeps nothing until it hears again,
 * then starts from empty. A read already under way when a change lands is answered but not kept.
 */
export class ContinueWatching {
  /** By `profileId:age`: each list expires on its own clock, 10 s after it was read. */
  private readonly kept = new LRUCache<string, DescribedEntry[]>({
    max: 20_000,
    ttl: CONTINUE_KEPT_MS,
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (entries) => 1 + entries.length * ENTRY_BYTES,
  });
  /** Every age a list was kept for (a few values): what `forget` looks under. */
  private readonly keptAges = new Set<number>();
  /** Reads under way, by profile and age: concurrent asks share one; a change marks them not to be kept. */
  private readonly reading = new Map<string, { list: Promise<DescribedEntry[]>; stale: boolean }>();
  private hearing = false;
  private readonly stopListening: () => Promise<void>;

  constructor(
    private readonly activity: ActivityRepository,
    private readonly notifications: Notifications,
    log?: Log,
  ) {
    let heardBefore = false;
    this.stopListening = notifications.listen(CHANNEL, {
      onPayload: (payload) => this.forget(Number(payload)),
      onHearing: (hearing) => {
        if (hearing !== this.hearing && heardBefore) {
          if (hearing) log?.info('continue watching: listening for changes again; lists are kept again');
          else log?.warn('continue watching: the listening connection dropped; no list is kept until it is back');
        }
        heardBefore ||= hearing;
        this.hearing = hearing;
        this.forgetAll();
      },
    });
  }

  /** Whether this instance keeps lists now: it hears every change announced (see the class). */
  get keeping(): boolean {
    return this.hearing;
  }

  /** The member's list (kept, or read now). */
  async list(profileId: number, age: number): Promise<DescribedEntry[]> {
    const fresh = () => this.read(profileId, age);
    if (!this.hearing) return fresh();
    const key = `${profileId}:${age}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const under = this.reading.get(key);
    if (under) return under.list;
    const job = { list: fresh(), stale: false };
    this.reading.set(key, job);
    try {
      const list = await job.list;
      if (!job.stale && this.hearing) {
        this.keptAges.add(age);
        this.kept.set(key, list);
      }
      return list;
    } finally {
      if (this.reading.get(key) === job) this.reading.delete(key);
    }
  }

  /**
   * Announces that the profile's activity changed: its kept lists are dropped here at once and everywhere else. The
   * change is already written, so an announcement that fails (the pool busy, the database gone) is logged, not
   * thrown: other instances then keep the old list at most `CONTINUE_KEPT_MS`.
   */
  async changed(profileId: number, log: Log): Promise<void> {
    this.forget(profileId);
    try {
      await this.notifications.notify(CHANNEL, String(profileId));
    } catch (error) {
      log.warn({ err: error, profileId }, 'continue watching: a change was not announced to other instances');
    }
  }

  /** Stops listening (the app is closing). */
  close(): Promise<void> {
    return this.stopListening();
  }

  private forget(profileId: number) {
    for (const age of this.keptAges) this.kept.delete(`${profileId}:${age}`);
    for (const [key, job] of this.reading) {
      if (key.startsWith(`${profileId}:`)) {
        job.stale = true;
        this.reading.delete(key);
      }
    }
  }

  private forgetAll() {
    this.kept.clear();
    for (const job of this.reading.values()) job.stale = true;
    this.reading.clear();
  }

  private async read(profileId: number, age: number): Promise<DescribedEntry[]> {
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
