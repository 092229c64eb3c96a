/**
 * Issue #35, items 3, 6 and 8 (decision 042): account acts belong to the account's adults, a deleted member's token is
 * refused without a warning per request, the phone number left the token, and blank titles and invisible comments
 * are refused.
 */
import { describeError } from '@parde/api-client';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, lastCode, manyCodes, signUp, startServer, type TestServer } from './helper';

/** Every log line of the server, parsed. */
const logged: { level: number; msg?: string }[] = [];
let loggedBytes = 0;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: manyCodes,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          loggedBytes += Buffer.byteLength(line);
          logged.push(JSON.parse(line));
        },
      },
    },
  });
});
afterAll(() => server?.close());
beforeEach(() => {
  logged.length = 0;
  loggedBytes = 0;
});

const WARN = 40;

const send = (method: 'GET' | 'POST', path: string, bearer: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Lets the 60-second resend rule pass without waiting. */
const forgetLastSend = (phone: string) =>
  server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();

/** An account whose first member is an adult, with a member of `range`: both tokens and the member's id. */
async function family(phone: string, range: 0 | 7 | 12 | 15 = 7) {
  const adult = await signUp(server, phone);
  const member = (await server
    .client({ token: adult })
    .addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: range }))!;
  // Into a narrower member the switch is free.
  const child = (await server.client({ token: adult }).refreshToken({ profileId: member.id }))!.token;
  return { adult, child, memberId: member.id };
}

/** A member-action code's proof, asked with `token`. */
async function proof(phone: string, token: string, purpose: 'edit-member' | 'delete-member', profileId: number) {
  await forgetLastSend(phone);
  const api = server.client({ token });
  const sent = await api.generateOtp({ purpose, profileId });
  const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
  return { verifyToken: verified!.token, protectedToken: sent!.protect_token };
}

async function expectAdultOnly(response: Response) {
  const body = (await response.json()) as { code: string; message: string };
  expect(response.status, JSON.stringify(body)).toBe(403);
  expect(body).toMatchObject({ code: 'AdultOnly', message: 'Only an adult member may do this' });
}

describe('account acts belong to the account’s adults (issue #35 item 3)', () => {
  it('a 0+ child can neither sign the family out nor list, nor sign out one device', async () => {
    const phone = '09170000001';
    const { adult, child } = await family(phone, 0);
    const devices = (await server.client({ token: adult }).getDevices())!.data;
    const adultDevice = devices.find((d) => d.current)!;

    const others = await send('POST', '/api/account/devices/sign-out-others', child, {});
    console.log(`child POST sign-out-others: ${others.status}`);
    await expectAdultOnly(others);
    await expectAdultOnly(await send('GET', '/api/account/devices', child));
    await expectAdultOnly(await send('POST', '/api/account/devices/sign-out', child, { id: adultDevice.id }));
    // The adult's session holds, and the adult may do all three.
    expect((await send('GET', '/api/user/CheckToken', adult)).status).toBe(200);
    expect((await send('GET', '/api/account/devices', adult)).status).toBe(200);
    expect((await send('POST', '/api/account/devices/sign-out-others', adult, {})).status).toBe(200);
  });

  it('below 18 a member manages no member, and asks no edit or delete code; switching stays open', async () => {
    const phone = '09170000002';
    const { adult, child, memberId } = await family(phone, 15);
    const first = (await server.client({ token: adult }).getProfile({}))!.data.find((m) => m.id !== memberId)!;
    await expectAdultOnly(
      await send('POST', '/api/ProfileCommand/AddProfile', child, {
        profileName: 'دیگری',
        avatarPath: '/media/avatars/2.svg',
        ageRange: 0,
      }),
    );
    await forgetLastSend(phone);
    await expectAdultOnly(
      await send('POST', '/api/account/generate-otp', child, { purpose: 'edit-member', profileId: memberId }),
    );
    await expectAdultOnly(
      await send('POST', '/api/account/generate-otp', child, { purpose: 'delete-member', profileId: first.id }),
    );
    // A proof asked by the adult does not make the child's hand an adult's.
    const edit = await proof(phone, adult, 'edit-member', memberId);
    await expectAdultOnly(
      await send('POST', '/api/ProfileCommand/UpdateProfile', child, {
        id: memberId,
        profileName: 'بزرگ',
        avatarPath: '/media/avatars/7.svg',
        ageRange: 18,
        ...edit,
      }),
    );
    const remove = await proof(phone, adult, 'delete-member', first.id);
    await expectAdultOnly(await send('POST', '/api/ProfileCommand/DeleteProfile', child, { id: first.id, ...remove }));
    // The member's own reads and the switch are not account acts.
    expect((await send('GET', '/api/ProfileQuery/GetProfile', child)).status).toBe(200);
    expect((await send('GET', '/api/account/me', child)).status).toBe(200);
    await forgetLastSend(phone);
    const up = await send('POST', '/api/Account/refresh-token', child, { profileId: first.id });
    expect(up.status).toBe(403);
    expect(((await up.json()) as { code: string; protect_token?: string }).protect_token).toBeTruthy();
  });

  it('the refusal reads in Persian', () => {
    const outcome = describeError('signOutOtherDevices', 403, {
      code: 'AdultOnly',
      message: 'Only an adult member may do this',
      errors: ['Only an adult member may do this'],
    });
    expect(outcome).toMatchObject({ display: 'toast', code: 'AdultOnly' });
    expect(outcome.message).toContain('بزرگسال');
  });
});

