import { errorCodes, errorTexts } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken, selectGuard, userFromToken } from './auth';
import { createCaptchaStore } from './captcha';
import { AGE_RANGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from './constants';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const CHECK = '/api/user/CheckToken';
const GENERATE = '/api/account/generate-otp';
const VERIFY = '/api/account/verify-otp';
const REGISTER = '/api/account/register-profile';

const ALI_CLAIMS = { FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567', sub: '1' };
const ALI = makeToken(ALI_CLAIMS);
const ALI_USER = { firstName: 'علی', lastName: 'رضایی', email: '' };

function setup(options: Parameters<typeof fakePorts>[0] = {}) {
  const ports = fakePorts(options);
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const reportError = createErrorReporter(ports);
  const captcha = createCaptchaStore(api, reportError);
  auth = createAuthStore({ ...ports, api, reportError, captcha });
  return { ports, auth, captcha, state: () => auth.getState() };
}

describe('userFromToken', () => {
  it('reads the names and phone from the claims, unverified, with an empty email', () => {
    expect(userFromToken(ALI)).toEqual(ALI_USER);
    expect(userFromToken(makeToken({}))).toEqual({ firstName: '', lastName: '', email: '' });
    expect(userFromToken('not a jwt')).toBeNull();
  });
});

describe('start-up (load auth from storage)', () => {
  it('a stored token older than a day is exchanged for a new one of the same member (sliding expiry)', async () => {
    const old = makeToken({ ...ALI_CLAIMS, pid: 7, iat: Math.floor(Date.now() / 1000) - 2 * 24 * 3600 });
    const fresh = makeToken({ ...ALI_CLAIMS, pid: 7, iat: Math.floor(Date.now() / 1000) });
    server.on(CHECK, { status: 200, body: { valid: true } });
    server.on('/api/Account/refresh-token', { status: 200, body: { token: fresh } });
    const { state, ports } = setup({ storage: { [TOKEN_STORAGE_KEY]: old } });
    await state().started();
    expect(server.calls('/api/Account/refresh-token')[0]?.body).toEqual({ profileId: 7 });
    expect(state().token).toBe(fresh);
    expect(ports.storage.data.get(TOKEN_STORAGE_KEY)).toBe(fresh);
  });

  it('a stored token issued today is kept as it is', async () => {
    const today = makeToken({ ...ALI_CLAIMS, pid: 7, iat: Math.floor(Date.now() / 1000) - 3600 });
    server.on(CHECK, { status: 200, body: { valid: true } });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: today } });
    await state().started();
    expect(server.calls('/api/Account/refresh-token')).toEqual([]);
    expect(state().token).toBe(today);
  });

  it('without a stored token: logged out, stored ageRange removed, no call, loading done, no trip home', async () => {
    const { state, ports } = setup({ storage: { [AGE_RANGE_STORAGE_KEY]: '12' } });
    expect(selectGuard(state())).toEqual({ showLoader: true, redirectTo: null });
    await state().started();
    expect(state()).toMatchObject({ status: 'anonymous', token: null, user: null, isTokenSetedFromStorage: true });
    expect(ports.storage.data.has(AGE_RANGE_STORAGE_KEY)).toBe(false);
    expect(server.requests).toEqual([]);
    expect(ports.navigation.calls).toEqual([]);
    expect(selectGuard(state())).toEqual({ showLoader: false, redirectTo: null });
  });

  it('with a valid stored token: checked with the bearer header, then signed in from the claims', async () => {
    server.on(CHECK, { status: 200, body: { valid: true } });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    const pending = state().started();
    expect(state()).toMatchObject({ status: 'restoring', token: ALI, isTokenSetedFromStorage: false });
    expect(selectGuard(state()).showLoader).toBe(true);
    await pending;
    expect(server.calls(CHECK)[0]?.headers.authorization).toBe(`Bearer ${ALI}`);
    expect(state()).toMatchObject({
      status: 'authenticated',
      token: ALI,
      user: ALI_USER,
      isTokenSetedFromStorage: true,
    });
    expect(selectGuard(state())).toEqual({ showLoader: false, redirectTo: null });
  });

  it.each([
    ['the server answers 401', { status: 401, body: errorBody('Unauthorized') }],
    ['the server says it is not valid', { status: 200, body: { valid: false } }],
  ])('logs out when %s: token and ageRange removed', async (_, reply) => {
    server.on(CHECK, reply);
    const { state, ports } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI, [AGE_RANGE_STORAGE_KEY]: '7' } });
    await state().started();
    expect(state()).toMatchObject({ status: 'anonymous', token: null, user: null, isTokenSetedFromStorage: true });
    expect([...ports.storage.data.keys()]).toEqual([]);
    expect(ports.navigation.calls).toEqual([]);
  });

  it('logs out a stored token that is not a JWT without asking the server', async () => {
    const { state, ports } = setup({ storage: { [TOKEN_STORAGE_KEY]: 'garbage' } });
    await state().started();
    expect(state().status).toBe('anonymous');
    expect(ports.storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('keeps the session when the server cannot be reached (only "invalid" logs out)', async () => {
    server.on(CHECK, { status: 503 });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    await state().started();
    expect(state()).toMatchObject({ status: 'authenticated', user: ALI_USER, isTokenSetedFromStorage: true });
  });

  it('runs once', async () => {
    server.on(CHECK, { status: 200, body: { valid: true } });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    await Promise.all([state().started(), state().started()]);
    await state().started();
    expect(server.calls(CHECK)).toHaveLength(1);
  });

  it('a logout during the check wins over its late answer', async () => {
    server.on(CHECK, { status: 200, body: { valid: true }, delayMs: 50 });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    const pending = state().started();
    state().loggedOut();
    await pending;
    expect(state()).toMatchObject({ status: 'anonymous', isTokenSetedFromStorage: true });
  });
});

describe('session transitions', () => {
  it('set login data: authenticated, token saved in local storage', () => {
    const { state, ports } = setup();
    state().signedIn(ALI);
    expect(state()).toMatchObject({ status: 'authenticated', token: ALI, user: ALI_USER });
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBe(ALI);
    expect(() => state().signedIn('nope')).toThrow(/JWT/);
  });

  it('a refreshed token replaces the stored one; ignored while signed out', () => {
    const { state, ports } = setup();
    const refreshed = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567', profile: 2 });
    state().tokenRefreshed(refreshed);
    expect(state().status).toBe('anonymous');
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBeNull();

    state().signedIn(ALI);
    state().tokenRefreshed(refreshed);
    expect(state().token).toBe(refreshed);
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBe(refreshed);
    expect(() => state().tokenRefreshed('nope')).toThrow(/JWT/);
  });

  it('logout clears token and user, removes token and ageRange, goes home replacing history', () => {
    const { state, ports } = setup({ path: '/profile' });
    state().signedIn(ALI);
    ports.storage.set(AGE_RANGE_STORAGE_KEY, '12');
    state().loggedOut();
    expect(state()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect([...ports.storage.data.keys()]).toEqual([]);
    expect(ports.navigation.calls).toEqual([{ to: '/', replace: true }]);
  });

  it('logout asks the server to revoke the sign-in, with the token it had', async () => {
    server.on('/api/account/logout', { status: 200, body: { success: true } });
    const { state } = setup();
    state().signedIn(ALI);
    state().loggedOut();
    // (The logout of the test before may land here too: it is not awaited either.)
    await expect.poll(() => server.calls('/api/account/logout').length).toBeGreaterThan(0);
    for (const call of server.calls('/api/account/logout')) expect(call.headers.authorization).toBe(`Bearer ${ALI}`);
  });
});

describe('session expired (a 401, spec §6)', () => {
  it('ends the session like a logout but stays put; signed out, it does nothing', () => {
    const { state, ports } = setup();
    state().sessionExpired();
    expect(ports.navigation.calls).toEqual([]);
    state().signedIn(ALI);
    ports.storage.set(AGE_RANGE_STORAGE_KEY, '12');
    state().sessionExpired();
    expect(state()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBeNull();
    expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBeNull();
    expect(ports.navigation.calls).toEqual([]);
  });
});

describe('redirect to login and the guarded layout', () => {
  it('sets the flag only when not authenticated', () => {
    const { state } = setup();
    state().signedIn(ALI);
    state().loginRequired('/profile');
    expect(state().redirectToLoginPage).toBe(false);
  });

  it('waits for the stored token, then sends a signed-out visitor to login with the way back', async () => {
    server.on(CHECK, { status: 401, body: errorBody('Unauthorized') });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    const pending = state().started();
    state().loginRequired('/playlist');
    expect(state().redirectToLoginPage).toBe(true);
    expect(selectGuard(state())).toEqual({ showLoader: true, redirectTo: null });
    await pending;
    expect(selectGuard(state())).toEqual({ showLoader: false, redirectTo: '/login/playlist' });
    state().loginRedirectFollowed();
    expect(selectGuard(state()).redirectTo).toBeNull();
  });

  it('a restored session clears the flag: no trip to login', async () => {
    server.on(CHECK, { status: 200, body: { valid: true } });
    const { state } = setup({ storage: { [TOKEN_STORAGE_KEY]: ALI } });
    const pending = state().started();
    state().loginRequired();
    await pending;
    expect(selectGuard(state())).toEqual({ showLoader: false, redirectTo: null });
  });

  it('without a redirect address the flag leads to plain /login', async () => {
    const { state } = setup();
    await state().started();
    state().loginRequired();
    expect(selectGuard(state()).redirectTo).toBe('/login');
  });
});

describe('sign-in flow', () => {
  const codeSent = { status: 200, body: { protect_token: 'pt-1', resendAfter: 3, expiresIn: 120 } };

  it('a known phone: code → verify → signed in and off to the redirect address', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 200, body: { token: ALI, status: 'Registered' } });
    const { state, ports } = setup();

    const sending = state().codeRequested('09121234567', '/profile');
    expect(state().signIn).toMatchObject({ step: 'sendingCode', phoneNumber: '09121234567' });
    await sending;
    expect(server.calls(GENERATE)[0]?.body).toEqual({ phoneNumber: '09121234567' });
    expect(state().signIn).toEqual({
      step: 'code',
      phoneNumber: '09121234567',
      protectToken: 'pt-1',
      redirect: '/profile',
    });
    expect(ports.navigation.last()).toBe('/verify-otp/profile');

    const verifying = state().codeVerified('123456');
    expect(state().signIn.step).toBe('verifying');
    await verifying;
    expect(server.calls(VERIFY)[0]?.body).toEqual({ protect_token: 'pt-1', code: '123456' });
    expect(state()).toMatchObject({ status: 'authenticated', token: ALI, user: ALI_USER, signIn: { step: 'phone' } });
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBe(ALI);
    expect(ports.navigation.last()).toBe('/profile');
  });

  it('without a redirect address a signed-in user goes home', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 200, body: { token: ALI, status: 'Registered' } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    expect(ports.navigation.last()).toBe('/verify-otp');
    await state().codeVerified('123456');
    expect(ports.navigation.last()).toBe('/');
  });

  it('an account with several profiles is asked who is watching; one with a redirect goes on to it', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 200, body: { token: ALI, status: 'Registered' } });
    server.on('/api/ProfileQuery/GetProfile', {
      status: 200,
      body: { data: [], totalCount: 2, activeProfileId: 1, pageNumber: 1, pageSize: 3 },
    });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    const verifying = state().codeVerified('123456');
    await verifying;
    expect(server.calls('/api/ProfileQuery/GetProfile')[0]?.headers.authorization).toBe(`Bearer ${ALI}`);
    expect(state()).toMatchObject({ status: 'authenticated', signIn: { step: 'phone' } });
    expect(ports.navigation.last()).toBe('/select-member');

    state().loggedOut();
    await state().codeRequested('09121234567', '/playlist');
    await state().codeVerified('123456');
    expect(ports.navigation.last()).toBe('/playlist');
  });

  it('counts down to "send again", refusing a resend before it opens; a resend stays on the page', async () => {
    server.on(GENERATE, codeSent);
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    expect(state().resendIn).toBe(3);
    await state().codeRequested('09121234567');
    expect(server.calls(GENERATE)).toHaveLength(1);

    ports.timers.advance(1000);
    expect(state().resendIn).toBe(2);
    ports.timers.advance(2000);
    expect(state().resendIn).toBe(0);
    expect(ports.timers.pendingCount()).toBe(1); // the code's expiry alone: the countdown has stopped ticking

    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-2', resendAfter: 0, expiresIn: 120 } });
    const navigations = ports.navigation.calls.length;
    await state().codeRequested('09121234567');
    expect(state().signIn).toMatchObject({ step: 'code', protectToken: 'pt-2' });
    expect(ports.navigation.calls).toHaveLength(navigations);
    expect(ports.timers.pendingCount()).toBe(1); // the new code's expiry
  });

  it('a new phone: verify → registration with the temporary token → signed in, redirect kept', async () => {
    const temp = makeToken({ MobileNumber: '09351112233', purpose: 'register' });
    const account = makeToken({ FirstName: 'سارا', LastName: 'محمدی', MobileNumber: '09351112233' });
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 200, body: { token: temp, status: 'NotRegistered' } });
    server.on(REGISTER, { status: 200, body: { token: account } });
    const { state, ports } = setup();

    await state().codeRequested('09351112233', '/shows-details/4');
    await state().codeVerified('111111');
    expect(state()).toMatchObject({
      status: 'anonymous',
      signIn: {
        step: 'register',
        tempUser: { phoneNumber: '09351112233' },
        tempToken: temp,
        redirect: '/shows-details/4',
      },
      resendIn: 0,
    });
    expect(ports.navigation.last()).toBe('/register');
    expect(ports.timers.pendingCount()).toBe(0);

    const registering = state().profileRegistered({ firstName: 'سارا', lastName: 'محمدی' });
    expect(selectBearerToken(state())).toBe(temp);
    await registering;
    const call = server.calls(REGISTER)[0];
    expect(call?.headers.authorization).toBe(`Bearer ${temp}`);
    expect(call?.body).toEqual({ firstName: 'سارا', lastName: 'محمدی' });
    expect(state()).toMatchObject({ status: 'authenticated', token: account, user: { firstName: 'سارا' } });
    expect(ports.navigation.last()).toBe('/shows-details/4');
  });

  it('a refused code request toasts, goes back to login and returns to the phone step', async () => {
    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.PreviousTokenNotExpired.server) });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    expect(state().signIn).toEqual({ step: 'phone', redirect: null });
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.PreviousTokenNotExpired.fa]);
    expect(ports.navigation.last()).toBe('/login');
  });

  it('a wrong code toasts and returns to the code step', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.InvalidVerifyToken.server) });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    await state().codeVerified('000000');
    expect(state()).toMatchObject({ status: 'anonymous', signIn: { step: 'code', protectToken: 'pt-1' } });
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.InvalidVerifyToken.fa]);
  });

  it('the right code after a wrong one: the wrong code’s toast goes, not to linger on /register (issue #28 D11)', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.InvalidVerifyToken.server) });
    const { state, ports } = setup();
    await state().codeRequested('09351112233');
    await state().codeVerified('000000');
    expect(ports.notifier.toasts).toHaveLength(1);
    server.on(VERIFY, { status: 200, body: { token: 'temp', status: 'NotRegistered' } });
    await state().codeVerified('111111');
    expect(ports.navigation.last()).toBe('/register');
    expect(ports.notifier.toasts).toEqual([]);
  });

  it('a failed registration returns to the form; an empty answer is reported like a failure', async () => {
    server.on(GENERATE, codeSent);
    server.on(VERIFY, { status: 200, body: { token: 'temp', status: 'NotRegistered' } });
    server.on(REGISTER, { status: 200 });
    const { state, ports } = setup();
    await state().codeRequested('09351112233');
    await state().codeVerified('111111');
    await state().profileRegistered({ firstName: 'سارا', lastName: 'محمدی' });
    expect(state()).toMatchObject({ status: 'anonymous', signIn: { step: 'register', tempToken: 'temp' } });
    expect(ports.notifier.dialogs.map((d) => d.message)).toEqual([errorTexts.network]);
  });

  it('ignores events out of order: verify before a code, register before verify', async () => {
    const { state } = setup();
    await state().codeVerified('123456');
    await state().profileRegistered({ firstName: 'a', lastName: 'b' });
    expect(server.requests).toEqual([]);
    expect(state().signIn.step).toBe('phone');
  });

  it('«تغییر شماره» goes back to the phone step, keeping the way back, the code pending and the countdown', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567', '/playlist');
    ports.timers.advance(10_000);
    state().signInRestarted();
    expect(state()).toMatchObject({
      signIn: { step: 'phone', redirect: '/playlist', pending: { phoneNumber: '09121234567', protectToken: 'pt-1' } },
      resendIn: 50,
    });
  });

  it('the same number again returns to its code (no new SMS, countdown where it was); the code still signs in', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: ALI, status: 'Registered' } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567', '/playlist');
    ports.timers.advance(20_000);
    state().signInRestarted();
    ports.navigation.calls.length = 0;
    await state().codeRequested('09121234567');
    expect(server.calls(GENERATE)).toHaveLength(1);
    expect(state()).toMatchObject({
      signIn: { step: 'code', phoneNumber: '09121234567', protectToken: 'pt-1', redirect: '/playlist' },
      resendIn: 40,
    });
    expect(ports.navigation.last()).toBe('/verify-otp/playlist');
    await state().codeVerified('123456');
    expect(server.calls(VERIFY)[0]?.body).toEqual({ protect_token: 'pt-1', code: '123456' });
    expect(state().status).toBe('authenticated');
    expect(ports.timers.pendingCount()).toBe(0);
  });

  it('another number asks for a new code; an expired pending code is forgotten', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    state().signInRestarted();
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-2', resendAfter: 60, expiresIn: 120 } });
    await state().codeRequested('09351112233');
    expect(server.calls(GENERATE).at(-1)?.body).toEqual({ phoneNumber: '09351112233' });
    expect(state()).toMatchObject({ signIn: { step: 'code', protectToken: 'pt-2' }, resendIn: 60 });

    state().signInRestarted();
    ports.timers.advance(120_000);
    expect(state()).toMatchObject({ signIn: { step: 'phone', redirect: null }, resendIn: 0 });
    expect(state().signIn).not.toHaveProperty('pending');
    expect(ports.timers.pendingCount()).toBe(0);
    await state().codeRequested('09351112233');
    expect(server.calls(GENERATE)).toHaveLength(3);
  });
});

