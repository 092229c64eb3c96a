import { choosingMember, type EndpointName } from '@parde/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Session } from '../services/tokens';
import { fail, unauthorized } from './errors';

/** The age range of the account's adults: account acts are theirs (decision 042). */
export const ADULT_RANGE = 18;

/** The bearer token of a request without the scheme, or undefined. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** What reading a token needs: its signature, its sign-in's life and its member's range. */
type AuthDeps = Pick<Services, 'tokens' | 'signIns' | 'profiles'>;

/**
 * Verifies the bearer header into `request.session`; 401 when a header is present but invalid, its sign-in was
 * signed out, or its member was deleted (`MemberGone`, unless `endpoint` is one that lets it choose another).
 */
export async function authenticate(
  s: AuthDeps,
  request: FastifyRequest,
  endpoint?: EndpointName,
): Promise<Session | undefined> {
  const token = bearer(request);
  if (request.headers.authorization !== undefined && token === undefined) throw unauthorized();
  if (!token) return undefined;
  const session = await s.tokens.readAccess(token);
  // A logged-out sign-in's tokens are refused, though their signatures still hold (issue #15).
  if (!session || !(await s.signIns.isLive(session.signInId, session.accountId))) throw unauthorized();
  // The member's range is read on most requests anyway (the age filter), and remembered a few seconds.
  const memberGone = (await s.profiles.ageRange(session.accountId, session.profileId)) === undefined;
  if (memberGone && !(endpoint && choosingMember.has(endpoint))) throw fail(401, 'MemberGone');
  // A deleted member is not recorded as the device's last one: there is no row to point at.
  if (!memberGone) s.signIns.seen(session.signInId, session.profileId);
  request.session = session;
  return session;
}

/** 403 `AdultOnly` unless the caller's member is one of the account's adults: account acts are theirs. */
export async function requireAdult(s: Pick<Services, 'profiles'>, session: Session): Promise<void> {
  const range = await s.profiles.ageRange(session.accountId, session.profileId);
  if ((range ?? 0) < ADULT_RANGE) throw fail(403, 'AdultOnly');
}
