import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, postJson, signUp, startServer, type TestServer } from './helper';

/** Sign-ins (issue #15): the free first profile choice is one-time, and logout revokes the sign-in. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09180000001', { firstName: 'رها', lastName: 'امینی' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, bearer: string | null = token) => postJson(server, path, body, bearer);

describe('6. the free first profile choice is one-time, and logout revokes the sign-in', () => {
  /** An account whose first profile is a child's (range 7) and a second adult profile; a fresh sign-in token. */
  async function childFirstAccount(phone: string) {
    const registered = await signUp(server, phone);
    const api = server.client({ token: registered });
    const adult = (await api.addProfile({ profileName: 'بزرگسال', avatarPath: '/media/avatars/8.svg', ageRange: 18 }))!;
    const first = (await api.getProfile({}))!.data.find((m) => m.id !== adult.id)!;
    // Narrow the first profile to 7 through its member-action code.
    const sent = await api.generateOtp({ purpose: 'edit-member', profileId: first.id });
    const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
    await api.updateProfile({
      id: first.id,
      profileName: first.profileName,
      avatarPath: first.avatarPath,
      ageRange: 7,
      verifyToken: verified!.token,
      protectedToken: sent!.protect_token,
    });
    return { adultId: adult.id, signIn: () => signIn(phone) };
  }

  async function signIn(phone: string) {
    await server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
    const api = server.client();
    const sent = await api.generateOtp({ phoneNumber: phone });
    const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
    expect(verified!.status).toBe('Registered');
    return verified!.token;
  }

  it('the sign-in token buys one free switch into a wider profile, not two', async () => {
    const { adultId, signIn: fresh } = await childFirstAccount('09180000030');
    const token = await fresh();
    const first = await post('/api/Account/refresh-token', { profileId: adultId }, token);
    expect(first.status).toBe(200);
    const second = await post('/api/Account/refresh-token', { profileId: adultId }, token);
    expect(second.status).toBe(403);
    expect(((await second.json()) as { code: string; protect_token?: string }).protect_token).toBeTruthy();
  });

  it('logout revokes the token and every token of that sign-in, not other sign-ins', async () => {
    const { adultId, signIn: fresh } = await childFirstAccount('09180000031');
    const token = await fresh();
    const switched = (
      (await (await post('/api/Account/refresh-token', { profileId: adultId }, token)).json()) as {
        token: string;
      }
    ).token;
    const other = await fresh();
    const check = (bearer: string) =>
      server.fetch('/api/user/CheckToken', { headers: { Authorization: `Bearer ${bearer}` } }).then((r) => r.status);
    expect([await check(token), await check(switched), await check(other)]).toEqual([200, 200, 200]);
    const out = await post('/api/account/logout', {}, switched);
    expect(out.status).toBe(200);
    expect([await check(token), await check(switched), await check(other)]).toEqual([401, 401, 200]);
    expect((await post('/api/Account/refresh-token', { profileId: adultId }, token)).status).toBe(401);
  });
});
