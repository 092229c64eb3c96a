import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { headerAgeRange } from '../http/endpoints';
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

/**
 * The highest minimum age the caller may see: the active profile's range (see `ProfileAges` for how fresh), narrowed by the `AgeRange` header; anonymous callers use the header alone.
 */
export async function ageLimit(
  profiles: { ageRange(accountId: number, profileId: number): Promise<number | undefined> },
  request: FastifyRequest,
  narrowTo?: number,
): Promise<number> {
  if (request.ageLimitValue === undefined) {
    const header = headerAgeRange(request) ?? ALL_AGES;
    const session = request.session;
    let limit = header;
    if (session) {
      const profileAge = await profiles.ageRange(session.accountId, session.profileId);
      // A deleted active member is refused before (401 MemberGone); the calls that choose another see all-ages only.
      limit = Math.min(profileAge ?? 0, header);
    }
    request.ageLimitValue = limit;
  }
  return narrowTo === undefined ? request.ageLimitValue : Math.min(request.ageLimitValue, narrowTo);
}