describe('sign-in flow, captcha past the free sends (decision 024)', () => {
  const CAPTCHA = '/api/account/Captcha';

  it('CaptchaRequired shows a captcha; the answer is sent with its id; a wrong one brings a new picture', async () => {
    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.CaptchaRequired.server) });
    let pictures = 0;
    server.on(CAPTCHA, () => ({ status: 200, body: { id: `c-${++pictures}`, file: 'data:image/png;base64,AA' } }));
    const { state, ports, captcha } = setup();
    await state().codeRequested('09121234567', '/playlist');
    expect(state().signIn).toEqual({ step: 'phone', redirect: '/playlist', captcha: true });
    expect(captcha.getState().result?.id).toBe('c-1');
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.CaptchaRequired.fa]);
    expect(ports.navigation.calls).toEqual([]);

    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.CaptchaError.server) });
    await state().codeRequested('09121234567', '/playlist', 'wrong');
    expect(server.calls(GENERATE).at(-1)?.body).toEqual({
      phoneNumber: '09121234567',
      captchaId: 'c-1',
      captchaAnswer: 'wrong',
    });
    expect(state().signIn).toMatchObject({ step: 'phone', captcha: true });
    expect(captcha.getState().result?.id).toBe('c-2');

    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    await state().codeRequested('09121234567', '/playlist', 'ab12');
    expect(server.calls(GENERATE).at(-1)?.body).toEqual({
      phoneNumber: '09121234567',
      captchaId: 'c-2',
      captchaAnswer: 'ab12',
    });
    expect(state().signIn).toEqual({
      step: 'code',
      phoneNumber: '09121234567',
      protectToken: 'pt-1',
      redirect: '/playlist',
    });
    expect(ports.navigation.last()).toBe('/verify-otp/playlist');
    expect(captcha.getState().result).toBeNull();
  });

  it('a resend that needs a captcha goes back to login to show it', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 0, expiresIn: 120 } });
    server.on(CAPTCHA, { status: 200, body: { id: 'c-1', file: 'data:image/png;base64,AA' } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.CaptchaRequired.server) });
    await state().codeRequested('09121234567');
    expect(state().signIn).toEqual({ step: 'phone', redirect: null, captcha: true });
    expect(ports.navigation.last()).toBe('/login');
  });
});

