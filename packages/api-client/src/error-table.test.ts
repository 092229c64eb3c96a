import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './errors';
import { describeError, type EndpointName, type ErrorOutcome, errorCodes, errorTexts, matchErrorCode } from './index';
import type { ApiErrorBody } from './wire';

// As the client reads it: a code the table does not know is left out.
const body = (message: string, code = '', errors = [message]): ApiErrorBody =>
  parseErrorBody({ code, message, errors }) as ApiErrorBody;
const server = (code: keyof typeof errorCodes) => body(errorCodes[code].server, code);

type Row = [
  label: string,
  endpoint: EndpointName,
  status: number,
  body: ApiErrorBody | undefined,
  expected: Partial<ErrorOutcome>,
  context?: { likeType?: 0 | 1 },
];

// One row per line of spec §8.
const rows: Row[] = [
  ['network failure', 'getTopMovie', 0, undefined, { display: 'dialog', title: 'خطا', message: errorTexts.network }],
  ['unlisted status (502)', 'getTopMovie', 502, undefined, { display: 'dialog', message: errorTexts.network }],
  ['404 without a custom message', 'getTopMovie', 404, undefined, { display: 'dialog', message: 'سرویس یافت نشد' }],
  ['401 anywhere', 'getProfile', 401, undefined, { display: 'none', action: { type: 'login' } }],
  [
    'previous code not expired, on code generation: back to login',
    'generateOtp',
    400,
    server('PreviousTokenNotExpired'),
    { message: 'لطفاً ۱ دقیقه دیگر دوباره تلاش کنید', action: { type: 'backToLogin' } },
  ],
  [
    'previous code not expired, elsewhere: no action',
    'verifyOtp',
    400,
    server('PreviousTokenNotExpired'),
    { message: 'لطفاً ۱ دقیقه دیگر دوباره تلاش کنید', action: { type: 'none' } },
  ],
  [
    'invalid verify token',
    'verifyOtp',
    400,
    server('InvalidVerifyToken'),
    { message: 'کد وارد شده اشتباه است', action: { type: 'none' } },
  ],
  [
    'time expired: to login',
    'verifyOtp',
    400,
    server('TimeExpired'),
    { message: 'کد منقضی شده است، لطفاً دوباره تلاش کنید', action: { type: 'login' } },
  ],
  [
    'token has expired: to login',
    'verifyOtp',
    400,
    server('TokenExpired'),
    { message: 'کد منقضی شده است، لطفاً دوباره تلاش کنید', action: { type: 'login' } },
  ],
  [
    'already liked',
    'likeComment',
    400,
    server('AlreadyLikedThisCommentError'),
    { message: errorTexts.alreadyLiked },
    { likeType: 1 },
  ],
  [
    'already disliked',
    'likeComment',
    400,
    server('AlreadyLikedThisCommentError'),
    { message: errorTexts.alreadyDisliked },
    { likeType: 0 },
  ],
  [
    'captcha on playlist creation',
    'createPlayList',
    400,
    server('CaptchaError'),
    { message: 'کد امنیتی وارد شده اشتباه است' },
  ],
  [
    'captcha on contact message',
    'createMessage',
    400,
    server('CaptchaError'),
    { message: 'کد امنیتی وارد شده اشتباه است' },
  ],
  [
    'episode not found',
    'getEpisodeDetail',
    404,
    server('NotExistsError'),
    { message: 'اطلاعات این قسمت یافت نشد', action: { type: 'notFound' } },
  ],
  [
    'movie not found',
    'getMovieById',
    404,
    server('NotExistsError'),
    { message: 'اطلاعات این فیلم یافت نشد', action: { type: 'notFound' } },
  ],
  [
    'series not found',
    'getSeriesById',
    404,
    server('NotExistsError'),
    { message: 'اطلاعات این سریال یافت نشد', action: { type: 'notFound' } },
  ],
  [
    'star not found',
    'getStarDetail',
    404,
    server('NotExistsError'),
    { message: 'اطلاعات این هنرمند یافت نشد', action: { type: 'notFound' } },
  ],
  [
    'other entity not found',
    'getGenreById',
    404,
    server('NotExistsError'),
    { message: 'اطلاعات مورد نظر یافت نشد', action: { type: 'notFound' } },
  ],
  [
    'playlist add: server messages joined by commas',
    'addPlayListItem',
    400,
    body('first', 'X', ['first', 'second']),
    { display: 'toast', message: 'first، second' },
  ],
  ['playlist remove: joined', 'removePlayListItem', 500, body('a', 'X', ['a', 'b', 'c']), { message: 'a، b، c' }],
  ['playlist delete: joined', 'deletePlayList', 403, body('only', 'X'), { message: 'only' }],
  [
    'playlist add: a known code is still shown in Persian',
    'addPlayListItem',
    400,
    server('DuplicateItem'),
    { message: errorCodes.DuplicateItem.fa },
  ],
  [
    '403 Forbidden on refresh: empty message; the members store goes on to the code page',
    'refreshToken',
    403,
    server('Forbidden'),
    { display: 'none', message: '', action: { type: 'none' } },
  ],
  [
    'a second switch within the minute: says why nothing happens',
    'refreshToken',
    400,
    server('PreviousTokenNotExpired'),
    { display: 'toast', message: errorTexts.switchTooSoon, action: { type: 'none' } },
  ],
  [
    'playlist remove of an item already gone: the messages, and no not-found page',
    'removePlayListItem',
    404,
    server('NotExistsError'),
    { display: 'toast', message: errorCodes.NotExistsError.fa, action: { type: 'none' } },
  ],
  [
    'playlist add: several messages, known ones in Persian, joined by commas',
    'addPlayListItem',
    400,
    body(errorCodes.DuplicateItem.server, 'DuplicateItem', [errorCodes.DuplicateItem.server, 'Playlist is full']),
    { message: `${errorCodes.DuplicateItem.fa}، Playlist is full` },
  ],
  [
    '400 on refresh: ignored',
    'refreshToken',
    400,
    server('ValidationError'),
    { display: 'none', message: '', action: { type: 'none' } },
  ],
  [
    '403 Forbidden on profile update: empty message',
    'updateProfile',
    403,
    server('Forbidden'),
    { display: 'none', message: '' },
  ],
  [
    'unknown server message: unexpected error',
    'createComment',
    400,
    body('Something odd'),
    { display: 'dialog', message: 'خطای پیش بینی نشده' },
  ],
  ['500 without a body: unexpected error', 'getTopMovie', 500, undefined, { message: 'خطای پیش بینی نشده' }],
  ['403 elsewhere: unexpected error', 'getPlayListInfo', 403, server('Forbidden'), { message: 'خطای پیش بینی نشده' }],
  ['429: too many requests', 'generateOtp', 429, server('TooManyRequests'), { message: errorCodes.TooManyRequests.fa }],
  [
    'a coded validation error is shown in Persian',
    'generateOtp',
    400,
    server('InvalidPhoneNumber'),
    { message: 'شماره موبایل وارد شده معتبر نیست' },
  ],
  [
    'a validation error shows the server\u2019s Persian sentences naming the fields',
    'addProfile',
    400,
    body('Invalid request', 'ValidationError', ['Invalid request', '«نام عضو» باید حداکثر ۳۰ نویسه باشد']),
    { display: 'toast', message: '«نام عضو» باید حداکثر ۳۰ نویسه باشد' },
  ],
  [
    'a validation error without field sentences: the generic text',
    'addProfile',
    400,
    server('ValidationError'),
    { display: 'toast', message: errorCodes.ValidationError.fa },
  ],
  [
    '413: too large, a toast',
    'createComment',
    413,
    server('RequestTooLarge'),
    { message: errorCodes.RequestTooLarge.fa },
  ],
  ['431: too large, a toast', 'search', 431, server('RequestTooLarge'), { display: 'toast' }],
];

