import { ApiError, errorCodes, errorTexts } from '@parde/api-client';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody } from '../test/server';
import { paths } from './paths';
import { createErrorReporter, createUnauthorizedHandler } from './report-error';

function setup() {
  const ports = fakePorts({ path: '/movies' });
  return { ports, report: createErrorReporter(ports) };
}

describe('reportError', () => {
  it('shows a network failure in the error dialog and stays put', () => {
    const { ports, report } = setup();
    const outcome = report(new ApiError('getTopMovie', 0, undefined));
    expect(outcome?.message).toBe(errorTexts.network);
    expect(ports.notifier.dialogs).toEqual([outcome]);
    expect(ports.notifier.toasts).toEqual([]);
    expect(ports.navigation.calls).toEqual([]);
  });

  it('sends a 401 silently to login, with the way back to the interrupted page', () => {
    const { ports, report } = setup();
    report(new ApiError('getHomeContinue', 401, errorBody('Unauthorized')));
    expect(ports.notifier.dialogs).toEqual([]);
    expect(ports.notifier.toasts).toEqual([]);
    expect(ports.navigation.calls).toEqual([{ to: '/login/movies', replace: true }]);
  });

  it.each(['/login/profile', '/verify-otp', '/register'])('a 401 on %s goes to plain /login', (path) => {
    const ports = fakePorts({ path });
    createErrorReporter(ports)(new ApiError('registerProfile', 401, errorBody('Unauthorized')));
    expect(ports.navigation.last()).toBe('/login');
  });

  it('a 401 ends the session before it navigates, once per error (the client hook and the error path)', () => {
    const ports = fakePorts({ path: '/playlist' });
    const order: string[] = [];
    const navigate = ports.navigation.navigate;
    ports.navigation.navigate = (to, options) => {
      order.push(`navigate ${to}`);
      navigate(to, options);
    };
    const unauthorized = createUnauthorizedHandler(ports.navigation, () => order.push('session ended'));
    const report = createErrorReporter({ ...ports, unauthorized });
    const error = new ApiError('getUserPlayList', 401, errorBody('Unauthorized'));
    unauthorized(error);
    report(error);
    expect(order).toEqual(['session ended', 'navigate /login/playlist']);
  });

  it('CheckToken’s 401 is start-up’s own answer: no trip to login', () => {
    const { ports, report } = setup();
    report(new ApiError('checkToken', 401, errorBody('Unauthorized')));
    expect(ports.navigation.calls).toEqual([]);
  });

  it('leaves the sign-in intents to the caller: an expired or refused code does not navigate by itself', () => {
    const { ports, report } = setup();
    const expired = report(new ApiError('verifyOtp', 400, errorBody(errorCodes.TimeExpired.server)));
    const refused = report(new ApiError('generateOtp', 400, errorBody(errorCodes.PreviousTokenNotExpired.server)));
    expect([expired?.action.type, refused?.action.type]).toEqual(['login', 'backToLogin']);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([
      errorCodes.TimeExpired.fa,
      errorCodes.PreviousTokenNotExpired.fa,
    ]);
    expect(ports.navigation.calls).toEqual([]);
  });

  it('toasts a missing title and shows the not-found page, replacing history', () => {
    const { ports, report } = setup();
    report(new ApiError('getMovieById', 404, errorBody('NotExistsError')));
    expect(ports.notifier.toasts).toHaveLength(1);
    expect(ports.navigation.calls).toEqual([{ to: paths.notFound, replace: true }]);
  });

  it('uses the endpoint and context it is given (like or dislike)', () => {
    const { ports, report } = setup();
    report(new ApiError('likeComment', 400, errorBody('AlreadyLikedThisCommentError')), 'likeComment', {
      likeType: 0,
    });
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorTexts.alreadyDisliked]);
  });

  it('is silent for a cancelled call', () => {
    const { ports, report } = setup();
    const abort = new DOMException('aborted', 'AbortError');
    expect(report(new ApiError('search', 0, undefined, { cause: abort }))).toBeUndefined();
    expect(ports.notifier.dialogs).toEqual([]);
  });

  it('throws what is not an ApiError: a bug is not a server outcome', () => {
    const { report } = setup();
    expect(() => report(new TypeError('bug'))).toThrow('bug');
  });
});
