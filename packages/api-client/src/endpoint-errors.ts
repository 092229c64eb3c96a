import { type EndpointMeta, type EndpointName, endpoints } from './endpoints';
import type { ErrorCode } from './error-table';
import { endpointSchemas } from './schemas/index';

/**
 * The calls a token whose member was deleted may still make (choosing another member, the account, signing out);
 * every other call with a token answers 401 `MemberGone` (decision 042). The server enforces this same list.
 */
export const choosingMember: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getProfile',
  'refreshToken',
  'generateOtp',
  'verifyOtp',
  'checkToken',
  'getAccount',
  'logout',
]);

/** One error answer an endpoint can give: the error table's code, the HTTP status it comes with, and when. */
export interface EndpointError {
  /** The `code` of the error body. */
  code: ErrorCode;
  /** The HTTP status it comes with. */
  status: number;
  /** When it comes, where the code alone does not say. */
  note?: string;
}

/**
 * The HTTP status each code comes with. `RequestTooLarge` is 413 for a body and 431 for a URL or headers; the rest
 * have one status each.
 */
export const errorStatuses = {
  PreviousTokenNotExpired: 400,
  InvalidVerifyToken: 400,
  TimeExpired: 400,
  TokenExpired: 400,
  AlreadyLikedThisCommentError: 400,
  CaptchaError: 400,
  CaptchaRequired: 400,
  NotExistsError: 404,
  Forbidden: 403,
  Unauthorized: 401,
  MemberGone: 401,
  AdultOnly: 403,
  TooManyRequests: 429,
  ValidationError: 400,
  InvalidPhoneNumber: 400,
  MemberLimitReached: 400,
  LastMemberError: 400,
  DuplicateItem: 400,
  InvalidFile: 400,
  LinkExpired: 403,
  DownloadLimitReached: 400,
  RequestTooLarge: 413,
  RequestTimeout: 408,
  NotFound: 404,
  InternalError: 500,
  ServiceUnavailable: 503,
  PasskeyRefused: 400,
  PasskeyChallengeExpired: 400,
  SmsUnavailable: 503,
} as const satisfies Record<ErrorCode, number>;

const codeOf = (entry: NonNullable<EndpointMeta['errors']>[number]): EndpointError =>
  typeof entry === 'string'
    ? { code: entry, status: errorStatuses[entry] }
    : { code: entry.code, status: errorStatuses[entry.code], note: entry.note };

function requiredNames(schema: unknown): string[] {
  const json = JSON.parse(JSON.stringify(schema ?? {})) as { required?: string[]; allOf?: unknown[] };
  return [...(json.required ?? []), ...(json.allOf ?? []).flatMap(requiredNames)];
}

/**
 * Every error code an endpoint can answer, by status: those of the endpoint table's `errors`, and those every call of
 * its kind answers (a validation error for a call with input, 401 for a bad token, 404 for a call naming something by
 * id, 413 for a body, 429 for a rate limit, 431 for a URL or headers too large, 503 for an outage). The OpenAPI
 * document and the client's docs both list these.
 *
 * @param name - The endpoint.
 * @returns Its errors, ordered by status, each code and status once.
 * @example
 * ```ts
 * endpointErrors('getTopMovie').map((e) => `${e.code} (${e.status})`);
 * // ['Unauthorized (401)', 'NotExistsError (404)', 'TooManyRequests (429)', 'RequestTooLarge (431)', …]
 * ```
 */
export function endpointErrors(name: EndpointName): EndpointError[] {
  const meta: EndpointMeta = endpoints[name];
  const schemas = endpointSchemas[name] as { query?: unknown; body?: unknown };
  const input = schemas.query ?? schemas.body;
  const all: EndpointError[] = [
    ...(input
      ? [{ code: 'ValidationError' as const, status: 400, note: 'with `fields` naming each input at fault' }]
      : []),
    // A token sent to any call is checked, so even a call that needs none answers 401 to a bad one.
    { code: 'Unauthorized', status: 401 },
    ...(meta.auth === 'none' || choosingMember.has(name)
      ? []
      : [{ code: 'MemberGone' as const, status: 401, note: "the token's member was deleted" }]),
    ...(meta.errors ?? []).map(codeOf),
    // A call that names something by id can miss it.
    ...(requiredNames(input).some((key) => /id$/i.test(key)) ? [{ code: 'NotExistsError' as const, status: 404 }] : []),
    ...(meta.kind === 'read' ? [] : [{ code: 'RequestTooLarge' as const, status: 413, note: 'the body' }]),
    // Every call is rate limited (decision 025), and any request can carry too large a URL or headers.
    { code: 'TooManyRequests', status: 429 },
    { code: 'RequestTooLarge', status: 431, note: 'the URL or headers' },
    { code: 'ServiceUnavailable', status: 503 },
  ];
  const seen = new Set<string>();
  return all
    .filter((error) => {
      const key = `${error.code} ${error.status}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.status - b.status);
}
