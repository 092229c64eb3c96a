import type { EndpointName } from './endpoints';
import { type ErrorCode, errorCodes } from './error-table';
import type { ApiErrorBody } from './wire';

/**
 * Why a call failed:
 * - `http`: the server answered with a status other than 200–202 (see `status` and `body`).
 * - `network`: no answer came (offline, DNS, connection refused or reset).
 * - `timeout`: no answer within the call's `timeout`.
 * - `aborted`: the caller's `AbortSignal` cancelled it.
 * - `cors`: the server answered, but the browser withheld the answer because the API does not allow this page's
 *   origin: list the origin in the API's `CORS_ORIGINS`.
 */
export type FailureReason = 'http' | 'network' | 'timeout' | 'aborted' | 'cors';

/** Extra facts of an {@link ApiError}, set by the client. */
export interface ApiErrorOptions {
  /** The error underneath (ky's `NetworkError`, `TimeoutError`, the `AbortError`). */
  cause?: unknown;
  /** Why no answer came; `http` when one did. */
  reason?: FailureReason;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503). */
  retryAfter?: number | undefined;
  /** The id the server gave the request (`X-Request-Id`), when the body does not carry one. */
  requestId?: string | undefined;
}

/**
 * The one error every endpoint function rejects with. Hand it to {@link describeError} to know what to show and do,
 * or switch on `body.code` and read `body.fields` to act yourself.
 *
 * @example
 * ```ts
 * try {
 *   await api.addProfile({ profileName: '', avatarPath: avatarPaths[0], ageRange: 0 });
 * } catch (error) {
 *   if (isApiError(error) && error.body?.code === 'ValidationError') showBeside(error.body.fields);
 *   else if (isApiError(error) && error.reason === 'cors') console.error('Add this origin to CORS_ORIGINS');
 *   else throw error;
 * }
 * ```
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Why the call failed; everything but `http` comes with `status` 0. */
  readonly reason: FailureReason;
  /** Seconds the server asked to wait before trying again, when it said (429, 503). */
  readonly retryAfter: number | undefined;
  /**
   * The id the server gave the request (the body's `requestId`, else its `X-Request-Id` header): quote it to the
   * operator, who finds the request in the server's logs by it. Undefined when no answer came.
   */
  readonly requestId: string | undefined;

  constructor(
    /** The endpoint that failed. */
    readonly endpoint: EndpointName,
    /** HTTP status, or 0 when no answer reached the caller. */
    readonly status: number,
    /** The parsed error body, when the server sent one in the wire shape. */
    readonly body: ApiErrorBody | undefined,
    options: ApiErrorOptions = {},
  ) {
    const reason = options.reason ?? (status === 0 ? reasonOf(options.cause) : 'http');
    super(body?.message ?? defaultMessage(endpoint, status, reason), { cause: options.cause });
    this.reason = reason;
    this.retryAfter = options.retryAfter;
    this.requestId = body?.requestId ?? options.requestId;
  }

  /** True when the request was cancelled by its AbortSignal (a newer search replaced it, say). */
  get aborted(): boolean {
    return this.reason === 'aborted';
  }

  /** The error table's code of the answer (`body.code`), when the server sent one this version knows. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

/** Why no answer came, read from the error underneath when the client did not say. */
function reasonOf(cause: unknown): FailureReason {
  const name = (cause as { name?: unknown } | undefined)?.name;
  return name === 'AbortError' ? 'aborted' : name === 'TimeoutError' ? 'timeout' : 'network';
}

function defaultMessage(endpoint: EndpointName, status: number, reason: FailureReason): string {
  switch (reason) {
    case 'cors':
      return (
        `${endpoint}: refused by CORS: the API answered but does not allow this page's origin` +
        ` (${globalThis.location?.origin ?? 'unknown'}); list it in the API's CORS_ORIGINS`
      );
    case 'timeout':
      return `${endpoint}: no answer in time`;
    case 'aborted':
      return `${endpoint}: cancelled`;
    case 'network':
      return `${endpoint}: network error (the API could not be reached)`;
    default:
      return `${endpoint}: HTTP ${status}${status < 300 ? ' without a readable body' : ''}`;
  }
}

/**
 * True for an {@link ApiError}: narrows a caught `unknown`.
 *
 * @example
 * ```ts
 * api.getTopMovie().catch((error) => { if (!isApiError(error)) throw error; });
 * ```
 */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Reads an error body in the wire shape (`{ code, message, errors, fields?, requestId? }`); anything else is undefined. A `code`
 * the error table does not know is left out, so `code` is always an {@link ErrorCode} when present.
 *
 * @param value - A parsed JSON body.
 * @example
 * ```ts
 * parseErrorBody({ code: 'CaptchaError', message: 'CaptchaError' });
 * // { code: 'CaptchaError', message: 'CaptchaError', errors: ['CaptchaError'] }
 * ```
 */
export function parseErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const errors = Array.isArray(record.errors) ? record.errors.filter((e): e is string => typeof e === 'string') : [];
  const message = typeof record.message === 'string' ? record.message : errors[0];
  if (message === undefined) return undefined;
  const fields =
    typeof record.fields === 'object' && record.fields !== null
      ? Object.fromEntries(
          Object.entries(record.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  const code = typeof record.code === 'string' && Object.hasOwn(errorCodes, record.code) ? record.code : undefined;
  return {
    ...(code === undefined ? {} : { code: code as ErrorCode }),
    message,
    errors: errors.length > 0 ? errors : [message],
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    ...(typeof record.protect_token === 'string' ? { protect_token: record.protect_token } : {}),
    ...(typeof record.requestId === 'string' ? { requestId: record.requestId } : {}),
  };
}

/**
 * Seconds in a `Retry-After` header: a number of seconds or an HTTP date; undefined when absent or unreadable.
 *
 * @param header - The header's value, as `headers.get('Retry-After')` gives it.
 * @example
 * ```ts
 * parseRetryAfter('3'); // 3
 * ```
 */
export function parseRetryAfter(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
