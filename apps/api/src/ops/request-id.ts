import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the `X-Request-Id` a proxy in front assigned when it looks like an id (so one id follows a
 * request through the proxy's log and ours), a new UUID otherwise. It is in every log line (`reqId`), every answer's
 * `X-Request-Id` header and every error body (`requestId`).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE.test(given) ? given : randomUUID();
}
