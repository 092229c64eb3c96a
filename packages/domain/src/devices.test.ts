import { type Device, errorCodes } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createDevicesStore } from './devices';
import { createErrorReporter, createUnauthorizedHandler } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LIST = '/api/account/devices';
const ONE = '/api/account/devices/sign-out';
const OTHERS = '/api/account/devices/sign-out-others';
const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567' });

const device = (id: string, current = false): Device => ({
  id: id.padEnd(22, 'x'),
  browser: 'Chrome 131',
  system: 'Android 14',
  kind: 'mobile',
  memberName: 'علی',
  memberAvatar: '/media/avatars/1.svg',
  signedInAt: '2026-11-27T10:00:00.000Z',
  lastActiveAt: '2026-11-27T11:00:00.000Z',
  current,
});
const here = device('here', true);
const phone = device('phone');
const tablet = device('tablet');

async function setup() {
  server.on(LIST, { status: 200, body: { data: [here, phone, tablet], totalCount: 3 } });
  const ports = fakePorts({ path: '/devices' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  // As the domain wires it: a 401 ends the session, then goes to sign-in.
  const unauthorized = createUnauthorizedHandler(ports.navigation, () => auth?.getState().sessionExpired());
  const reportError = createErrorReporter({ ...ports, unauthorized });
  auth = createAuthStore({ ...ports, api, reportError });
  auth.getState().signedIn(TOKEN);
  const devices = createDevicesStore({ api, auth, reportError });
  await devices.getState().devicesRequested();
  const ids = () => {
    const { devices: list } = devices.getState();
    return list.status === 'success' ? list.result.data.map((d) => d.id) : null;
  };
  return { ports, auth, devices, ids };
}

describe('the devices store', () => {
  it('lists the devices, then signs one out: it leaves the list', async () => {
    const { devices, ids } = await setup();
    expect(ids()).toEqual([here.id, phone.id, tablet.id]);
    server.on(ONE, { status: 200, body: { success: true } });
    await expect(devices.getState().deviceSignedOut(phone.id)).resolves.toBe(true);
    expect(server.calls(ONE).map((r) => r.body)).toEqual([{ id: phone.id }]);
    expect(ids()).toEqual([here.id, tablet.id]);
    expect(devices.getState().busy).toBeNull();
  });

  it('a device already signed out (404) leaves the list with a Persian toast, not the not-found page', async () => {
    const { ports, devices, ids } = await setup();
    server.on(ONE, { status: 404, body: errorBody('NotExistsError') });
    await expect(devices.getState().deviceSignedOut(phone.id)).resolves.toBe(true);
    expect(ids()).toEqual([here.id, tablet.id]);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([
      'این دستگاه پیدا نشد؛ شاید پیش‌تر از حساب خارج شده باشد',
    ]);
    expect(ports.navigation.calls).toEqual([]);
  });

  it('signs every other device out, keeping this one; one sign-out at a time', async () => {
    const { devices, ids } = await setup();
    server.on(OTHERS, { status: 200, body: { signedOut: 2 }, delayMs: 50 });
    const first = devices.getState().othersSignedOut();
    await expect(devices.getState().deviceSignedOut(phone.id)).resolves.toBe(false);
    await expect(first).resolves.toBe(2);
    expect(ids()).toEqual([here.id]);
    expect(server.calls(ONE)).toEqual([]);
  });

  it('a device already signed out elsewhere leaves the list; a second sign-out of the others waits its turn', async () => {
    const { devices, ids } = await setup();
    server.on(ONE, { status: 404, body: errorBody(errorCodes.NotExistsError.server, { code: 'NotExistsError' }) });
    await expect(devices.getState().deviceSignedOut(phone.id)).resolves.toBe(true);
    expect(ids()).toEqual([here.id, tablet.id]);
    server.on(OTHERS, { status: 200, body: { signedOut: 1 }, delayMs: 50 });
    const first = devices.getState().othersSignedOut();
    await expect(devices.getState().othersSignedOut()).resolves.toBeNull();
    await expect(first).resolves.toBe(1);
  });

  it('a child asking to sign the others out is refused: nothing leaves the list, the refusal is shown', async () => {
    const { devices, ids, ports } = await setup();
    server.on(OTHERS, { status: 403, body: errorBody('Only an adult member may do this', { code: 'AdultOnly' }) });
    await expect(devices.getState().othersSignedOut()).resolves.toBeNull();
    expect(ids()).toEqual([here.id, phone.id, tablet.id]);
    expect(ports.notifier.toasts.length + ports.notifier.dialogs.length).toBeGreaterThan(0);
  });

  it('a 401 (this device signed out elsewhere) ends the session and goes to sign-in', async () => {
    const { ports, auth, devices } = await setup();
    server.on(LIST, { status: 401, body: errorBody('Unauthorized') });
    await devices.getState().devicesRequested();
    expect(ports.navigation.last()).toBe('/login/devices');
    expect(auth.getState().status).toBe('anonymous');
    // Nothing of the account stays for whoever signs in next.
    expect(devices.getState().devices.status).toBe('idle');
  });
});
