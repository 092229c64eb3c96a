import type { Socket } from 'node:net';
import { type ErrorCode, errorCodes } from '@parde/api-client/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DomainCode, DomainError } from '../services/errors';
import { validationFailure } from './validation';

/** An expected failure with its HTTP status and the catalogue code of api-client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NotFound',
    message: string,
    /** All messages (playlist screens join them); `message` is the first. */
    readonly errors: string[] = [message],
    /** Extra fields of the body, e.g. `protect_token` on a protected profile switch, `fields` of a validation error. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** Seconds after which a 429 may be retried (sent as Retry-After). */
  retryAfter?: number;
}

/** The error for a catalogue code, with exactly the server text the client matches. */
export function fail(status: number, code: ErrorCode, extra?: Record<string, string>): AppError {
  const message = errorCodes[code].server;
  return new AppError(status, code, message, [message], extra);
}

/** The status of each refusal services make (`services/errors.ts`): where a domain error becomes a wire error. */
const domainStatus: Record<DomainCode, number> = {
  CaptchaError: 400,
  CaptchaRequired: 400,
  InvalidVerifyToken: 400,
  PreviousTokenNotExpired: 400,
  SmsUnavailable: 503,
  TimeExpired: 400,
  TokenExpired: 400,
  TooManyRequests: 429,
  Unauthorized: 401,
};

/** A service's refusal as the wire error it is sent as. */
function fromDomain(error: DomainError): AppError {
  const wire = fail(domainStatus[error.code], error.code);
  if (error.retryAfterSeconds !== undefined) wire.retryAfter = error.retryAfterSeconds;
  return wire;
}

export const notExists = () => fail(404, 'NotExistsError');
export const unauthorized = () => fail(401, 'Unauthorized');
export const badRequest = () => fail(400, 'ValidationError');

/** How much of an oversized body is read and dropped before the 413, so a client still sending can read it. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Reads and drops the rest of a request body, up to `DRAIN_BYTES`: answering while the client still sends makes
 * the closing socket reset, and the client never reads the status. A larger body (declared, or read so far) is not
 * waited for.
 */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete || raw.destroyed || Number(raw.headers['content-length']) > DRAIN_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_BYTES) done();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}

const NOT_FOUND = 'Not found';
/** Seconds a client is asked to wait after the database was unreachable. */
const DATABASE_RETRY_AFTER_S = 2;
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
    /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|canceling statement due to statement timeout|Query read timeout|driver has already been destroyed/i.test(
      message,
    )
  );
}

/**
 * Sends every failure in the wire shape `{ code, message, errors }` with the request's id (`requestId`, as in the
 * log lines); nothing leaks a stack trace.
 */
export function installErrorHandlers(
  app: FastifyInstance,
  failedAuth?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'NotFound', message: NOT_FOUND, errors: [NOT_FOUND], requestId: request.id });
  });

  app.setErrorHandler(async (thrown: FastifyError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? fromDomain(thrown) : thrown;
    if (error instanceof AppError && (error.status === 401 || error.status === 403) && failedAuth) {
      // Failed authentication spends a stricter budget: past it, the answer is a 429 instead.
      try {
        await failedAuth(request, reply);
      } catch {
        const message = errorCodes.TooManyRequests.server;
        return reply.code(429).send({ code: 'TooManyRequests', message, errors: [message], requestId: request.id });
      }
    }
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.status).send({
        code: error.code,
        message: error.message,
        errors: error.errors,
        ...error.extra,
        requestId: request.id,
      });
    }
    let status: number;
    let code: ErrorCode;
    if (error.validation) {
      // Names each field at fault in Persian after the catalogue text («نام عضو» is too long, …), and maps each
      // field to its sentence so another app's form can show it beside the input.
      return reply
        .code(400)
        .send({ code: 'ValidationError', ...validationFailure(error.validation), requestId: request.id });
    }
    if (error.statusCode === 413) {
      await drain(request.raw);
      status = 413;
      code = 'RequestTooLarge';
    } else if (error.statusCode === 429) {
      status = 429;
      code = 'TooManyRequests';
    } else if ((error as { code?: unknown }).code === '23503') {
      // A foreign key whose row went away under a racing delete: the thing asked about no longer exists. The
      // repositories lock to avoid this; this is the net under them, never a 500.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'foreign key race');
      status = 404;
      code = 'NotExistsError';
    } else if (isDatabaseDown(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      // A restart or a failover takes seconds: the app's client waits this long before each of its two retries.
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      status = 503;
      code = 'ServiceUnavailable';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, an empty JSON body.
      status = 400;
      code = 'ValidationError';
    } else {
      // A bug, not an input: logged with its stack, answered without it.
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .send({ code: 'InternalError', message: INTERNAL, errors: [INTERNAL], requestId: request.id });
    }
    const message = errorCodes[code].server;
    return reply.code(status).send({ code, message, errors: [message], requestId: request.id });
  });
}

const wireBody = (code: ErrorCode) => {
  const message = errorCodes[code].server;
  return { code, message, errors: [message] };
};

/** Fastify's errors before routing (a malformed URL such as `/api/%zz`): a 400 in the wire shape. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.code(400).send({ ...wireBody('ValidationError'), requestId: request.id });
}

/**
 * Node's HTTP parser errors, answered on the raw socket since no request exists yet: headers or URL over the size
 * limit (431), a request that took too long (408), anything unparsable (400). Same wire shape as every answer.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code]: [number, string, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'RequestTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'RequestTimeout']
        : [400, 'Bad Request', 'ValidationError'];
  this.log.debug({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(wireBody(code));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
