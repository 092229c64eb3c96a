import { type Device, type DeviceList, describeError, type ErrorBody } from '@parde/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../src/services/maintenance';
import { failure, lastCode, manyCodes, signUp, solvedCaptcha, startServer, type TestServer, within } from './helper';

let server: TestServer;
beforeAll(async () => {
  // Generous caps here; the cap test below uses its own numbers.
  server = await startServer({ env: manyCodes });
});
afterAll(() => server?.close());

/** Lets the 60-second resend rule pass without waiting. */
async function forgetLastSend(phone: string) {
  await server.database.db
    .updateTable('otp_throttle')
    .set({ last_sent_at: new Date(Date.now() - 61_000) })
    .where('phone', '=', phone)
    .execute();
}

describe('phone numbers', () => {
  it('takes a mobile in any form @parde/fa reads (the rule the sign-in field shares)', async () => {
    const answer = await server.client().generateOtp({ phoneNumber: '+۹۸ ۹۱۲ ۰۰۰ ۴۴۵۵' });
    expect(answer!.protect_token).toEqual(expect.any(String));
  });

  it('refuses anything else with InvalidPhoneNumber', async () => {
    const error = await failure(server.client().generateOtp({ phoneNumber: "0912'; DROP TABLE accounts;--" }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'InvalidPhoneNumber', message: 'Invalid phone number' });
  });
});

describe('sign-in by one-time code', () => {
  it('answers a known and an unknown phone alike, then Registered / NotRegistered', async () => {
    const api = server.client();
    const known = await api.generateOtp({ phoneNumber: '+98 912 000 0001' });
    const unknown = await api.generateOtp({ phoneNumber: '09120000002' });
    expect(Object.keys(known!).sort()).toEqual(Object.keys(unknown!).sort());
    expect(known).toMatchObject({ resendAfter: 60, expiresIn: 120 });

    const signedIn = await api.verifyOtp({
      protect_token: known!.protect_token,
      code: await lastCode(server, '09120000001'),
    });
    expect(signedIn!.status).toBe('Registered');
    expect((await server.client({ token: signedIn!.token }).checkToken())!.valid).toBe(true);

    const fresh = await api.verifyOtp({
      protect_token: unknown!.protect_token,
      code: await lastCode(server, '09120000002'),
    });
    expect(fresh!.status).toBe('NotRegistered');
    // The registration token is not an account token.
    expect((await failure(server.client({ token: fresh!.token }).checkToken())).status).toBe(401);
    const registered = await server
      .client({ token: fresh!.token })
      .registerProfile({ firstName: 'سینا', lastName: 'مهر' });
    const claims = JSON.parse(Buffer.from(registered!.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ FirstName: 'سینا', LastName: 'مهر' });
    // The phone is the API's to answer, not the token's to carry (decision 042).
    expect(claims).not.toHaveProperty('MobileNumber');
    expect(typeof claims.exp).toBe('number');
    const members = await server.client({ token: registered!.token }).getProfile({ PageSize: 3 });
    expect(members!.data).toHaveLength(1);
    expect(members!.data[0]!.ageRange).toBe(18);
    expect(members!.activeProfileId).toBe(members!.data[0]!.id);
    // Spent: the same registration token cannot create a second account.
    expect(
      (await failure(server.client({ token: fresh!.token }).registerProfile({ firstName: 'x', lastName: 'y' }))).status,
    ).toBe(400);
  });

  it('refuses a second code within 60 seconds', async () => {
    const api = server.client();
    await api.generateOtp({ phoneNumber: '09120000003' });
    const error = await failure(api.generateOtp({ phoneNumber: '09120000003' }));
    expect(error.status).toBe(400);
    expect(error.body?.message).toBe('The previous token has not yet expired');
  });

  it('stores only a hash of the code', async () => {
    const sent = await server.client().generateOtp({ phoneNumber: '09120000004' });
    const code = await lastCode(server, '09120000004');
    const row = await server.database.db
      .selectFrom('otps')
      .selectAll()
      .where('id', '=', sent!.protect_token)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('a wrong code is InvalidVerifyToken; 5 wrong tries kill the code; a new code starts clean', async () => {
    const api = server.client();
    const phone = '09120000005';
    const sent = await api.generateOtp({ phoneNumber: phone });
    const code = await lastCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const error = await failure(api.verifyOtp({ protect_token: sent!.protect_token, code: wrong }));
      expect(error.body?.message).toBe('Invalid verify token');
    }
    expect((await failure(api.verifyOtp({ protect_token: sent!.protect_token, code: wrong }))).body?.message).toBe(
      'Token has expired',
    );
    // Dead even with the right code.
    expect((await failure(api.verifyOtp({ protect_token: sent!.protect_token, code }))).body?.message).toBe(
      'Token has expired',
    );
    await forgetLastSend(phone);
    const again = await api.generateOtp({ phoneNumber: phone });
    const newCode = await lastCode(server, phone);
    expect((await api.verifyOtp({ protect_token: again!.protect_token, code: newCode }))?.status).toBe('NotRegistered');
  });

  it('an expired code is Time expired', async () => {
    const api = server.client();
    const sent = await api.generateOtp({ phoneNumber: '09120000006' });
    await server.database.db
      .updateTable('otps')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sent!.protect_token)
      .execute();
    const error = await failure(
      api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, '09120000006') }),
    );
    expect(error.body?.message).toBe('Time expired');
  });

  it('20 parallel verifies of one code: exactly one succeeds', async () => {
    const api = server.client();
    const sent = await api.generateOtp({ phoneNumber: '09120000007' });
    const code = await lastCode(server, '09120000007');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => api.verifyOtp({ protect_token: sent!.protect_token, code })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('a forged, alg:none, expired or tampered token is a 401 everywhere it is checked', async () => {
    const token = await signUp(server, '09120000008');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${encode({ ...claims, sub: '1' })}.${signature}`,
      `${header}.${encode({ ...claims, exp: 1 })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'not-a-token',
    ];
    for (const forged of bad) {
      const api = server.client({ token: forged });
      expect((await failure(api.checkToken())).status).toBe(401);
      expect((await failure(api.getProfile({}))).status).toBe(401);
      expect((await failure(api.getLatestMovies({}))).status).toBe(401);
    }
    expect((await failure(server.client().checkToken())).status).toBe(401);
    expect((await failure(server.client().getProfile({}))).body?.code).toBe('Unauthorized');
  });
});

