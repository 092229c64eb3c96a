import { EventEmitter } from 'node:events';
import { LRUCache } from 'lru-cache';
import type { Notifications } from '../db/notifications';
import type { SignInsRepository } from '../repositories/sign-ins';
import type { Log } from './log';

/**
 * How long an instance trusts that a sign-in is live before asking the database again. A revocation drops the entry
 * on every instance at once (a notification); this bounds one that a silently dead listening connection missed.
 */
export const LIVE_SIGN_IN_TTL_MS = 1_000;
/** A sign-in's last activity is written at most this often (and when another member is used on it). */
export const LAST_ACTIVE_EVERY_MS = 60_000;
/** The longest user agent kept: real ones are a few hundred characters. */
const MAX_USER_AGENT = 512;
/** The channel on which instances announce revoked sign-ins (payload: `accountId:id,id,…`). */
const CHANNEL = 'parde_sign_ins';

const keyOf = (accountId: number, signInId: string) => `${accountId}:${signInId}`;

/** A user agent as stored: trimmed to `MAX_USER_AGENT`, null when absent. */
export const userAgentOf = (header: string | string[] | undefined): string | null => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, MAX_USER_AGENT) : null;
};

/**
 * Sign-ins: whether a token's sign-in is still live (not signed out), signing one out, and when each was last used.
 * Asked on every authenticated request, so each instance remembers live sign-ins for `LIVE_SIGN_IN_TTL_MS`; a
 * revocation drops the entry here before it is answered and on every other instance when its notification arrives
 * (decision 030). An instance that may miss notifications (its listening connection is down) remembers nothing, and a
 * read under way when any revocation is heard is not remembered. Revoked sign-ins are never remembered.
 */
