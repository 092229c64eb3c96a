import { errorCodes, type Passkey } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken, until } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createCaptchaStore } from './captcha';
import { loadable } from './loadable';
import { createPasskeysStore, type PasskeyCeremonies } from './passkeys';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LIST = '/api/account/passkeys';
const OPTIONS = '/api/account/passkeys/register-options';
const REGISTER = '/api/account/passkeys/register';
const RENAME = '/api/account/passkeys/rename';
const REMOVE = '/api/account/passkeys/remove';
const VERIFY = '/api/account/verify-otp';
const SIGN_IN_OPTIONS = '/api/account/passkeys/sign-in-options';
const SIGN_IN = '/api/account/passkeys/sign-in';
const TOKEN = makeToken({ FirstName: 'سارا', LastName: 'احمدی', sub: '1', pid: 1 });

const passkey = (id: string, name: string): Passkey => ({
  id: id.padEnd(22, 'x'),
  name,
  createdAt: '2026-12-06T10:00:00.000Z',
  lastUsedAt: null,
});
const phone = passkey('phone', 'گوشی سارا');
const laptop = passkey('laptop', 'لپ‌تاپ');
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

/** Toasts and dialogs the viewer was shown. */
const shown = (ports: ReturnType<typeof fakePorts>) => ports.notifier.toasts.length + ports.notifier.dialogs.length;

/** The browser's ceremonies as a test scripts them: each answers, or rejects as a cancel does. */
function ceremonies(outcome: 'answer' | 'cancel' = 'answer') {
  const asked: unknown[] = [];
  const answer = async (options: unknown) => {
    asked.push(options);
    if (outcome === 'cancel') throw new Error('NotAllowedError');
    return CREDENTIAL;
  };
  return { asked, ceremonies: { create: answer, get: answer } satisfies PasskeyCeremonies };
}