describe('a deleted member’s token (issue #35 item 6)', () => {
  it('is refused with 401 MemberGone, lets the device choose another member, and logs no warning', async () => {
    const phone = '09170000003';
    const { adult, child, memberId } = await family(phone, 7);
    const removal = await proof(phone, adult, 'delete-member', memberId);
    expect((await send('POST', '/api/ProfileCommand/DeleteProfile', adult, { id: memberId, ...removal })).status).toBe(
      200,
    );
    logged.length = 0;
    loggedBytes = 0;
    const requests = 20;
    const statuses = new Set<number>();
    for (let i = 0; i < requests; i++) {
      const read = await send('GET', '/api/MovieQuery/GetLatestMovies', child);
      statuses.add(read.status);
      const body = (await read.json()) as { code: string };
      expect(body.code).toBe('MemberGone');
    }
    const warnings = logged.filter((line) => line.level >= WARN);
    const warnedBytes = warnings.reduce((sum, line) => sum + Buffer.byteLength(JSON.stringify(line)), 0);
    console.log(
      `deleted member's token: statuses ${[...statuses].join(',')}; ${warnings.length} warnings, ` +
        `${Math.round(warnedBytes / requests)} warning bytes per request (${loggedBytes} log bytes in all)`,
    );
    expect([...statuses]).toEqual([401]);
    expect(warnings).toEqual([]);
    for (const [method, path, body] of [
      ['GET', '/api/VideoQuery/getHomeContinue', undefined],
      ['GET', '/api/PlayListQuery/GetUserPlayList', undefined],
      ['POST', '/api/CommentCommand/Create', { videoId: 1, text: 'سلام' }],
    ] as const) {
      expect((await send(method, path, child, body)).status, path).toBe(401);
    }

    // What «چه کسی تماشا می‌کند؟» needs still works: the list (without the deleted member) and the switch.
    const list = (await server.client({ token: child }).getProfile({}))!;
    expect(list.data.map((m) => m.id)).not.toContain(memberId);
    const adultId = list.data[0]!.id;
    await forgetLastSend(phone);
    // Into the adult, a deleted child's device needs the account's code, as the child did.
    const switched = await send('POST', '/api/Account/refresh-token', child, { profileId: adultId });
    expect(switched.status).toBe(403);
    const { protect_token } = (await switched.json()) as { protect_token: string };
    const verified = await server
      .client({ token: child })
      .verifyOtp({ protect_token, code: await lastCode(server, phone) });
    const chosen = await server
      .client({ token: child })
      .refreshToken({ profileId: adultId, verifyToken: verified!.token, protectedToken: protect_token });
    expect((await send('GET', '/api/MovieQuery/GetLatestMovies', chosen!.token)).status).toBe(200);
    expect(logged.filter((line) => line.level >= WARN)).toEqual([]);
  });
});

describe('the phone number left the token (issue #35 item 6)', () => {
  it('is not a claim; the account endpoint answers it, kept by no cache', async () => {
    const phone = '09170000004';
    const token = await signUp(server, phone, { firstName: 'سارا', lastName: 'کریمی' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).not.toHaveProperty('MobileNumber');
    expect(JSON.stringify(claims)).not.toContain(phone.slice(1));
    const response = await send('GET', '/api/account/me', token);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ firstName: 'سارا', lastName: 'کریمی', phoneNumber: phone });
    expect((await failure(server.client().getAccount())).status).toBe(401);
  });

  it('an older token with the claim still works, the claim ignored', async () => {
    const phone = '09170000005';
    const token = await signUp(server, phone);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const old = await new SignJWT({ ...claims, MobileNumber: '09999999999' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret!'));
    expect((await send('GET', '/api/user/CheckToken', old)).status).toBe(200);
    expect(((await (await send('GET', '/api/account/me', old)).json()) as { phoneNumber: string }).phoneNumber).toBe(
      phone,
    );
  });
});

describe('blank titles and invisible comments (issue #35 item 8)', () => {
  async function captcha() {
    const { id } = (await (await server.fetch('/api/account/Captcha')).json()) as { id: string };
    const { answer } = (await (await server.fetch(`/dev/captcha/${id}`)).json()) as { answer: string };
    return { captchaId: id, captchaAnswer: answer };
  }
  const createPlaylist = async (token: string, title: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title, Privacy: 'Private', ...(await captcha()) })) form.append(k, v);
    return server.fetch('/api/PlayListCommand/Create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const INVISIBLE = ['   ', '\u200c', '\u200b\u200d', '\ufeff', '\u200e\u200f\u202a\u202c', '\u2066\u2069', '\u3164'];

  it('a playlist title of spaces or invisible characters is refused with a Persian message', async () => {
    const token = await signUp(server, '09170000006');
    for (const title of INVISIBLE) {
      const response = await createPlaylist(token, title);
      const body = (await response.json()) as { code: string; errors: string[]; fields: Record<string, string> };
      expect(response.status, JSON.stringify(title)).toBe(400);
      expect(body.code).toBe('ValidationError');
      expect(body.fields.title).toBe('«عنوان» نباید خالی باشد');
    }
    const kept = await createPlaylist(token, '  فیلم‌های\u200c شب ');
    expect(((await kept.json()) as { title: string }).title).toBe('فیلم‌های\u200c شب');
  });

  it('a comment must have a character to see; a ZWNJ inside a word stays', async () => {
    const token = await signUp(server, '09170000007');
    for (const text of INVISIBLE) {
      const response = await send('POST', '/api/CommentCommand/Create', token, { videoId: 1, text });
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(response.status, JSON.stringify(text)).toBe(400);
      expect(body.fields.text).toBe('«متن» نباید خالی باشد');
    }
    for (const text of ['👍', 'می‌خواهم\u200c']) {
      expect((await send('POST', '/api/CommentCommand/Create', token, { videoId: 1, text })).status).toBe(200);
    }
  });
});