export class SignIns {
  private readonly live = new LRUCache<string, true>({ max: 50_000, ttl: LIVE_SIGN_IN_TTL_MS });
  /** When this instance last recorded each sign-in's activity, and for which member. */
  private readonly touched = new LRUCache<string, number>({ max: 50_000, ttl: LAST_ACTIVE_EVERY_MS });
  /** Counts revocations heard: a read that saw it change may have raced one. */
  private heard = 0;
  private hearing = false;
  private readonly stopListening: () => Promise<void>;
  /** Sign-outs heard, by account (`a<id>`), and `recheck` when a gap in hearing may have hidden some. */
  private readonly events = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly signIns: SignInsRepository,
    private readonly notifications: Notifications,
    private readonly log?: Log,
  ) {
    let heardBefore = false;
    this.stopListening = notifications.listen(CHANNEL, {
      onPayload: (payload) => {
        this.heard++;
        const [account, ids = ''] = payload.split(':');
        const signedOut = ids.split(',');
        for (const id of signedOut) this.live.delete(keyOf(Number(account), id));
        this.events.emit(`a${Number(account)}`, signedOut);
      },
      onHearing: (hearing) => {
        if (hearing !== this.hearing && heardBefore) {
          if (hearing) log?.info('sign-ins: listening for sign-outs again; live sign-ins are remembered again');
          else log?.warn('sign-ins: the listening connection dropped; every request asks the database');
        }
        const began = hearing && !this.hearing;
        heardBefore ||= hearing;
        this.hearing = hearing;
        this.heard++;
        this.live.clear();
        // Sign-outs announced while this instance was not listening were missed, also before it first listened (a
        // page may open its stream on an instance still connecting): whoever waits on one asks again.
        if (began) this.events.emit('recheck');
      },
    });
  }

  async isLive(signInId: string, accountId: number): Promise<boolean> {
    const key = keyOf(accountId, signInId);
    if (this.live.get(key)) return true;
    const before = this.heard;
    if (!(await this.signIns.isLive(signInId, accountId))) return false;
    if (this.hearing && this.heard === before) this.live.set(key, true);
    return true;
  }

  /**
   * Records that the sign-in was just used by `memberId`, at most once a minute per sign-in on this instance (the
   * database skips the write too when another instance did it). Never fails the request: a lost update only makes
   * «آخرین فعالیت» a minute older.
   */
  seen(signInId: string, memberId: number): void {
    if (this.touched.get(signInId) === memberId) return;
    this.touched.set(signInId, memberId);
    this.signIns.touch(signInId, memberId, LAST_ACTIVE_EVERY_MS).catch((error: unknown) => {
      // A member deleted since its token was checked (a foreign key violation) is an expected race, not a fault.
      if ((error as { code?: unknown }).code === '23503') {
        this.log?.debug({ signInId, memberId }, 'sign-ins: the member was deleted meanwhile');
        return;
      }
      this.touched.delete(signInId);
      this.log?.warn({ err: { message: String(error) } }, 'sign-ins: last activity was not recorded');
    });
  }

  /** Records at once that the sign-in now uses `memberId` (a profile switch), so the devices list names it. */
  async memberChosen(signInId: string, memberId: number): Promise<void> {
    this.touched.set(signInId, memberId);
    await this.signIns.touch(signInId, memberId, LAST_ACTIVE_EVERY_MS);
  }

  /** Revokes the sign-in: its tokens, and every token switched from it, are refused from now on, on every instance. */
  async logout(signInId: string, accountId: number): Promise<boolean> {
    const revoked = await this.signIns.revoke(signInId, accountId);
    if (revoked) await this.revoked(accountId, [signInId]);
    return revoked;
  }

  /** Revokes every sign-in of the account but `keep`; answers how many. */
  async logoutOthers(accountId: number, keep: string): Promise<number> {
    const ids = await this.signIns.revokeOthers(accountId, keep);
    if (ids.length > 0) await this.revoked(accountId, ids);
    return ids.length;
  }

  /**
   * Calls `signedOut` once when the sign-in is signed out, on whichever instance that happens (decision 047): heard
   * on the notification channel, else found by asking the database again after a gap in hearing. Answers how to stop.
   */
  watch(signInId: string, accountId: number, signedOut: () => void): () => void {
    let done = false;
    const finish = () => {
      if (done) return;
      stop();
      signedOut();
    };
    const onAccount = (ids: string[]) => {
      if (ids.includes(signInId)) finish();
    };
    const onRecheck = () => {
      this.signIns
        .isLive(signInId, accountId)
        .then((live) => {
          if (!live) finish();
        })
        .catch(() => {});
    };
    const stop = () => {
      done = true;
      this.events.off(`a${accountId}`, onAccount);
      this.events.off('recheck', onRecheck);
    };
    this.events.on(`a${accountId}`, onAccount);
    this.events.on('recheck', onRecheck);
    // A sign-out heard after the caller's token check but before this watch began was told to no one; it dropped the
    // sign-in from what this instance remembers, so this asks the database only then.
    this.isLive(signInId, accountId)
      .then((live) => {
        if (!live) finish();
      })
      .catch(() => {});
    return stop;
  }

  /** Stops listening (the app is closing). */
  close(): Promise<void> {
    return this.stopListening();
  }

  /**
   * Forgets the sign-ins here at once, then tells every instance. The revocation is already written: an announcement
   * that fails is logged, and the others then accept the tokens at most `LIVE_SIGN_IN_TTL_MS` longer.
   */
  private async revoked(accountId: number, ids: string[]) {
    this.heard++;
    for (const id of ids) this.live.delete(keyOf(accountId, id));
    try {
      // A notification carries at most 8000 bytes: about 300 ids of 22 characters each.
      for (let at = 0; at < ids.length; at += 300) {
        await this.notifications.notify(CHANNEL, `${accountId}:${ids.slice(at, at + 300).join(',')}`);
      }
    } catch (error) {
      // Not announced, so not heard here either: this instance's own open pages are told directly.
      this.events.emit(`a${accountId}`, ids);
      this.log?.warn({ err: error, accountId }, 'sign-ins: a sign-out was not announced to other instances');
    }
  }
}