describe('registration refused field by field', () => {
  it('keeps each message for its input on the register step; the next try clears them', async () => {
    const fields = { lastName: '«نام خانوادگی» حداکثر ۵۰ نویسه است' };
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: 'temp', status: 'NotRegistered' } });
    server.on(REGISTER, {
      status: 400,
      body: { code: 'ValidationError', message: 'Invalid request', errors: ['Invalid request'], fields },
    });
    const { state } = setup();
    await state().codeRequested('09351112233');
    await state().codeVerified('111111');
    await state().profileRegistered({ firstName: 'سارا', lastName: 'م'.repeat(60) });
    expect(state().signIn).toMatchObject({ step: 'register', fieldErrors: fields });
    const again = state().profileRegistered({ firstName: 'سارا', lastName: 'محمدی' });
    expect(state().signIn).not.toHaveProperty('fieldErrors');
    await again;
  });
});

describe('registration refused for an expired token (issue 28 ⚠A, ⚠B)', () => {
  const temp = makeToken({ MobileNumber: '09351112233', purpose: 'register' });

  async function registering(reply: { status: number; body: unknown }) {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: temp, status: 'NotRegistered' } });
    server.on(REGISTER, reply);
    const s = setup();
    await s.state().codeRequested('09351112233', '/playlist');
    await s.state().codeVerified('111111');
    await s.state().profileRegistered({ firstName: 'سارا', lastName: 'محمدی' });
    return s;
  }

  it('a 401 (the registration token expired) starts over at login, whose button then asks for a code', async () => {
    const { state, ports } = await registering({ status: 401, body: errorBody('Unauthorized') });
    expect(state().signIn).toEqual({ step: 'phone', redirect: '/playlist' });
    expect(ports.navigation.last()).toBe('/login/playlist');
    await state().codeRequested('09351112233');
    expect(server.calls(GENERATE)).toHaveLength(2);
    expect(state().signIn).toMatchObject({ step: 'code', redirect: '/playlist' });
  });

  it.each(['TimeExpired', 'TokenExpired'] as const)(
    '%s toasts once and goes to login (spec: navigate to login)',
    async (code) => {
      const { state, ports } = await registering({ status: 400, body: errorBody(errorCodes[code].server) });
      expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes[code].fa]);
      expect(state().signIn).toEqual({ step: 'phone', redirect: '/playlist' });
      expect(ports.navigation.last()).toBe('/login/playlist');
    },
  );
});

