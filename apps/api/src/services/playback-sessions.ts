import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A playback session the server issued with a video link: what a quality report may claim. */
export interface PlaybackSession {
  id: string;
  videoId: number;
  /** When the link was asked for, in ms. */
  issuedAt: number;
  /** The video's length in seconds. */
  durationSeconds: number;
}

/** How long after its link a viewing may still report (a tab left paused overnight). */
const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Clocks of instances may differ by minutes: a report checked on another instance is given that much slack. */
export const CLOCK_SLACK_MS = 5 * 60 * 1000;
/** The length of a video whose playlists cannot be read (it would not play either): a long film's. */
const UNKNOWN_DURATION_SECONDS = 4 * 60 * 60;
const TOKEN = /^([A-Za-z0-9_-]{16})\.(\d{1,12})\.(\d{1,13})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/;

/**
 * Issues and checks playback sessions: `<id>.<videoId>.<issuedMs>.<durationSeconds>.<mac>`, an HMAC-SHA256 under a
 * key of its own derived from the server secret, so nobody but the server can make one and no instance needs to
 * look one up. Each session's report counts once: Redis `SET NX` across instances when it answers, this process's
 * memory otherwise.
 */
export class PlaybackSessions {
  private readonly key: Buffer;
  private readonly seen = new LRUCache<string, true>({ max: 200_000, ttl: REPORT_WINDOW_MS });
  private readonly durations = new LRUCache<string, { seconds: number }>({
    max: 5_000,
    ttl: 10 * 60 * 1000,
    fetchMethod: async (source) => ({ seconds: await this.readDuration(source) }),
  });

  constructor(
    secret: string,
    private readonly options: { mediaDir: string; redis?: Redis | undefined; prefix?: string; now?: () => number },
  ) {
    // A key of its own, so a session's MAC can never stand in for another HMAC of the server secret.
    this.key = createHmac('sha256', secret).update('parde playback sessions v1').digest();
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  /** A new session for a viewing of the video whose HLS folder is `source` under the media directory. */
  async issue(videoId: number, source: string): Promise<string> {
    const seconds = (await this.durations.fetch(source))?.seconds ?? UNKNOWN_DURATION_SECONDS;
    const body = `${randomBytes(12).toString('base64url')}.${videoId}.${Math.floor(this.now())}.${seconds}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The session a token names, or undefined when it is malformed, forged, from the future or too old to report. */
  verify(token: string): PlaybackSession | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, id = '', videoId = '', issued = '', duration = '', mac = ''] = match;
    const expected = Buffer.from(this.mac(`${id}.${videoId}.${issued}.${duration}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const issuedAt = Number(issued);
    const age = this.now() - issuedAt;
    if (age < -CLOCK_SLACK_MS || age > REPORT_WINDOW_MS) return undefined;
    return { id, videoId: Number(videoId), issuedAt, durationSeconds: Number(duration) };
  }

  /** True the first time a session's report is counted, on any instance; false ever after. */
  async firstReport(session: PlaybackSession): Promise<boolean> {
    const { redis, prefix = '' } = this.options;
    if (redis?.status === 'ready') {
      try {
        const set = await redis.set(`${prefix}playback:${session.id}`, '1', 'PX', REPORT_WINDOW_MS, 'NX');
        return set === 'OK';
      } catch {
        // Redis went away mid-call: this process's memory still stops a repeat here.
      }
    }
    if (this.seen.has(session.id)) return false;
    this.seen.set(session.id, true);
    return true;
  }

  /** The length of a stream in seconds: its first rendition's segments added up (media/README.md's layout). */
  private async readDuration(source: string): Promise<number> {
    try {
      const master = join(this.options.mediaDir, source, 'master.m3u8');
      const rendition = (await readFile(master, 'utf8'))
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line.endsWith('.m3u8') && !line.startsWith('#'));
      if (!rendition || rendition.includes('..')) return UNKNOWN_DURATION_SECONDS;
      const playlist = await readFile(join(dirname(master), rendition), 'utf8');
      let seconds = 0;
      for (const match of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) seconds += Number(match[1]);
      return seconds > 0 ? Math.ceil(seconds) : UNKNOWN_DURATION_SECONDS;
    } catch {
      return UNKNOWN_DURATION_SECONDS;
    }
  }
}