describe('members and the profile switch', () => {
  it('AddProfile up to 3, then MemberLimitReached; avatars must come from the set', async () => {
    const api = server.client({ token: await signUp(server, '09120000009') });
    expect((await failure(api.addProfile({ profileName: 'الف', avatarPath: '/etc/passwd', ageRange: 7 }))).status).toBe(
      400,
    );
    await api.addProfile({ profileName: 'ب', avatarPath: '/media/avatars/3.svg', ageRange: 7 });
    await api.addProfile({ profileName: 'پ', avatarPath: '/media/avatars/4.svg', ageRange: 12 });
    const error = await failure(api.addProfile({ profileName: 'ت', avatarPath: '/media/avatars/5.svg', ageRange: 12 }));
    expect(error.body?.message).toBe('Member limit reached');
    expect((await api.getProfile({ PageSize: 3 }))!.totalCount).toBe(3);
  });

  it('10 parallel adds on an account with 2 profiles give exactly one more', async () => {
    const api = server.client({ token: await signUp(server, '09120000010') });
    await api.addProfile({ profileName: 'دوم', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        api.addProfile({ profileName: `عضو ${i}`, avatarPath: '/media/avatars/3.svg', ageRange: 12 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await api.getProfile({}))!.totalCount).toBe(3);
  });

  it('switching to a wider range needs a code: 403 with protect_token, then verify and switch', async () => {
    const phone = '09120000011';
    const first = await signUp(server, phone);
    const owner = server.client({ token: first });
    const kid = await owner.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
    const adult = (await owner.getProfile({}))!.data.find((m) => m.ageRange === 18)!;
    const kidToken = (await owner.refreshToken({ profileId: kid!.id }))!.token;
    const asKid = server.client({ token: kidToken });

    const refused = await failure(asKid.refreshToken({ profileId: adult.id }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'Forbidden', message: 'Forbidden', errors: ['Forbidden'] });
    const protectToken = refused.body!.protect_token!;
    expect(protectToken).toBeTruthy();

    const verified = await asKid.verifyOtp({ protect_token: protectToken, code: await lastCode(server, phone) });
    expect(verified!.status).toBe('Verified');
    // A proof for select-member cannot edit or delete; a child deletes no member anyway (decision 042).
    const misuse = await failure(
      asKid.deleteProfile({ id: adult.id, verifyToken: verified!.token, protectedToken: protectToken }),
    );
    expect(misuse.body?.code).toBe('AdultOnly');
    const switched = await asKid.refreshToken({
      profileId: adult.id,
      verifyToken: verified!.token,
      protectedToken: protectToken,
    });
    const claims = JSON.parse(Buffer.from(switched!.token.split('.')[1]!, 'base64url').toString());
    expect(claims.pid).toBe(adult.id);
    // Used once.
    const replay = await failure(
      asKid.refreshToken({ profileId: adult.id, verifyToken: verified!.token, protectedToken: protectToken }),
    );
    expect(replay.status).toBe(400);
  });

  it('the first choice after sign-in is free, even into a wider range', async () => {
    const phone = '09120000019';
    const owner = server.client({ token: await signUp(server, phone) });
    const first = (await owner.getProfile({}))!.data[0]!;
    // The adult is added while the first profile is still an adult's: a narrower member may not add a wider one.
    const adult = await owner.addProfile({ profileName: 'بزرگسال', avatarPath: '/media/avatars/3.svg', ageRange: 18 });
    // Narrow the first profile (slot 1, the one a sign-in starts on) to 7 through the edit-member code.
    const sent = await owner.generateOtp({ purpose: 'edit-member', profileId: first.id });
    const proof = await owner.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
    await owner.updateProfile({
      id: first.id,
      profileName: 'کودک',
      avatarPath: '/media/avatars/2.svg',
      ageRange: 7,
      verifyToken: proof!.token,
      protectedToken: sent!.protect_token,
    });

    await forgetLastSend(phone);
    const api = server.client();
    const signIn = await api.generateOtp({ phoneNumber: phone });
    const signedIn = await api.verifyOtp({ protect_token: signIn!.protect_token, code: await lastCode(server, phone) });
    const fresh = server.client({ token: signedIn!.token });
    const chosen = await fresh.refreshToken({ profileId: adult!.id });
    const asAdult = server.client({ token: chosen!.token });
    const asKid = server.client({ token: (await asAdult.refreshToken({ profileId: first.id }))!.token });
    await forgetLastSend(phone);
    expect((await failure(asKid.refreshToken({ profileId: adult!.id }))).status).toBe(403);
  });

  it('edit and delete go through member-action codes; the last profile stays', async () => {
    const phone = '09120000012';
    const api = server.client({ token: await signUp(server, phone) });
    const second = await api.addProfile({ profileName: 'دومی', avatarPath: '/media/avatars/2.svg', ageRange: 12 });
    const proof = async (purpose: 'edit-member' | 'delete-member', profileId: number) => {
      await server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
      const sent = await api.generateOtp({ purpose, profileId });
      const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
      return { verifyToken: verified!.token, protectedToken: sent!.protect_token };
    };
    const edit = await proof('edit-member', second!.id);
    const updated = await api.updateProfile({
      id: second!.id,
      profileName: 'ویرایش‌شده',
      avatarPath: '/media/avatars/5.svg',
      ageRange: 15,
      ...edit,
    });
    expect(updated).toMatchObject({ profileName: 'ویرایش‌شده', ageRange: 15 });
    const stale = await failure(
      api.updateProfile({
        id: second!.id,
        profileName: 'دوباره',
        avatarPath: '/media/avatars/5.svg',
        ageRange: 15,
        ...edit,
      }),
    );
    expect(stale.status).toBe(400);

    expect(await api.deleteProfile({ id: second!.id, ...(await proof('delete-member', second!.id)) })).toEqual({
      success: true,
    });
    const last = (await api.getProfile({}))!.data[0]!;
    const error = await failure(api.deleteProfile({ id: last.id, ...(await proof('delete-member', last.id)) }));
    expect(error.body?.message).toBe('The last member cannot be deleted');
  });

  it('a member’s «مصرف داده» is set in the member form and is that member’s own when it watches', async () => {
    const phone = '09120000022';
    const api = server.client({ token: await signUp(server, phone) });
    const kid = await api.addProfile({
      profileName: 'کوچک',
      avatarPath: '/media/avatars/4.svg',
      ageRange: 7,
      dataUsage: 'low',
    });
    expect(kid).toMatchObject({ profileName: 'کوچک', dataUsage: 'low' });
    const listed = (await api.getProfile({}))!.data;
    expect(listed.find((member) => member.id === kid!.id)?.dataUsage).toBe('low');
    // Not chosen for the first member: null, so the device's data saver decides.
    expect(listed.find((member) => member.id !== kid!.id)?.dataUsage).toBeNull();
    await server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
    const sent = await api.generateOtp({ purpose: 'edit-member', profileId: kid!.id });
    const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
    const edited = await api.updateProfile({
      id: kid!.id,
      profileName: 'کوچک',
      avatarPath: '/media/avatars/4.svg',
      ageRange: 7,
      dataUsage: 'medium',
      verifyToken: verified!.token,
      protectedToken: sent!.protect_token,
    });
    expect(edited!.dataUsage).toBe('medium');
    const asKid = server.client({ token: (await api.refreshToken({ profileId: kid!.id }))!.token });
    expect((await asKid.getPlaybackSettings())!.dataUsage).toBe('medium');
  });

  it('one account can never see or change another account’s profiles', async () => {
    const alice = server.client({ token: await signUp(server, '09120000013') });
    const bob = server.client({ token: await signUp(server, '09120000014') });
    const aliceProfile = (await alice.getProfile({}))!.data[0]!;
    const bobProfiles = await bob.getProfile({});
    expect(bobProfiles!.data.map((m) => m.id)).not.toContain(aliceProfile.id);
    expect((await failure(bob.refreshToken({ profileId: aliceProfile.id }))).status).toBe(400);
    expect((await failure(bob.generateOtp({ purpose: 'delete-member', profileId: aliceProfile.id }))).status).toBe(404);
    const fake = { verifyToken: 'x', protectedToken: 'y' };
    expect((await failure(bob.deleteProfile({ id: aliceProfile.id, ...fake }))).status).toBe(404);
    expect(
      (
        await failure(
          bob.updateProfile({
            id: aliceProfile.id,
            profileName: 'x',
            avatarPath: '/media/avatars/1.svg',
            ageRange: 0,
            ...fake,
          }),
        )
      ).status,
    ).toBe(404);
    // No response carries another account's phone.
    const raw = await server.fetch('/api/ProfileQuery/GetProfile', {
      headers: { Authorization: `Bearer ${(await bob.refreshToken({ profileId: bobProfiles!.data[0]!.id }))!.token}` },
    });
    expect(await raw.text()).not.toContain('09120000013');
  });
});

describe('member-action proofs belong to one account', () => {
  it('another account can neither verify a code sent for it nor spend its proof', async () => {
    const alicePhone = '09120000015';
    const alice = server.client({ token: await signUp(server, alicePhone) });
    const bob = server.client({ token: await signUp(server, '09120000016') });
    const aliceProfile = (await alice.getProfile({}))!.data[0]!;
    const bobProfile = await bob.addProfile({ profileName: 'دوم', avatarPath: '/media/avatars/2.svg', ageRange: 7 });

    const sent = await alice.generateOtp({ purpose: 'delete-member', profileId: aliceProfile.id });
    const code = await lastCode(server, alicePhone);
    // Bob holds Alice's protect token and code, but the code proves nothing to his session.
    expect((await failure(bob.verifyOtp({ protect_token: sent!.protect_token, code }))).status).toBe(401);
    // ...and his attempt did not spend it.
    const verified = await alice.verifyOtp({ protect_token: sent!.protect_token, code });
    const proof = { verifyToken: verified!.token, protectedToken: sent!.protect_token };
    // Alice's proof cannot delete Bob's profile, through Bob's session or hers.
    expect((await failure(bob.deleteProfile({ id: bobProfile!.id, ...proof }))).status).toBe(400);
    expect((await failure(alice.deleteProfile({ id: bobProfile!.id, ...proof }))).status).toBe(404);
    expect((await bob.getProfile({}))!.totalCount).toBe(2);
  });
});

describe('maintenance', () => {
  it('sweeps codes older than a day and stale captchas, keeping fresh ones', async () => {
    const fresh = await server.client().generateOtp({ phoneNumber: '09120000017' });
    await server.database.db
      .insertInto('otps')
      .values({
        id: 'old-code',
        phone: '09120000018',
        purpose: 'sign-in',
        account_id: null,
        profile_id: null,
        code_hash: 'x',
        expires_at: new Date(Date.now() - 2 * 86_400_000),
        used_at: null,
        consumed_at: null,
        created_at: new Date(Date.now() - 2 * 86_400_000),
      })
      .execute();
    await sweep(server.database.db);
    const ids = (await server.database.db.selectFrom('otps').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(fresh!.protect_token);
    expect(ids).not.toContain('old-code');
  });
});

/** The device cookie a sign-in answer sets. */
async function signInCookie(on: TestServer, phone: string): Promise<string> {
  const sent = await on.client().generateOtp({ phoneNumber: phone });
  const response = await on.fetch('/api/account/verify-otp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ protect_token: sent!.protect_token, code: await lastCode(on, phone) }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('parde_device='));
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie!.split(';')[0]!;
}

describe('issue #26 finding 1: no stranger locks an owner out of sign-in (decision 024)', () => {
  let capped: TestServer;
  beforeAll(async () => {
    // The production numbers: per phone 2 free sends an hour, 10 in all; per address 30 wrong codes.
    capped = await startServer({
      env: {
        OTP_FREE_PER_PHONE_PER_HOUR: '2',
        OTP_PER_PHONE_PER_HOUR: '10',
        OTP_PER_IP_PER_HOUR: '30',
        OTP_GUESSES_PER_IP: '30',
      },
    });
  });
  afterAll(() => capped?.close());
  /** Sets this hour's count of a send budget, as if that many sends had gone out. */
  const spent = (key: string, hits: number) =>
    capped.database.db
      .insertInto('rate_counters')
      .values({ key, window_start: sql<Date>`date_trunc('hour', now())` as never, hits })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits }))
      .execute();
  const resetResend = (phone: string) =>
    capped.database.db
      .updateTable('otp_throttle')
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where('phone', '=', phone)
      .execute();

  it('stranger: 1 send + 5 wrong guesses; the owner a minute later asks a code and signs in', async () => {
    const phone = '09350000010';
    await signUp(capped, phone);
    // The account was made on another day: none of this hour's sends are spent.
    await spent(`otp:phone:${phone}`, 0);
    await resetResend(phone);
    const stranger = capped.client();
    const sent = await stranger.generateOtp({ phoneNumber: phone });
    const code = await lastCode(capped, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await failure(stranger.verifyOtp({ protect_token: sent!.protect_token, code: wrong }));
    await resetResend(phone);
    const owner = capped.client();
    const mine = await owner.generateOtp({ phoneNumber: phone });
    const signedIn = await owner.verifyOtp({ protect_token: mine!.protect_token, code: await lastCode(capped, phone) });
    expect(signedIn?.status).toBe('Registered');
  });

  it('past 2 sends a phone needs a captcha; the device that signed in last keeps its own allowance', async () => {
    const phone = '09350000011';
    await signUp(capped, phone);
    await resetResend(phone);
    const device = await signInCookie(capped, phone);
    await spent(`otp:phone:${phone}`, 0);
    await resetResend(phone);
    // The stranger spends the phone's free sends and then cannot send without solving a captcha.
    for (let i = 0; i < 2; i++) {
      await capped.client().generateOtp({ phoneNumber: phone });
      await resetResend(phone);
    }
    const refused = await failure(capped.client().generateOtp({ phoneNumber: phone }));
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('CaptchaRequired');
    const wrongCaptcha = { ...(await solvedCaptcha(capped)), captchaAnswer: '0' };
    expect((await failure(capped.client().generateOtp({ phoneNumber: phone, ...wrongCaptcha }))).body?.code).toBe(
      'CaptchaError',
    );
    // A refused send holds nothing: with a solved captcha it goes out at once.
    await capped.client().generateOtp({ phoneNumber: phone, ...(await solvedCaptcha(capped)) });
    // The owner's device is not held by the stranger's minute, nor asked for a captcha.
    const response = await capped.fetch('/api/account/generate-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: device },
      body: JSON.stringify({ phoneNumber: phone }),
    });
    expect(response.status).toBe(200);
    const { protect_token } = (await response.json()) as { protect_token: string };
    const signedIn = await capped.client().verifyOtp({ protect_token, code: await lastCode(capped, phone) });
    expect(signedIn?.status).toBe('Registered');
  });

  it('the hard cap per phone is a 429 with Retry-After until the hour turns', async () => {
    await spent('otp:phone:09350000013', 10);
    const response = await capped.fetch('/api/account/generate-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '09350000013' }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('an address past its free sends needs a captcha for any phone', async () => {
    await spent('otp:ip:127.0.0.1', 30);
    const error = await failure(capped.client().generateOtp({ phoneNumber: '09350000019' }));
    expect(error.body?.code).toBe('CaptchaRequired');
    await capped.client().generateOtp({ phoneNumber: '09350000019', ...(await solvedCaptcha(capped)) });
    await spent('otp:ip:127.0.0.1', 0);
  });

  it('wrong guesses are counted per address too, for no longer than a code lives', async () => {
    let limited: Response | undefined;
    // Twice the cap and one: the loop may cross one edge of the counting window, and the count starts again there.
    for (let i = 0; i < 61 && !limited; i++) {
      const response = await capped.fetch('/api/account/verify-otp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ protect_token: 'x'.repeat(32), code: '123456' }),
      });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  });
});

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A call as a browser makes it: its user agent and, when given, the bearer token. */
async function call(on: TestServer, path: string, token?: string, body?: unknown, userAgent = WINDOWS_CHROME) {
  const response = await on.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'User-Agent': userAgent,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
}

/** Signs a known phone in on a browser with `userAgent`; answers the account token. */
async function signIn(phone: string, userAgent: string) {
  await forgetLastSend(phone);
  const sent = await call(server, '/api/account/generate-otp', undefined, { phoneNumber: phone }, userAgent);
  const protect = (sent.body as { protect_token: string }).protect_token;
  const code = await lastCode(server, phone);
  const verified = await call(
    server,
    '/api/account/verify-otp',
    undefined,
    { protect_token: protect, code },
    userAgent,
  );
  expect((verified.body as { status: string }).status).toBe('Registered');
  return (verified.body as { token: string }).token;
}

const devices = async (on: TestServer, token: string) => {
  const answer = await call(on, '/api/account/devices', token);
  expect(answer.status).toBe(200);
  return (answer.body as DeviceList).data;
};
const checks = (on: TestServer, token: string) => call(on, '/api/user/CheckToken', token).then((r) => r.status);

describe('signed-in devices (issue #27, decision 030)', () => {
  /** A second instance on the same database, as behind a load balancer. */
  let b: TestServer;
  beforeAll(async () => {
    b = await server.another();
  });

  it('lists every sign-in with its browser, system and member; marks the caller’s', async () => {
    const phone = '09190000001';
    await signUp(server, phone);
    const desktop = await signIn(phone, WINDOWS_CHROME);
    const phoneToken = await signIn(phone, ANDROID_CHROME);
    const list = await devices(server, desktop);
    // The registration's own sign-in (Node's user agent) and the two browsers.
    expect(list).toHaveLength(3);
    const byBrowser = (system: string) => list.find((d) => d.system === system) as Device;
    expect(byBrowser('Windows')).toMatchObject({ browser: 'Chrome 131', kind: 'desktop', current: true });
    expect(byBrowser('Android 14')).toMatchObject({ browser: 'Chrome 131', kind: 'mobile', current: false });
    expect(list.every((d) => d.memberName === 'علی')).toBe(true);
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    // Seen from the phone, the phone is the current one.
    expect((await devices(server, phoneToken)).find((d) => d.current)?.system).toBe('Android 14');
  });

  it('names the member used last on a device', async () => {
    const phone = '09190000002';
    const registered = await signUp(server, phone);
    const child = await call(server, '/api/ProfileCommand/AddProfile', registered, {
      profileName: 'کودک',
      avatarPath: '/media/avatars/5.svg',
      ageRange: 7,
    });
    const tablet = await signIn(phone, IPHONE_SAFARI);
    const switched = await call(server, '/api/Account/refresh-token', tablet, { profileId: (child.body as Device).id });
    expect(switched.status).toBe(200);
    const iphone = (await devices(server, registered)).find((d) => d.system === 'iOS 17');
    expect(iphone).toMatchObject({ browser: 'Safari 17', kind: 'mobile', memberName: 'کودک', current: false });
  });

  it('a device signed out on instance A is refused on instance B within a second', async () => {
    const phone = '09190000003';
    await signUp(server, phone);
    const desktop = await signIn(phone, WINDOWS_CHROME);
    const mobile = await signIn(phone, ANDROID_CHROME);
    // B has just trusted the mobile's sign-in: it remembers it as live.
    expect(await checks(b, mobile)).toBe(200);
    const target = (await devices(server, desktop)).find((d) => d.system === 'Android 14') as Device;
    const out = await call(server, '/api/account/devices/sign-out', desktop, { id: target.id });
    expect(out).toEqual({ status: 200, body: { success: true } });
    expect(await checks(server, mobile)).toBe(401);
    await within(10_000, async () => expect(await checks(b, mobile)).toBe(401));
    expect(await checks(b, desktop)).toBe(200);
    expect((await devices(b, desktop)).map((d) => d.id)).not.toContain(target.id);
    // Signing it out again: it is gone.
    expect((await call(server, '/api/account/devices/sign-out', desktop, { id: target.id })).status).toBe(404);
  });

  it('one account can neither list nor sign out another account’s device', async () => {
    const owner = await signUp(server, '09190000004');
    const stranger = await signUp(server, '09190000005');
    const ownerDevice = (await devices(server, owner))[0] as Device;
    expect((await devices(server, stranger)).map((d) => d.id)).not.toContain(ownerDevice.id);
    const refused = await call(b, '/api/account/devices/sign-out', stranger, { id: ownerDevice.id });
    expect(refused.status).toBe(404);
    const body = refused.body as ErrorBody;
    expect(body.code).toBe('NotExistsError');
    // The viewer reads it in Persian, and stays on the devices page.
    const shown = describeError('signOutDevice', refused.status, body);
    expect(shown).toMatchObject({ display: 'toast', action: { type: 'none' } });
    expect(shown.message).toMatch(/^این دستگاه پیدا نشد/);
    expect(await checks(server, owner)).toBe(200);
    // Ids are checked before anything is looked up; without a token nothing is answered.
    const malformed = await call(server, '/api/account/devices/sign-out', stranger, { id: "x' OR 1=1 --" });
    expect([malformed.status, (malformed.body as ErrorBody).code]).toEqual([400, 'ValidationError']);
    expect((await call(server, '/api/account/devices')).status).toBe(401);
    expect((await call(server, '/api/account/devices/sign-out-others', undefined, {})).status).toBe(401);
  });

  it('signs every other device out, keeping the caller’s', async () => {
    const phone = '09190000006';
    const first = await signUp(server, phone);
    const desktop = await signIn(phone, WINDOWS_CHROME);
    const mobile = await signIn(phone, ANDROID_CHROME);
    expect(await checks(b, mobile)).toBe(200);
    const out = await call(b, '/api/account/devices/sign-out-others', desktop, {});
    expect(out).toEqual({ status: 200, body: { signedOut: 2 } });
    await within(10_000, async () =>
      expect([await checks(server, first), await checks(server, mobile)]).toEqual([401, 401]),
    );
    expect(await checks(b, mobile)).toBe(401);
    expect((await devices(server, desktop)).map((d) => d.current)).toEqual([true]);
  });
});
