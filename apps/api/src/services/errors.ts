/**
 * The refusals services make, by the stable code of @parde/api-client's error table. A service names what went
 * wrong; the HTTP layer alone (`http/errors.ts`) decides the status and the body the caller is sent.
 */
export type DomainCode =
  | 'CaptchaError'
  | 'CaptchaRequired'
  | 'InvalidVerifyToken'
  | 'PreviousTokenNotExpired'
  | 'SmsUnavailable'
  | 'TimeExpired'
  | 'TokenExpired'
  | 'TooManyRequests'
  | 'Unauthorized';

/** An expected refusal of a service (never a bug): its code, and for a cap when it may be tried again. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    /** Whole seconds until the cap that refused it starts again (TooManyRequests only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** The refusal `code`. */
export const refused = (code: DomainCode) => new DomainError(code);

/** A cap reached: try again in `seconds` (at least one). */
export const tooMany = (seconds: number) => new DomainError('TooManyRequests', Math.max(1, Math.ceil(seconds)));
