/**
 * The error table of the spec's error section (§8, docs/spec-index.md): what the server says (stable `code` + the
 * spec's English text), what the user is shown (Persian) and what the app should do next, as an intent: addresses
 * belong to the app. `describeError` is the one pure function every caller uses; it never throws.
 */
import type { EndpointName } from './endpoints';
import type { FailureReason } from './errors';
import type { ApiErrorBody } from './wire';

/**
 * Every error code the server sends, in the `code` of its error body. `server` is the exact text the API sends as
 * `message` (spec §8 texts where the spec has one); `fa` is what the user reads.
 *
 * @example
 * ```ts
 * errorCodes.CaptchaError.fa; // 'کد امنیتی وارد شده اشتباه است'
 * ```
 */
export const errorCodes = {
  /** A new code was asked for within a minute of the last one. */
  PreviousTokenNotExpired: {
    server: 'The previous token has not yet expired',
    fa: 'لطفاً ۱ دقیقه دیگر دوباره تلاش کنید',
  },
  /** Wrong one-time code (or a member verify token that does not match). */
  InvalidVerifyToken: { server: 'Invalid verify token', fa: 'کد وارد شده اشتباه است' },
  /** The one-time code's time is over. */
  TimeExpired: { server: 'Time expired', fa: 'کد منقضی شده است، لطفاً دوباره تلاش کنید' },
  /** The protect/verify token is no longer valid (too many tries, or used). */
  TokenExpired: { server: 'Token has expired', fa: 'کد منقضی شده است، لطفاً دوباره تلاش کنید' },
  /** The same reaction twice on one comment; the Persian text depends on like or dislike. */
  AlreadyLikedThisCommentError: {
    server: 'AlreadyLikedThisCommentError',
    fa: 'شما قبلاً نظر خود را درباره این دیدگاه ثبت کرده‌اید',
  },
  /** Wrong or used captcha answer (playlist creation, contact message). */
  CaptchaError: { server: 'CaptchaError', fa: 'کد امنیتی وارد شده اشتباه است' },
  /** The phone's or the address's free code sends this hour are spent: the next one needs a captcha. */
  CaptchaRequired: { server: 'Captcha required', fa: 'برای دریافت کد، لطفاً کد امنیتی تصویر را وارد کنید' },
  /** Unknown id (or hidden from the active member's age range). The Persian text names the entity. */
  NotExistsError: { server: 'NotExistsError', fa: 'اطلاعات مورد نظر یافت نشد' },
  /** Not allowed; on refresh-token it means the profile switch needs a code. */
  Forbidden: { server: 'Forbidden', fa: '' },
  /** Missing or invalid bearer token. */
  Unauthorized: { server: 'Unauthorized', fa: '' },
  /**
   * 401: the token's member was deleted. The sign-in still lists the members and switches to one (decision 042), so
   * the app asks who is watching instead of signing in again.
   */
  MemberGone: { server: 'The member was deleted', fa: 'این عضو حذف شده است؛ لطفاً عضو دیگری را انتخاب کنید' },
  /** 403: an account act (devices, members, the account's downloads) by a member whose range is below 18. */
  AdultOnly: {
    server: 'Only an adult member may do this',
    fa: 'این کار فقط با عضو بزرگسال (۱۸+) حساب انجام می‌شود؛ برای آن، عضو بزرگسال را انتخاب کنید',
  },
  /** A rate limit was hit. */
  TooManyRequests: {
    server: 'Too many requests',
    fa: 'تعداد درخواست‌ها بیش از حد مجاز است؛ لطفاً کمی بعد دوباره تلاش کنید',
  },
  /** The request did not match the endpoint's schema; `fields` names each field at fault. */
  ValidationError: { server: 'Invalid request', fa: 'اطلاعات وارد شده معتبر نیست' },
  /** Not an Iranian mobile number. */
  InvalidPhoneNumber: { server: 'Invalid phone number', fa: 'شماره موبایل وارد شده معتبر نیست' },
  /** A fourth profile was asked for. */
  MemberLimitReached: { server: 'Member limit reached', fa: 'هر حساب حداکثر ۳ عضو می‌تواند داشته باشد' },
  /** The last profile of an account cannot be deleted. */
  LastMemberError: { server: 'The last member cannot be deleted', fa: 'آخرین عضو حساب را نمی‌توان حذف کرد' },
  /** The item is already in that playlist. */
  DuplicateItem: { server: 'The item is already in the playlist', fa: 'این عنوان از قبل در فهرست پخش هست' },
  /** Upload too large or of the wrong type. */
  InvalidFile: { server: 'Invalid file', fa: 'فایل انتخاب شده معتبر نیست (JPEG، PNG یا WebP تا ۲ مگابایت)' },
  /** The video link's signature is wrong or expired. */
  LinkExpired: { server: 'Link expired', fa: 'پیوند پخش منقضی شده است؛ لطفاً دوباره تلاش کنید' },
  /** The account already holds `MAX_DOWNLOADS` live download grants. */
  DownloadLimitReached: {
    server: 'Download limit reached',
    fa: 'هر حساب حداکثر ۲۵ دانلود فعال می‌تواند داشته باشد؛ برای دانلود تازه، یکی از دانلودها را پاک کنید',
  },
  /** The body (413) or the URL and headers (431) are larger than the server reads. */
  RequestTooLarge: { server: 'Request too large', fa: 'حجم درخواست بیش از حد مجاز است' },
  /** The request did not arrive in time (408). */
  RequestTimeout: { server: 'Request timeout', fa: 'درخواست به‌موقع نرسید؛ لطفاً دوباره تلاش کنید' },
  /** No such address on the server (spec §8: service not found). */
  NotFound: { server: 'Not found', fa: 'سرویس یافت نشد' },
  /** A fault of the server's own; the answer carries a `requestId` to quote. */
  InternalError: { server: 'Internal error', fa: 'خطای پیش بینی نشده' },
  /** The database or another dependency is down. */
  ServiceUnavailable: {
    server: 'Service unavailable',
    fa: 'سرویس موقتاً در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید',
  },
  /**
   * A passkey was refused (decision 044): removed, another account's or site's, a bad signature or a counter that
   * went back.
   */
  PasskeyRefused: {
    server: 'Passkey refused',
    fa: 'این کلید عبور پذیرفته نشد؛ شاید حذف شده باشد. با کد پیامکی وارد شوید یا کلید دیگری را امتحان کنید',
  },
  /** The passkey ceremony's challenge was used already or is older than 2 minutes. */
  PasskeyChallengeExpired: {
    server: 'Passkey challenge expired',
    fa: 'زمان تأیید کلید عبور گذشت؛ لطفاً دوباره تلاش کنید',
  },
  /** 503: the SMS provider did not take the code; a passkey still signs in (decision 044). */
  SmsUnavailable: {
    server: 'SMS unavailable',
    fa: 'پیامک کد فرستاده نشد. اگر کلید عبور دارید، با «ورود با کلید عبور» وارد شوید؛ وگرنه کمی بعد دوباره تلاش کنید',
  },
} as const;