async function setup(outcome: 'answer' | 'cancel' = 'answer') {
  server.on(LIST, { status: 200, body: { data: [phone], totalCount: 1 } });
  const ports = fakePorts({ path: '/passkeys' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const reportError = createErrorReporter(ports);
  auth = createAuthStore({ ...ports, api, reportError });
  auth.getState().signedIn(TOKEN);
  const browser = ceremonies(outcome);
  const store = createPasskeysStore({ api, auth, reportError, ceremonies: browser.ceremonies });
  await store.getState().passkeysRequested();
  const names = () => {
    const { passkeys } = store.getState();
    return passkeys.status === 'success' ? passkeys.result.data.map((p) => p.name) : null;
  };
  return { ports, auth, store, names, browser };
}

describe('the passkeys store', () => {
  it('lists the passkeys; a failed list is kept as the failure and shown', async () => {
    const { store, names, ports } = await setup();
    expect(names()).toEqual(['گوشی سارا']);
    server.on(LIST, { status: 503, body: errorBody('Service unavailable', { code: 'ServiceUnavailable' }) });
    await store.getState().passkeysRequested();
    expect(store.getState().passkeys.status).toBe('error');
    expect(shown(ports)).toBeGreaterThan(0);
  });

  it('right after a passkey sign-in, adds one without a code: options, the ceremony, then kept first', async () => {
    const { store, names, browser } = await setup();
    server.on(OPTIONS, { status: 200, body: { options: { challenge: 'c1' } } });
    server.on(REGISTER, { status: 200, body: laptop });
    await store.getState().addRequested('لپ‌تاپ');
    expect(browser.asked).toEqual([{ challenge: 'c1' }]);
    expect(names()).toEqual(['لپ‌تاپ', 'گوشی سارا']);
    expect(store.getState().adding).toEqual({ step: 'idle' });
    expect(server.requests.find((r) => r.path === REGISTER)?.body).toEqual({ credential: CREDENTIAL, name: 'لپ‌تاپ' });
  });

  it('otherwise asks for the code the server sent, then adds; a wrong code may be typed again', async () => {
    const { store, names } = await setup();
    server.on(OPTIONS, (req) =>
      (req.body as { verifyToken?: string }).verifyToken
        ? { status: 200, body: { options: { challenge: 'c2' } } }
        : { status: 403, body: errorBody('Forbidden', { code: 'Forbidden', protect_token: 'pt-1' }) },
    );
    await store.getState().addRequested('لپ‌تاپ');
    expect(store.getState().adding).toEqual({ step: 'code', name: 'لپ‌تاپ', protectToken: 'pt-1' });

    server.on(VERIFY, { status: 400, body: errorBody('Invalid verify token', { code: 'InvalidVerifyToken' }) });
    await store.getState().codeEntered('000000');
    expect(store.getState().adding).toEqual({ step: 'code', name: 'لپ‌تاپ', protectToken: 'pt-1' });

    server.on(VERIFY, { status: 200, body: { token: 'vt-1', status: 'Registered' } });
    server.on(REGISTER, { status: 200, body: laptop });
    await store.getState().codeEntered('123456');
    expect(names()).toEqual(['لپ‌تاپ', 'گوشی سارا']);
    expect(server.requests.filter((r) => r.path === OPTIONS).at(-1)?.body).toEqual({
      verifyToken: 'vt-1',
      protectedToken: 'pt-1',
    });
  });

  it('an expired code starts over; a code typed when none was asked does nothing', async () => {
    const { store } = await setup();
    await store.getState().codeEntered('123456');
    expect(store.getState().adding).toEqual({ step: 'idle' });
    server.on(OPTIONS, { status: 403, body: errorBody('Forbidden', { code: 'Forbidden', protect_token: 'pt-2' }) });
    await store.getState().addRequested('لپ‌تاپ');
    server.on(VERIFY, { status: 400, body: errorBody('Time expired', { code: 'TimeExpired' }) });
    await store.getState().codeEntered('123456');
    expect(store.getState().adding).toEqual({ step: 'idle' });
  });

  it('a cancelled ceremony, or a registration the server refuses, adds nothing and says so', async () => {
    const cancelled = await setup('cancel');
    server.on(OPTIONS, { status: 200, body: { options: { challenge: 'c3' } } });
    await cancelled.store.getState().addRequested('لپ‌تاپ');
    expect(cancelled.store.getState().adding).toEqual({ step: 'failed', name: 'لپ‌تاپ' });
    expect(cancelled.names()).toEqual(['گوشی سارا']);
    cancelled.store.getState().addCancelled();
    expect(cancelled.store.getState().adding).toEqual({ step: 'idle' });

    const refused = await setup();
    server.on(OPTIONS, { status: 200, body: { options: { challenge: 'c4' } } });
    server.on(REGISTER, { status: 400, body: errorBody('Passkey refused', { code: 'PasskeyRefused' }) });
    await refused.store.getState().addRequested('لپ‌تاپ');
    expect(refused.store.getState().adding).toEqual({ step: 'failed', name: 'لپ‌تاپ' });
    expect(shown(refused.ports)).toBeGreaterThan(0);
  });

  it('a second add while one is asking or creating is ignored, and cannot be cancelled mid-ceremony', async () => {
    const { store, browser } = await setup();
    server.on(OPTIONS, { status: 200, body: { options: { challenge: 'c5' } }, delayMs: 100 });
    server.on(REGISTER, { status: 200, body: laptop, delayMs: 100 });
    const first = store.getState().addRequested('لپ‌تاپ');
    await store.getState().addRequested('دومی');
    await until(() => store.getState().adding.step === 'creating');
    store.getState().addCancelled();
    expect(store.getState().adding).toEqual({ step: 'creating', name: 'لپ‌تاپ' });
    await first;
    expect(browser.asked).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === OPTIONS)).toHaveLength(1);
  });

  it('a network failure on asking leaves adding; a rename before the list came keeps only the answer', async () => {
    const { store, names } = await setup();
    server.on(OPTIONS, { status: 200, drop: true });
    await store.getState().addRequested('لپ‌تاپ');
    expect(store.getState().adding).toEqual({ step: 'idle' });
    store.setState({ passkeys: loadable.idle });
    server.on(RENAME, { status: 200, body: { ...phone, name: 'نو' } });
    await expect(store.getState().renamed(phone.id, 'نو')).resolves.toBe(true);
    expect(names()).toEqual([]);
  });

  it('a child is refused before any code: back to idle, the refusal shown', async () => {
    const { store, ports } = await setup();
    server.on(OPTIONS, { status: 403, body: errorBody('Only an adult member may do this', { code: 'AdultOnly' }) });
    await store.getState().addRequested('لپ‌تاپ');
    expect(store.getState().adding).toEqual({ step: 'idle' });
    expect(shown(ports)).toBeGreaterThan(0);
  });

  it('renames and removes one at a time; one already removed elsewhere leaves the list too', async () => {
    const { store, names } = await setup();
    server.on(RENAME, { status: 200, body: { ...phone, name: 'گوشی تازه' } });
    await expect(store.getState().renamed(phone.id, 'گوشی تازه')).resolves.toBe(true);
    expect(names()).toEqual(['گوشی تازه']);

    server.on(RENAME, { status: 503, body: errorBody('Service unavailable', { code: 'ServiceUnavailable' }) });
    await expect(store.getState().renamed(phone.id, 'دوباره')).resolves.toBe(false);
    expect(names()).toEqual(['گوشی تازه']);

    server.on(REMOVE, { status: 503, body: errorBody('Service unavailable', { code: 'ServiceUnavailable' }) });
    await expect(store.getState().removed(phone.id)).resolves.toBe(false);
    expect(names()).toEqual(['گوشی تازه']);

    server.on(REMOVE, { status: 404, body: errorBody(errorCodes.NotExistsError.server, { code: 'NotExistsError' }) });
    await expect(store.getState().removed(phone.id)).resolves.toBe(true);
    expect(names()).toEqual([]);
  });

  it('a second act while one is under way is refused; signing out forgets the list', async () => {
    const { store, auth } = await setup();
    server.on(REMOVE, { status: 200, body: { success: true }, delayMs: 200 });
    const first = store.getState().removed(phone.id);
    await expect(store.getState().renamed(phone.id, 'نه')).resolves.toBe(false);
    await expect(store.getState().removed(phone.id)).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    auth.getState().sessionExpired();
    expect(store.getState().passkeys.status).toBe('idle');
  });
});

