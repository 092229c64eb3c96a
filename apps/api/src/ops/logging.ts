import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's request log lines, one per request: no "incoming request" line, and the "request completed" line
 * carries the method and path beside the status, the time taken (`responseTime`, ms) and the request id (`reqId`),
 * so that one line says what happened. On in production (an operator's access log) and at debug or trace.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The request log of this configuration: one line per request in production and at debug; none otherwise. */
export function requestLog(config: Config): OneLinePerRequest {
  const on = config.production || config.logLevel === 'debug' || config.logLevel === 'trace';
  return new OneLinePerRequest({ disableRequestLogging: !on });
}

/**
 * How a request appears in the log: method, path without its query (search words and phone numbers stay out of
 * it) and the client's address as `TRUST_PROXY` reads it.
 */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});
