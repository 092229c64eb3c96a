import { type ErrorCode, errorCodes } from '@parde/api-client/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';

/** An expected failure with its HTTP status and the catalogue code of api-client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NotFound',
    message: string,
    /** All messages (playlist screens join them); `message` is the first. */
    readonly errors: string[] = [message],
    /** Extra fields of the body, e.g. `protect_token` on a protected profile switch. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The error for a catalogue code, with exactly the server text the client matches. */
export function fail(status: number, code: ErrorCode, extra?: Record<string, string>): AppError {
  const message = errorCodes[code].server;
  return new AppError(status, code, message, [message], extra);
}

export const notExists = () => fail(404, 'NotExistsError');
export const unauthorized = () => fail(401, 'Unauthorized');
export const badRequest = () => fail(400, 'ValidationError');

const NOT_FOUND = 'Not found';
const INTERNAL = 'Internal error';

// Connection failures and server shutdowns of PostgreSQL (class 08, 57P0x), pool timeouts, and
// PGlite being closed: the database is unreachable, which is a 503, never a 500.
function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === '53300' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === 'ENOTFOUND' ||
    /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|canceling statement due to statement timeout/i.test(
      message,
    )
  );
}

/** Sends every failure in the wire shape `{ code, message, errors }`; nothing leaks a stack trace. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ code: 'NotFound', message: NOT_FOUND, errors: [NOT_FOUND] });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ code: error.code, message: error.message, errors: error.errors, ...error.extra });
    }
    let status: number;
    let code: ErrorCode;
    if (error.validation) {
      status = 400;
      code = 'ValidationError';
    } else if (error.statusCode === 429) {
      status = 429;
      code = 'TooManyRequests';
    } else if (isDatabaseDown(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      status = 503;
      code = 'ServiceUnavailable';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, bad URL.
      status = 400;
      code = 'ValidationError';
    } else {
      // A bug, not an input: logged with its stack, answered without it.
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ code: 'InternalError', message: INTERNAL, errors: [INTERNAL] });
    }
    const message = errorCodes[code].server;
    return reply.code(status).send({ code, message, errors: [message] });
  });
}