describe('sign-in flow, late answers', () => {
  it('a wrong code answered after a restart leaves the phone step alone', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 0, expiresIn: 120 } });
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.InvalidVerifyToken.server), delayMs: 30 });
    const { state } = setup();
    await state().codeRequested('09121234567');
    const verifying = state().codeVerified('000000');
    state().signInRestarted();
    await verifying;
    expect(state().signIn).toEqual({ step: 'phone', redirect: null });
  });
});

describe('sign-in flow, back to login', () => {
  it('an expired code toasts, goes to login and starts the flow over (another phone may be used at once)', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.TimeExpired.server) });
    const { state, ports } = setup();
    await state().codeRequested('09121234567', '/playlist');
    await state().codeVerified('123456');
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.TimeExpired.fa]);
    expect(ports.navigation.last()).toBe('/login/playlist');
    expect(state()).toMatchObject({ signIn: { step: 'phone', redirect: '/playlist' }, resendIn: 0 });
    expect(ports.timers.pendingCount()).toBe(0);

    await state().codeRequested('09351112233');
    expect(server.calls(GENERATE).at(-1)?.body).toEqual({ phoneNumber: '09351112233' });
    expect(state().signIn).toMatchObject({ step: 'code', redirect: '/playlist' });
  });

  it('a refused resend goes back to login with the phone step', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 0, expiresIn: 120 } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567', '/playlist');
    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.PreviousTokenNotExpired.server) });
    await state().codeRequested('09121234567');
    expect(ports.navigation.last()).toBe('/login/playlist');
    expect(state().signIn).toEqual({ step: 'phone', redirect: '/playlist' });
  });

  it('a failed resend for another reason keeps the code step', async () => {
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-1', resendAfter: 0, expiresIn: 120 } });
    const { state, ports } = setup();
    await state().codeRequested('09121234567');
    server.on(GENERATE, { status: 503 });
    await state().codeRequested('09121234567');
    expect(ports.notifier.dialogs).toHaveLength(1);
    expect(state().signIn).toMatchObject({ step: 'code', protectToken: 'pt-1' });
  });
});