describe('describeError (spec §8)', () => {
  it.each(rows)('%s', (_label, endpoint, status, errorBody, expected, context) => {
    const outcome = describeError(endpoint, status, errorBody, context);
    expect(outcome).toMatchObject({ title: 'خطا', action: { type: 'none' }, ...expected });
  });

  it("a failed SMS send names the passkey as the way in (issue #38), not the viewer's network", () => {
    const shown = describeError('generateOtp', 503, server('SmsUnavailable'));
    expect(shown.display).toBe('dialog');
    expect(shown.message).toContain('ورود با کلید عبور');
    expect(shown.message).not.toBe(errorTexts.network);
  });

  it('is pure: the same input gives the same outcome', () => {
    const a = describeError('verifyOtp', 400, server('InvalidVerifyToken'));
    expect(describeError('verifyOtp', 400, server('InvalidVerifyToken'))).toEqual(a);
  });

  it('matches by the spec text even when the code is unknown', () => {
    expect(matchErrorCode(body('Invalid verify token', 'Whatever'))).toBe('InvalidVerifyToken');
    expect(matchErrorCode(body('x', 'CaptchaError'))).toBe('CaptchaError');
    expect(matchErrorCode(body('nope', 'nope'))).toBeUndefined();
    expect(matchErrorCode(undefined)).toBeUndefined();
  });

  it('words the network error exactly as spec §8 gives it («لطفا», not «لطفاً»)', () => {
    expect(errorTexts.network).toBe('در دریافت اطلاعات از سرور خطایی رخ داد. لطفا ارتباط اینترنت خود را چک نمایید');
  });

  it('has a Persian text for every code that is shown to the user', () => {
    for (const [code, row] of Object.entries(errorCodes)) {
      if (code === 'Forbidden' || code === 'Unauthorized') continue;
      expect(row.fa, code).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
