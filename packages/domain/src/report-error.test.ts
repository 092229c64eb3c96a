import { ApiError, errorCodes, errorTexts } from '@parde/api-client';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody } from '../test/server';
import { paths } from './paths';
import { createErrorReporter } from './report-error';

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
    expect(ports.navigation.last()).toBe('/login/movies');
  });

  it.each(['/login/profile', '/verify-otp', '/register', '/'])('a 401 on %s goes to plain /login', (path) => {
    const ports = fakePorts({ path });
    createErrorReporter(ports)(new ApiError('registerProfile', 401, errorBody('Unauthorized')));
    expect(ports.navigation.last()).toBe('/login');
  });

  it('an expired code goes to plain /login', () => {
    const { ports, report } = setup();
    report(new ApiError('verifyOtp', 400, errorBody(errorCodes.TimeExpired.server)));
    expect(ports.navigation.last()).toBe('/login');
  });

  it('toasts a refused code request and goes back to login', () => {
    const { ports, report } = setup();
    report(new ApiError('generateOtp', 400, errorBody(errorCodes.PreviousTokenNotExpired.server)));
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.PreviousTokenNotExpired.fa]);
    expect(ports.navigation.last()).toBe('/login');
  });

  it('keeps the way back when a code request is refused inside sign-in', () => {
    const ports = fakePorts({ path: '/verify-otp/movies-detail/12-x' });
    createErrorReporter(ports)(new ApiError('generateOtp', 400, errorBody(errorCodes.PreviousTokenNotExpired.server)));
    expect(ports.navigation.last()).toBe('/login/movies-detail/12-x');
  });

  it('toasts a missing title and shows the not-found page, replacing history', () => {
    const { ports, report } = setup();
    report(new ApiError('getMovieById', 404, errorBody('NotExistsError')));
    expect(ports.notifier.toasts).toHaveLength(1);
    expect(ports.navigation.calls).toEqual([{ to: paths.notFound, replace: true }]);
  });

  it('follows a redirect action (the protected profile switch)', () => {
    const { ports, report } = setup();
    const outcome = report(new ApiError('refreshToken', 403, errorBody('Forbidden', { protect_token: 'p' })));
    expect(outcome?.display).toBe('none');
    expect(ports.navigation.last()).toBe(paths.selectMemberOtp);
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
