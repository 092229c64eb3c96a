import type { EndpointName } from './endpoints';
import type { ErrorBody } from './wire';

/**
 * The one error every endpoint function throws. `status` is the HTTP status, or 0 when no answer
 * came (network down, timeout, aborted). Hand it to `describeError` to know what to show and do.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** The endpoint that failed. */
    readonly endpoint: EndpointName,
    /** HTTP status, or 0 when the server was not reached. */
    readonly status: number,
    /** The parsed error body, when the server sent one in the wire shape. */
    readonly body: ErrorBody | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      body?.message ??
        (status === 0
          ? `${endpoint}: network error`
          : `${endpoint}: HTTP ${status}${status < 300 ? ' without a readable body' : ''}`),
      options,
    );
  }

  /** True when the request was cancelled by its AbortSignal (a newer search replaced it, say). */
  get aborted(): boolean {
    return this.status === 0 && (this.cause as { name?: string } | undefined)?.name === 'AbortError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads an error body in the wire shape; anything else is undefined. */
export function parseErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const errors = Array.isArray(record.errors) ? record.errors.filter((e): e is string => typeof e === 'string') : [];
  const message = typeof record.message === 'string' ? record.message : errors[0];
  if (message === undefined) return undefined;
  return {
    code: typeof record.code === 'string' ? record.code : '',
    message,
    errors: errors.length > 0 ? errors : [message],
    ...(typeof record.protect_token === 'string' ? { protect_token: record.protect_token } : {}),
  };
}