/** The union of the error table's codes: what `ApiError.body.code` can be. */
export type ErrorCode = keyof typeof errorCodes;

/** Every code of the table, for a schema or a `switch` that must cover them all. */
export const errorCodeNames = Object.keys(errorCodes) as ErrorCode[];

/** Texts of spec §8 (and of this client) that do not come from a server message. */
export const errorTexts = {
  title: 'خطا',
  close: 'بستن',
  network: 'در دریافت اطلاعات از سرور خطایی رخ داد. لطفا ارتباط اینترنت خود را چک نمایید',
  serviceNotFound: 'سرویس یافت نشد',
  unexpected: 'خطای پیش بینی نشده',
  alreadyLiked: 'شما قبلاً با این نظر موافقت کرده‌اید',
  alreadyDisliked: 'شما قبلاً با این نظر مخالفت کرده‌اید',
  /** A second switch to a protected member within the minute of its code. */
  switchTooSoon: 'کد تأیید این عضو به‌تازگی فرستاده شده است؛ لطفاً ۱ دقیقه دیگر دوباره تلاش کنید',
  /** The API answered but refused this page's origin (CORS): a set-up fault of the app, not the viewer's network. */
  cors: 'سرور درخواست‌های این نشانی را نمی‌پذیرد (CORS)؛ نشانی باید در CORS_ORIGINS سرور باشد',
} as const;

/** Per-entity wording of NotExistsError (spec §8). */
export const notFoundTexts = {
  getEpisodeDetail: 'اطلاعات این قسمت یافت نشد',
  getMovieById: 'اطلاعات این فیلم یافت نشد',
  getSeriesById: 'اطلاعات این سریال یافت نشد',
  getStarDetail: 'اطلاعات این هنرمند یافت نشد',
  signOutDevice: 'این دستگاه پیدا نشد؛ شاید پیش‌تر از حساب خارج شده باشد',
  grantDownload: 'این عنوان برای دانلود در دسترس نیست',
  deleteDownload: 'این دانلود پیدا نشد؛ شاید پیش‌تر پاک شده باشد',
  reportDownloadPlayed: 'این دانلود پیدا نشد؛ شاید پیش‌تر پاک شده باشد',
  releaseDownload: 'این دانلود پیدا نشد؛ شاید پیش‌تر پاک شده باشد',
  renamePasskey: 'این کلید عبور پیدا نشد؛ شاید پیش‌تر حذف شده باشد',
  removePasskey: 'این کلید عبور پیدا نشد؛ شاید پیش‌تر حذف شده باشد',
} as const satisfies Partial<Record<EndpointName, string>>;

