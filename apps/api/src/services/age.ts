import { LRUCache } from 'lru-cache';
import type { ProfilesRepository } from '../repositories/profiles';

/** Everything, for a visitor who sends no age range. */
export const ALL_AGES = 18;

/** How long an instance reuses a profile's age range before asking the database again. */
export const PROFILE_AGE_TTL_MS = 5_000;

/**
 * Profiles' age ranges, asked on every signed-in request (a home page makes a dozen). Each instance remembers them
 * a few seconds, like live sign-ins: an edit applies at once on the instance that served it (`forget`) and within
 * `PROFILE_AGE_TTL_MS` on the others. Concurrent asks share one read; a read in flight when the edit lands is
 * answered to those already waiting on it (they raced the edit) but not kept, and later asks read again.
 *
 * Not lru-cache's `fetch()`: a `delete` during a fetch aborts it and rejects every caller waiting on it, so an edit
 * racing a read answered 500.
 */
export class ProfileAges {
  private readonly ages = new LRUCache<string, { age: number | undefined }>({ max: 50_000, ttl: PROFILE_AGE_TTL_MS });
  private readonly reading = new Map<string, Promise<number | undefined>>();

  constructor(private readonly profiles: ProfilesRepository) {}

  /** The profile's age range, or undefined when the account has no such profile. */
  get(accountId: number, profileId: number): Promise<number | undefined> {
    const key = `${accountId}:${profileId}`;
    const known = this.ages.get(key);
    if (known) return Promise.resolve(known.age);
    let read = this.reading.get(key);
    if (!read) {
      const started = this.profiles.ageRange(accountId, profileId);
      read = started;
      this.reading.set(key, started);
      started.then(
        (age) => {
          // Still the current read: no `forget` since it began.
          if (this.reading.get(key) !== started) return;
          this.reading.delete(key);
          this.ages.set(key, { age });
        },
        () => {
          if (this.reading.get(key) === started) this.reading.delete(key);
        },
      );
    }
    return read;
  }

  /** Drops what this instance remembers of a profile (the profiles service, after it edits or deletes one). */
  forget(accountId: number, profileId: number): void {
    const key = `${accountId}:${profileId}`;
    this.ages.delete(key);
    this.reading.delete(key);
  }
}

/** Who asks, for the age limit: the signed-in member (if any) and the range the client asked to narrow to. */
interface AgeCaller {
  member?: { accountId: number; profileId: number } | undefined;
  /** The range the client asks for (the `AgeRange` header); all ages when it asks for none. */
  asked?: number | undefined;
}

/**
 * The highest minimum age the caller may see: the active member's range (see `ProfileAges` for how fresh), narrowed
 * by the range asked for; an anonymous caller gets the range asked for.
 */
export async function ageLimit(
  profiles: { ageRange(accountId: number, profileId: number): Promise<number | undefined> },
  caller: AgeCaller,
): Promise<number> {
  const asked = caller.asked ?? ALL_AGES;
  if (!caller.member) return asked;
  const profileAge = await profiles.ageRange(caller.member.accountId, caller.member.profileId);
  // A deleted active member is refused before (401 MemberGone); the calls that choose another see all-ages only.
  return Math.min(profileAge ?? 0, asked);
}
