import { LRUCache } from 'lru-cache';
import type { SignInsRepository } from '../repositories/sign-ins';

/** How long an instance trusts that a sign-in is live before asking the database again. */
export const LIVE_SIGN_IN_TTL_MS = 5_000;

/**
 * Sign-ins: whether a token's sign-in is still live (not logged out), and logging one out. Asked on every
 * authenticated request, so each instance remembers live sign-ins for a few seconds: a logout takes effect at once on
 * the instance that served it and within `LIVE_SIGN_IN_TTL_MS` on the others. Revoked ones are never remembered.
 */
export class SignIns {
  private readonly live = new LRUCache<string, true>({ max: 50_000, ttl: LIVE_SIGN_IN_TTL_MS });

  constructor(private readonly signIns: SignInsRepository) {}

  async isLive(signInId: string, accountId: number): Promise<boolean> {
    const key = `${accountId}:${signInId}`;
    if (this.live.get(key)) return true;
    if (!(await this.signIns.isLive(signInId, accountId))) return false;
    this.live.set(key, true);
    return true;
  }

  /** Revokes the sign-in: its tokens, and every token switched from it, are refused from now on. */
  async logout(signInId: string, accountId: number): Promise<void> {
    await this.signIns.revoke(signInId, accountId);
    this.live.delete(`${accountId}:${signInId}`);
  }
}