/** What the app should do after showing the message: an intent; where it leads is the app's business. */
export type ErrorAction =
  /** Nothing more. */
  | { type: 'none' }
  /** Sign in again (silently, for 401; or after the message, for an expired code). */
  | { type: 'login' }
  /** The token's member was deleted (401 `MemberGone`): ask who is watching; the sign-in itself still holds. */
  | { type: 'chooseMember' }
  /** Code generation refused: start sign-in over from the phone step. */
  | { type: 'backToLogin' }
  /** The entity does not exist: show the not-found page. */
  | { type: 'notFound' };

/** What {@link describeError} decides: how to show a failure, in Persian, and what to do next. */
export interface ErrorOutcome {
  /** How to show it: the error dialog, a toast, or not at all. */
  display: 'dialog' | 'toast' | 'none';
  /** The dialog's title («خطا»). */
  title: string;
  /** The Persian text to show. */
  message: string;
  /** What to do after showing it. */
  action: ErrorAction;
  /** The table's code of the answer, when it named one. */
  code?: ErrorCode;
  /**
   * For a validation error: field name → Persian message, for a form to show beside each input (the same sentences
   * `message` joins).
   */
  fields?: Record<string, string>;
}

/** Extra facts some rows need. */
export interface ErrorContext {
  /** For likeComment: the reaction that was refused (1 like, 0 dislike). */
  likeType?: 0 | 1;
  /** `ApiError.reason`: why no answer came, when `status` is 0 (a CORS refusal is not the viewer's network). */
  reason?: FailureReason;
}

const NONE: ErrorAction = { type: 'none' };
const PLAYLIST_JOINED: ReadonlySet<EndpointName> = new Set(['addPlayListItem', 'removePlayListItem', 'deletePlayList']);
const HANDLED_STATUSES = new Set([400, 403, 500]);
const STAY_ON_404: ReadonlySet<EndpointName> = new Set([
  'signOutDevice',
  'grantDownload',
  'deleteDownload',
  'reportDownloadPlayed',
  'releaseDownload',
  'renamePasskey',
  'removePasskey',
]);

const byServerText = new Map<string, ErrorCode>(
  (Object.entries(errorCodes) as [ErrorCode, { server: string }][]).map(([code, row]) => [row.server, code]),
);

/** One server message in Persian when the table knows it, else as the server sent it. */
const persianOf = (text: string): string => {
  const code = byServerText.get(text.trim()) ?? (text in errorCodes ? (text as ErrorCode) : undefined);
  return (code && errorCodes[code].fa) || text;
};

/**
 * The table's code a body names, by its spec text first (the contract), then by its `code`.
 *
 * @param body - An error body, as `ApiError.body` holds it.
 * @returns The code, or undefined when the body names none the table knows.
 * @example
 * ```ts
 * matchErrorCode({ message: 'Invalid verify token', errors: ['Invalid verify token'] }); // 'InvalidVerifyToken'
 * ```
 */
export function matchErrorCode(body: ApiErrorBody | undefined): ErrorCode | undefined {
  if (!body) return undefined;
  for (const text of [body.message, ...body.errors]) {
    const code = byServerText.get(text.trim());
    if (code) return code;
  }
  return body.code !== undefined && Object.hasOwn(errorCodes, body.code) ? body.code : undefined;
}

const outcome = (
  display: ErrorOutcome['display'],
  message: string,
  action: ErrorAction = NONE,
  code?: ErrorCode,
): ErrorOutcome => ({
  display,
  title: errorTexts.title,
  message,
  action,
  ...(code ? { code } : {}),
});

/**
 * What to show and do for a failed call (spec §8): the Persian text, how to show it, and the intent that follows.
 * Pure: the same arguments always give the same outcome; it never throws.
 *
 * @param endpoint - The endpoint that failed (`ApiError.endpoint`).
 * @param status - The HTTP status, or 0 when no answer came (`ApiError.status`).
 * @param body - The parsed error body (`ApiError.body`).
 * @param context - `likeType` for `likeComment`, `reason` (`ApiError.reason`) for a call that got no answer.
 * @returns The outcome; for `ValidationError` its `fields` map each field at fault to a Persian message.
 * @example
 * ```ts
 * const { display, message, action, fields } = describeError(error.endpoint, error.status, error.body, {
 *   reason: error.reason,
 * });
 * ```
 */
