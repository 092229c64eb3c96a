import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { headerAgeRange } from '../http/endpoints';
import type { ProfilesRepository } from '../repositories/profiles';

/** Everything, for a visitor who sends no age range. */
export const ALL_AGES = 18;

/** How long an instance reuses a profile's age range before asking the database again. */
export const PROFILE_AGE_TTL_MS = 5_000;

type ProfileKey = { accountId: number; profileId: number };

/**
 * Profiles' age ranges, asked on every signed-in request (a home page makes a dozen). Each instance remembers them
 * a few seconds, like live sign-ins: an edit applies at once on the instance that served it (`forget`) and within
 * `PROFILE_AGE_TTL_MS` on the others. A read in flight when the edit lands is dropped, not kept.
 */
export class ProfileAges {
  private readonly ages: LRUCache<string, { age: number | undefined }, ProfileKey>;

  constructor(private readonly profiles: ProfilesRepository) {
    this.ages = new LRUCache<string, { age: number | undefined }, ProfileKey>({
      max: 50_000,
      ttl: PROFILE_AGE_TTL_MS,
      fetchMethod: async (_key, _stale, { context }) => ({
        age: await profiles.ageRange(context.accountId, context.profileId),
      }),
    });
  }

  /** The profile's age range, or undefined when the account has no such profile. */
  async get(accountId: number, profileId: number): Promise<number | undefined> {
    const key = `${accountId}:${profileId}`;
    const known = this.ages.get(key) ?? (await this.ages.fetch(key, { context: { accountId, profileId } }));
    // A read that raced an edit was dropped (undefined): ask again.
    return known ? known.age : this.profiles.ageRange(accountId, profileId);
  }

  /** Drops what this instance remembers of a profile (after it is edited or deleted here). */
  forget(accountId: number, profileId: number): void {
    this.ages.delete(`${accountId}:${profileId}`);
  }
}

/**
 * The highest minimum age the caller may see: the active profile's range (see `ProfileAges` for how fresh), narrowed by the `AgeRange` header; anonymous callers use the header alone.
 */
export async function ageLimit(profiles: ProfileAges, request: FastifyRequest, narrowTo?: number): Promise<number> {
  if (request.ageLimitValue === undefined) {
    const header = headerAgeRange(request) ?? ALL_AGES;
    const session = request.session;
    let limit = header;
    if (session) {
      const profileAge = await profiles.get(session.accountId, session.profileId);
      // A deleted active profile sees only all-ages titles until the next switch.
      limit = Math.min(profileAge ?? 0, header);
    }
    request.ageLimitValue = limit;
  }
  return narrowTo === undefined ? request.ageLimitValue : Math.min(request.ageLimitValue, narrowTo);
}
