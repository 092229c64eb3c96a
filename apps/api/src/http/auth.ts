import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Session } from '../services/tokens';
import { unauthorized } from './errors';

/** The bearer token of a request without the scheme, or undefined. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Verifies the bearer header into `request.session`; 401 when a header is present but invalid. */
export async function authenticate(s: Services, request: FastifyRequest): Promise<Session | undefined> {
  const token = bearer(request);
  if (request.headers.authorization !== undefined && token === undefined) throw unauthorized();
  if (!token) return undefined;
  const session = await s.tokens.readAccess(token);
  // A logged-out sign-in's tokens are refused, though their signatures still hold (issue #15).
  if (!session || !(await s.signIns.isLive(session.signInId, session.accountId))) throw unauthorized();
  s.signIns.seen(session.signInId, session.profileId);
  request.session = session;
  return session;
}