export function describeError(
  endpoint: EndpointName,
  status: number,
  body: ApiErrorBody | undefined,
  context: ErrorContext = {},
): ErrorOutcome {
  const code = matchErrorCode(body);

  if (status === 0 && context.reason === 'cors') return outcome('dialog', errorTexts.cors, NONE);

  // Shown once by whoever follows the intent, not by each call that met it.
  if (status === 401 && code === 'MemberGone') return outcome('none', '', { type: 'chooseMember' }, code);
  if (status === 401) return outcome('none', '', { type: 'login' }, code);
  if (status === 429) return outcome('toast', errorCodes.TooManyRequests.fa, NONE, code);

  // Playlist writes show the server's messages joined by commas (known ones in Persian). A 404 there is an item or
  // list already gone, not a page to leave.
  if (
    PLAYLIST_JOINED.has(endpoint) &&
    body &&
    code !== 'CaptchaError' &&
    (status === 404 || HANDLED_STATUSES.has(status))
  ) {
    return outcome('toast', body.errors.map(persianOf).join('، '), NONE, code);
  }

  // A device already signed out (or not the account's), or a download gone or no longer allowed, is nothing to
  // leave the page for.
  if (STAY_ON_404.has(endpoint) && status === 404 && code === 'NotExistsError') {
    return outcome('toast', (notFoundTexts as Partial<Record<EndpointName, string>>)[endpoint] ?? '', NONE, code);
  }

  if (status === 404) {
    if (code === 'NotExistsError') {
      const text = (notFoundTexts as Partial<Record<EndpointName, string>>)[endpoint] ?? errorCodes.NotExistsError.fa;
      return outcome('toast', text, { type: 'notFound' }, code);
    }
    return outcome('dialog', errorTexts.serviceNotFound, NONE, code);
  }

  // Larger than the server reads (413 body, 431 URL or headers): no retry helps, so no network dialog.
  if (code === 'RequestTooLarge') return outcome('toast', errorCodes.RequestTooLarge.fa, NONE, code);

  // SMS is down, not the viewer's network: the message names the passkey as the way in.
  if (code === 'SmsUnavailable') return outcome('dialog', errorCodes.SmsUnavailable.fa, NONE, code);
  if (!HANDLED_STATUSES.has(status)) return outcome('dialog', errorTexts.network, NONE, code);

  // The profile switch (spec §4): a 403 is the protected switch, which the members store carries on to its code page,
  // so nothing shows. A 400 is ignored, except a second switch within the code's minute: the viewer is told why
  // nothing happened.
  if (endpoint === 'refreshToken' && status === 400 && code !== 'PreviousTokenNotExpired') {
    return outcome('none', '', NONE, code);
  }
  if (endpoint === 'refreshToken' && status === 403) return outcome('none', '', NONE, code);
  if (endpoint === 'refreshToken' && code === 'PreviousTokenNotExpired') {
    return outcome('toast', errorTexts.switchTooSoon, NONE, code);
  }
  if (endpoint === 'updateProfile' && status === 403 && code === 'Forbidden') return outcome('none', '', NONE, code);

  switch (code) {
    case 'PreviousTokenNotExpired':
      return outcome(
        'toast',
        errorCodes.PreviousTokenNotExpired.fa,
        endpoint === 'generateOtp' ? { type: 'backToLogin' } : NONE,
        code,
      );
    case 'TimeExpired':
    case 'TokenExpired':
      return outcome('toast', errorCodes[code].fa, { type: 'login' }, code);
    case 'AlreadyLikedThisCommentError':
      return outcome(
        'toast',
        context.likeType === 0
          ? errorTexts.alreadyDisliked
          : context.likeType === 1
            ? errorTexts.alreadyLiked
            : errorCodes.AlreadyLikedThisCommentError.fa,
        NONE,
        code,
      );
    case 'ValidationError': {
      // The server names each field at fault in Persian after its catalogue text («نام عضو» …).
      const sentences = (body?.errors ?? []).slice(1).filter((text) => /[\u0600-\u06FF]/.test(text));
      const shown = outcome(
        'toast',
        sentences.length > 0 ? sentences.join('؛ ') : errorCodes.ValidationError.fa,
        NONE,
        code,
      );
      return body?.fields ? { ...shown, fields: body.fields } : shown;
    }
    case 'Forbidden':
    case 'Unauthorized':
    case 'InternalError':
    case undefined:
      return outcome('dialog', errorTexts.unexpected, NONE, code);
    default:
      return outcome('toast', errorCodes[code].fa, NONE, code);
  }
}
