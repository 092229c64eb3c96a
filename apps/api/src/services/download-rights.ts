import { LRUCache } from 'lru-cache';
import type { Notifications } from '../db/notifications';
import type { DownloadsRepository } from '../repositories/downloads';
import type { Log } from './log';

/**
 * How long an instance trusts that a download link is live before asking the database again. A revocation drops the
 * entry on every instance at once (a notification); this bounds one that a silently dead listening connection
 * missed, and a grant's own end (its days, or its hours after the first play).
 */
export const LIVE_GRANT_TTL_MS = 1_000;
/** The channel on which instances announce ended grants (payload `g:id,id,…`) and deleted members (`m:id`). */
const CHANNEL = 'parde_downloads';
/** Decision 030's channel of signed-out devices (payload `accountId:id,id,…`): their grants end with them. */
const SIGN_INS = 'parde_sign_ins';

interface LiveGrant {
  videoId: number;
  exp: number;
  profileId: number;
  signInId: string | null;
}

/**
 * Whether a download link (decision 041) still works: its grant not deleted, not expired, its device not signed out
 * and its member not deleted. Asked on every playlist and file of a download link, so each instance remembers live
 * grants for `LIVE_GRANT_TTL_MS`; a revocation drops them here before it is answered and on every other instance
 * when its notification arrives, as decision 030 does for sign-ins. An instance that may miss notifications remembers
 * nothing, and a read under way when any revocation is heard is not remembered. Ended grants are never remembered.
 */
export class DownloadRights {
  private readonly live = new LRUCache<number, LiveGrant>({ max: 50_000, ttl: LIVE_GRANT_TTL_MS });
  /** Counts revocations heard: a read that saw it change may have raced one. */
  private heard = 0;
  /** The channels this instance hears now: both, or it remembers nothing. */
  private readonly hearing = new Set<string>();
  private readonly stops: (() => Promise<void>)[];

  constructor(
    private readonly downloads: DownloadsRepository,
    private readonly notifications: Notifications,
    private readonly log?: Log,
  ) {
    const onHearing = (channel: string) => (hearing: boolean) => {
      if (hearing) this.hearing.add(channel);
      else this.hearing.delete(channel);
      this.heard++;
      this.live.clear();
    };
    this.stops = [
      notifications.listen(CHANNEL, {
        onPayload: (payload) => {
          this.heard++;
          const [kind, ids = ''] = payload.split(':');
          const set = new Set(ids.split(',').map(Number));
          if (kind === 'g') for (const id of set) this.live.delete(id);
          else if (kind === 'm') this.forget((grant) => set.has(grant.profileId));
        },
        onHearing: onHearing(CHANNEL),
      }),
      notifications.listen(SIGN_INS, {
        onPayload: (payload) => {
          this.heard++;
          const signIns = new Set((payload.split(':')[1] ?? '').split(','));
          this.forget((grant) => grant.signInId !== null && signIns.has(grant.signInId));
        },
        onHearing: onHearing(SIGN_INS),
      }),
    ];
  }

  /** Whether the download link of grant `grantId` for `videoId`, signed to end by `exp` (seconds), works now. */
  async isLive(grantId: number, videoId: number, exp: number): Promise<boolean> {
    const kept = this.live.get(grantId);
    if (kept && kept.videoId === videoId && kept.exp === exp) return true;
    const before = this.heard;
    const grant = await this.downloads.linkLive(grantId, videoId, exp);
    if (!grant) return false;
    if (this.hearing.size === 2 && this.heard === before) this.live.set(grantId, { videoId, exp, ...grant });
    return true;
  }

  /** Grants were deleted: their links are refused here at once and on every instance when it hears. */
  grantsEnded(ids: number[]): Promise<void> {
    for (const id of ids) this.live.delete(id);
    return this.announce([`g:${ids.join(',')}`]);
  }

  /** A member was deleted (its grants with it): their links are refused everywhere. */
  memberDeleted(profileId: number): Promise<void> {
    this.forget((grant) => grant.profileId === profileId);
    return this.announce([`m:${profileId}`]);
  }

  /** Stops listening (the app is closing). */
  async close(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
  }

  private forget(ended: (grant: LiveGrant) => boolean) {
    const gone: number[] = [];
    this.live.forEach((grant, id) => {
      if (ended(grant)) gone.push(id);
    });
    for (const id of gone) this.live.delete(id);
  }

  /**
   * Tells every instance. The change is already written: an announcement that fails is logged, and the others then
   * honour the links at most `LIVE_GRANT_TTL_MS` longer.
   */
  private async announce(payloads: string[]) {
    this.heard++;
    try {
      for (const payload of payloads) await this.notifications.notify(CHANNEL, payload);
    } catch (error) {
      this.log?.warn({ err: error }, 'downloads: an ended grant was not announced to other instances');
    }
  }
}