describe('signing in with a passkey', () => {
  function signInSetup(outcome: 'answer' | 'cancel' | 'none' = 'answer') {
    const ports = fakePorts({ path: '/login' });
    let auth: AuthStore | undefined;
    const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
    const reportError = createErrorReporter(ports);
    const captcha = createCaptchaStore(api, reportError);
    const browser = ceremonies(outcome === 'cancel' ? 'cancel' : 'answer');
    auth = createAuthStore({
      ...ports,
      api,
      reportError,
      captcha,
      ...(outcome === 'none' ? {} : { passkeys: browser.ceremonies }),
    });
    return { ports, auth, browser };
  }

  it('signs in without a code and goes where the viewer was going', async () => {
    const { auth, browser, ports } = signInSetup();
    server.on(SIGN_IN_OPTIONS, { status: 200, body: { options: { challenge: 's1' } } });
    server.on(SIGN_IN, { status: 200, body: { token: TOKEN, status: 'Registered' } });
    await expect(auth.getState().passkeySignInRequested('/movies', false)).resolves.toBe(true);
    expect(browser.asked).toEqual([{ challenge: 's1' }]);
    expect(auth.getState().status).toBe('authenticated');
    expect(ports.navigation.last()).toBe('/movies');
    // Signed in already: nothing more is asked.
    await expect(auth.getState().passkeySignInRequested(null, false)).resolves.toBe(false);
  });

  it('a cancel leaves the phone step; a refusal is shown; without WebAuthn nothing is asked', async () => {
    const cancelled = signInSetup('cancel');
    server.on(SIGN_IN_OPTIONS, { status: 200, body: { options: { challenge: 's2' } } });
    await expect(cancelled.auth.getState().passkeySignInRequested(null, true)).resolves.toBe(false);
    expect(cancelled.auth.getState().status).not.toBe('authenticated');

    const refused = signInSetup();
    server.on(SIGN_IN, { status: 400, body: errorBody('Passkey refused', { code: 'PasskeyRefused' }) });
    await expect(refused.auth.getState().passkeySignInRequested(null, false)).resolves.toBe(false);
    expect(shown(refused.ports)).toBeGreaterThan(0);

    const none = signInSetup('none');
    const before = server.requests.length;
    await expect(none.auth.getState().passkeySignInRequested(null, false)).resolves.toBe(false);
    expect(server.requests.length).toBe(before);
  });
});
