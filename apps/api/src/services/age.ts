import type { FastifyRequest } from 'fastify';
import { headerAgeRange } from '../http/endpoints';
import type { ProfilesRepository } from '../repositories/profiles';

/** Everything, for a visitor who sends no age range. */
export const ALL_AGES = 18;

/**
 * The highest minimum age the caller may see: the active profile's range (read from the database, so an
 * edited profile applies at once), narrowed by the `AgeRange` header; anonymous callers use the header alone.
 */
export async function ageLimit(
  profiles: ProfilesRepository,
  request: FastifyRequest,
  narrowTo?: number,
): Promise<number> {
  if (request.ageLimitValue === undefined) {
    const header = headerAgeRange(request) ?? ALL_AGES;
    const session = request.session;
    let limit = header;
    if (session) {
      const profileAge = await profiles.ageRange(session.accountId, session.profileId);
      // A deleted active profile sees only all-ages titles until the next switch.
      limit = Math.min(profileAge ?? 0, header);
    }
    request.ageLimitValue = limit;
  }
  return narrowTo === undefined ? request.ageLimitValue : Math.min(request.ageLimitValue, narrowTo);
}
