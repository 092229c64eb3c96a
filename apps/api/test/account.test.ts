import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePhone } from '../src/routes/account/phone';
import { sweep } from '../src/services/maintenance';
import { failure, lastCode, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  // Generous caps here; the cap test below uses its own numbers.
  server = await startServer({ env: { OTP_PER_PHONE_PER_HOUR: '50', OTP_PER_IP_PER_HOUR: '500' } });
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
  it('normalises the usual ways of typing an Iranian mobile', () => {
    for (const input of [
      '09123456789',
      '+989123456789',
      '00989123456789',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '٠٩١٢٣٤٥٦٧٨٩',
      '0912 345-6789',
    ]) {
      expect(normalizePhone(input)).toBe('09123456789');
    }
    for (const input of ['0812345678', '123', '+1 555 123 4567', '09123456789a', '']) {
      expect(normalizePhone(input)).toBeUndefined();
    }
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
    expect(claims).toMatchObject({ FirstName: 'سینا', LastName: 'مهر', MobileNumber: '09120000002' });
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

  it('a wrong code is InvalidVerifyToken; 5 wrong tries kill the code; a resend keeps the count', async () => {
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
    expect((await failure(api.verifyOtp({ protect_token: again!.protect_token, code: newCode }))).body?.message).toBe(
      'Token has expired',
    );
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
    // A proof for select-member cannot edit or delete.
    const misuse = await failure(
      asKid.deleteProfile({ id: adult.id, verifyToken: verified!.token, protectedToken: protectToken }),
    );
    expect(misuse.status).toBe(400);
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
    const adult = await owner.addProfile({ profileName: 'بزرگسال', avatarPath: '/media/avatars/3.svg', ageRange: 18 });

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

describe('send caps', () => {
  it('caps sends per phone and per client address in the database', async () => {
    const capped = await startServer({ env: { OTP_PER_PHONE_PER_HOUR: '2', OTP_PER_IP_PER_HOUR: '3' } });
    try {
      const api = capped.client();
      const resetResend = () => capped.database.db.deleteFrom('otp_throttle').execute();
      await api.generateOtp({ phoneNumber: '09350000001' });
      await resetResend();
      await api.generateOtp({ phoneNumber: '09350000001' });
      await resetResend();
      expect((await failure(api.generateOtp({ phoneNumber: '09350000001' }))).status).toBe(429);
      await resetResend();
      // The address has used 3 sends; a new phone from it is refused too.
      const error = await failure(api.generateOtp({ phoneNumber: '09350000002' }));
      expect(error.status).toBe(429);
      expect(error.body?.message).toBe('Too many requests');
    } finally {
      await capped.close();
    }
  });
});
