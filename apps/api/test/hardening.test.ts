import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freshDatabase, lastCode, signUp, startServer, type TestServer } from './helper';

/** The failures of issue #15 (a black-box audit), each reproduced against the real server. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09180000001', { firstName: 'رها', lastName: 'امینی' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, bearer: string | null = token) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });

/** A 400 ValidationError whose errors name the field, after the catalogue text. */
async function expectFieldError(response: Response, label: string) {
  const body = (await response.json()) as {
    code: string;
    message: string;
    errors: string[];
    fields: Record<string, string>;
  };
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe('ValidationError');
  expect(body.message).toBe('Invalid request');
  expect(body.errors[0]).toBe(body.message);
  expect(body.errors.slice(1).join(' ')).toContain(`«${label}»`);
  return body;
}

async function captcha() {
  const { id } = (await (await server.fetch('/api/account/Captcha')).json()) as { id: string };
  const { answer } = (await (await server.fetch(`/dev/captcha/${id}`)).json()) as { answer: string };
  return { captchaId: id, captchaAnswer: answer };
}

describe('3. NUL bytes and control characters are refused at the schema layer, never a 500', () => {
  it('AddProfile profileName', async () => {
    const response = await post('/api/ProfileCommand/AddProfile', {
      profileName: 'ab\u0000c',
      avatarPath: '/media/avatars/2.svg',
      ageRange: 7,
    });
    await expectFieldError(response, 'نام عضو');
  });

  it('register-profile firstName', async () => {
    const api = server.client();
    const sent = await api.generateOtp({ phoneNumber: '09180000002' });
    const verified = await api.verifyOtp({
      protect_token: sent!.protect_token,
      code: await lastCode(server, '09180000002'),
    });
    const response = await post(
      '/api/account/register-profile',
      { firstName: '\u0000', lastName: 'x\u001by' },
      verified!.token,
    );
    const body = await expectFieldError(response, 'نام');
    expect(body.errors.join(' ')).toContain('«نام خانوادگی»');
  });

  it('MessageCommand text and captchaId', async () => {
    const fields = { fullName: 'مهمان', contact: 'guest@example.com', subject: 'پرسش', ...(await captcha()) };
    await expectFieldError(
      await post('/api/MessageCommand/Create', { ...fields, text: 'متن پیام با \u0000 در میان' }, null),
      'متن',
    );
    await expectFieldError(
      await post('/api/MessageCommand/Create', { ...fields, text: 'متن پیامی درست', captchaId: 'a\u0000' }, null),
      'شناسهٔ کد امنیتی',
    );
  });

  it('Search and GetStars searchText; verify-otp protect_token', async () => {
    await expectFieldError(await server.fetch('/api/SearchQuery/Search?searchText=%00%00'), 'متن جست‌وجو');
    await expectFieldError(await server.fetch('/api/StarQuery/GetStars?searchText=a%00'), 'متن جست‌وجو');
    await expectFieldError(
      await post('/api/account/verify-otp', { protect_token: 'abc\u0000', code: '123456' }, null),
      'شناسهٔ کد',
    );
  });

  it('tab and line breaks stay allowed in long text', async () => {
    const response = await post('/api/CommentCommand/Create', { videoId: 1, text: 'خط اول\nخط دوم\tپایان' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { text: string }).text).toBe('خط اول\nخط دوم\tپایان');
  });
});

describe('8. bidi controls are neutralised on input', () => {
  it('profile names and comments are stored without them ("gnp.exe" stays "gnp.exe")', async () => {
    const added = await post('/api/ProfileCommand/AddProfile', {
      profileName: 'gnp\u202e.exe\u2066',
      avatarPath: '/media/avatars/3.svg',
      ageRange: 12,
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { profileName: string }).profileName).toBe('gnp.exe');
    const comment = await post('/api/CommentCommand/Create', { videoId: 1, text: '\u202bنظر\u202c \u2067من\u2069' });
    expect(((await comment.json()) as { text: string }).text).toBe('نظر من');
    // ZWNJ and the right-to-left mark are ordinary Persian text, kept.
    const persian = await post('/api/CommentCommand/Create', { videoId: 1, text: 'می\u200cخواهم\u200f ببینم' });
    expect(((await persian.json()) as { text: string }).text).toBe('می\u200cخواهم\u200f ببینم');
  });

  it('a name of bidi controls alone is empty, so refused', async () => {
    const response = await post('/api/ProfileCommand/AddProfile', {
      profileName: '\u202e\u202d',
      avatarPath: '/media/avatars/4.svg',
      ageRange: 12,
    });
    await expectFieldError(response, 'نام عضو');
  });
});

describe('9. the server listens on 127.0.0.1 unless HOST is set', () => {
  it('reads HOST, defaulting to loopback', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('with the default configuration, another address of this machine is refused', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    const { database, drop } = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    const app = await buildApp({ config, database, secret: 'test-secret-test-secret-test-secret!', logger: false });
    try {
      await app.listen({ port: 0, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
      const reach = (host: string) =>
        new Promise<boolean>((resolve) => {
          const socket = connect({ host, port });
          socket.once('connect', () => resolve(socket.destroy() !== undefined));
          socket.once('error', () => resolve(false));
        });
      expect(await reach('127.0.0.1')).toBe(true);
      if (external) expect(await reach(external)).toBe(false);
    } finally {
      await app.close();
      await drop();
    }
    // Its own database boots beside the other suites: seconds on a loaded machine.
  }, 90_000);
});

describe('10. every error in the documented shape', () => {
  const expectShape = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as {
      code: string;
      message: string;
      errors: string[];
      fields: Record<string, string>;
    };
    expect(body).toMatchObject({ code, message: body.errors[0] });
    expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['code', 'errors', 'message']));
  };

  it('headers over the size limit: 431 in the wire shape (not Node\u2019s own body)', async () => {
    await expectShape(
      await server.fetch('/api/MovieQuery/GetTopMovie', { headers: { 'X-Big': 'x'.repeat(20_000) } }),
      431,
      'RequestTooLarge',
    );
    await expectShape(
      await server.fetch(`/api/SearchQuery/Search?searchText=${'x'.repeat(70_000)}`),
      431,
      'RequestTooLarge',
    );
  });

  it('a malformed URL (FST_ERR_BAD_URL): 400 in the wire shape', async () => {
    for (const path of ['/api/%zz', '/api/MovieQuery/%E0%A4%A', '/%c0%ae%c0%ae/']) {
      await expectShape(await server.fetch(path), 400, 'ValidationError');
    }
  });

  it('a body over the limit: 413, not 400', async () => {
    const response = await post('/api/CommentCommand/Create', { videoId: 1, text: 'x'.repeat(200_000) });
    await expectShape(response, 413, 'RequestTooLarge');
  });

  it('issue #26 finding 9: a Node client still sending a 5 MB body reads the 413', async () => {
    const { hostname, port } = new URL(server.url);
    const send = (headers: Record<string, string | number>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: hostname, port, method: 'POST', path: '/api/CommentCommand/Create', headers },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        // 5 MB in 64 KB chunks, paced as a slow mobile upload: the server decides while the client still sends.
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let left = 80;
        const write = () => {
          if (left-- === 0) return void request.end();
          request.write(chunk, () => setTimeout(write, 2));
        };
        write();
      });
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const declared = await send({ ...auth, 'Content-Length': 80 * 64 * 1024 });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).code).toBe('RequestTooLarge');
    const chunked = await send({ ...auth, 'Transfer-Encoding': 'chunked' });
    expect(chunked.status).toBe(413);
  });

  it('a validation error names the field in Persian', async () => {
    const long = await post('/api/ProfileCommand/AddProfile', {
      profileName: 'ن'.repeat(31),
      avatarPath: '/media/avatars/5.svg',
      ageRange: 7,
    });
    const body = await expectFieldError(long, 'نام عضو');
    expect(body.errors[1]).toBe('«نام عضو» باید حداکثر ۳۰ نویسه باشد');
    // Each field at fault, named as in the request, with its sentence: what a form shows beside that input.
    expect(body.fields).toEqual({ profileName: '«نام عضو» باید حداکثر ۳۰ نویسه باشد' });
    const missing = await post('/api/ProfileCommand/AddProfile', { avatarPath: '/media/avatars/5.svg', ageRange: 7 });
    expect((await expectFieldError(missing, 'نام عضو')).fields).toEqual({ profileName: '«نام عضو» لازم است' });
    const both = await post('/api/ProfileCommand/AddProfile', { profileName: '', avatarPath: '', ageRange: 9 });
    expect(Object.keys((await expectFieldError(both, 'نام عضو')).fields).sort()).toEqual([
      'ageRange',
      'avatarPath',
      'profileName',
    ]);
    const age = await post('/api/ProfileCommand/AddProfile', {
      profileName: 'ب',
      avatarPath: '/media/avatars/5.svg',
      ageRange: 9,
    });
    expect((await expectFieldError(age, 'ردهٔ سنی')).errors[1]).toBe('«ردهٔ سنی» معتبر نیست');
    const extra = await post('/api/ProfileCommand/AddProfile', {
      profileName: 'ب',
      avatarPath: '/media/avatars/5.svg',
      ageRange: 7,
      account_id: 2,
    });
    expect((await expectFieldError(extra, 'account_id')).errors[1]).toBe('فیلد «account_id» شناخته نیست');
    const page = await server.fetch('/api/MovieQuery/GetLatestMovies?pageSize=500');
    expect((await expectFieldError(page, 'اندازهٔ صفحه')).fields).toEqual({
      pageSize: '«اندازهٔ صفحه» باید حداکثر ۶۰ باشد',
    });
  });
});

/** A new account switched to a child profile of `ageRange`; answers the child's token. */
async function childToken(phone: string, ageRange: 0 | 7 | 12 | 15) {
  const adult = await signUp(server, phone);
  const child = await server
    .client({ token: adult })
    .addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/6.svg', ageRange });
  const switched = await server.client({ token: adult }).refreshToken({ profileId: child!.id });
  return switched!.token;
}

describe('1. shared lists are narrowed by a present token’s profile', () => {
  const lists = [
    '/api/MovieQuery/GetPopularsMovies?pageSize=60',
    '/api/MovieQuery/GetBestMovies?pageSize=60',
    '/api/MovieQuery/GetUpdatedMovies?pageSize=60',
    '/api/SeriesQuery/GetBestSeries?pageSize=60',
    '/api/SeriesQuery/GetPopularsSeries?pageSize=60',
    '/api/SeriesQuery/GetUpdatedSeries?pageSize=60',
  ];
  const ages = async (response: Response) =>
    ((await response.json()) as { data: { ageRange: number }[] }).data.map((title) => title.ageRange);

  it('a child profile’s token with no AgeRange header sees nothing above its range, before and after a cached anonymous answer', async () => {
    const child = await childToken('09180000010', 7);
    for (const path of lists) {
      // Warm the shared cache with the anonymous answer first: the child must not be served it.
      const anonymous = await ages(await server.fetch(path));
      expect(Math.max(...anonymous), path).toBeGreaterThan(7);
      const response = await server.fetch(path, { headers: { Authorization: `Bearer ${child}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      const seen = await ages(response);
      expect(seen.length, path).toBeGreaterThan(0);
      expect(
        seen.every((age) => age <= 7),
        `${path}: ${seen}`,
      ).toBe(true);
      // …and the anonymous answer stays the full one.
      const after = await server.fetch(path);
      expect(after.headers.get('vary')).toContain('Authorization');
      expect(await ages(after)).toEqual(anonymous);
    }
    const top = await server.fetch('/api/MovieQuery/GetTopMovie', { headers: { Authorization: `Bearer ${child}` } });
    const movie = (await top.json()) as { ageRange: number };
    expect(movie.ageRange).toBeLessThanOrEqual(7);
  });

  it('an invalid token on a shared list is a 401, as everywhere', async () => {
    const response = await server.fetch(lists[0]!, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
  });
});

/** A playlist of the caller's account (multipart with a solved captcha); answers its id. */
async function playlistOf(bearer: string, title: string, privacy = 'Public') {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, Privacy: privacy, ...(await captcha()) })) form.append(k, v);
  const response = await server.fetch('/api/PlayListCommand/Create', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number; title: string }).id;
}

describe('2. playlists never leak age-restricted titles', () => {
  // Fixture ages cycle 0, 7, 12, 15, 18 by movie id: movie 5 is 18+, movie 1 is for all.
  it('a child cannot add an adult title by id (404, not a confirmation it exists)', async () => {
    const child = await childToken('09180000020', 7);
    const id = await playlistOf(child, 'فهرست کودک');
    const adult = await post('/api/PlayListCommand/addItem', { id, foreignKey: 5, type: 'Movie' }, child);
    expect(adult.status).toBe(404);
    expect(((await adult.json()) as { code: string }).code).toBe('NotExistsError');
    const allowed = await post('/api/PlayListCommand/addItem', { id, foreignKey: 1, type: 'Movie' }, child);
    expect(allowed.status).toBe(200);
  });

  it('a child sees neither the hidden items nor their count, and CheckItemInUserPlayLists does not confirm them', async () => {
    const adult = await signUp(server, '09180000021');
    const id = await playlistOf(adult, 'فهرست خانواده');
    for (const foreignKey of [1, 5, 4]) {
      expect((await post('/api/PlayListCommand/addItem', { id, foreignKey, type: 'Movie' }, adult)).status).toBe(200);
    }
    const child = (await server
      .client({ token: adult })
      .addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: 7 }))!;
    const childToken = (await server.client({ token: adult }).refreshToken({ profileId: child.id }))!.token;
    const headers = { Authorization: `Bearer ${childToken}` };
    const info = (await (await server.fetch(`/api/PlayListQuery/GetInfo?id=${id}`, { headers })).json()) as {
      itemCount: number;
    };
    expect(info.itemCount).toBe(1);
    const items = (await (await server.fetch(`/api/PlayListQuery/GetItems?id=${id}`, { headers })).json()) as {
      data: { foreignKey: number }[];
      totalCount: number;
    };
    expect(items.data.map((item) => item.foreignKey)).toEqual([1]);
    expect(items.totalCount).toBe(1);
    // The adult's playlist is the adult member's: not in the child's own list (decision 026).
    const lists = (await (await server.fetch('/api/PlayListQuery/GetUserPlayList', { headers })).json()) as {
      data: { id: number; itemCount: number }[];
    };
    expect(lists.data.find((p) => p.id === id)).toBeUndefined();
    const check = await server.fetch('/api/PlayListQuery/CheckItemInUserPlayLists?foreignKey=5&type=Movie', {
      headers,
    });
    expect(check.status).toBe(404);
    // The adult profile still sees all three.
    const full = (await (
      await server.fetch(`/api/PlayListQuery/GetInfo?id=${id}`, { headers: { Authorization: `Bearer ${adult}` } })
    ).json()) as { itemCount: number };
    expect(full.itemCount).toBe(3);
  });
});

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

describe('7. progress keeps the newest report', () => {
  it('an older report arriving late does not overwrite a newer position', async () => {
    const viewer = await signUp(server, '09180000040');
    const report = (position: number, at: number) =>
      post('/api/VideoCommand/AddUserActivity', { videoId: 1, position, duration: 600, at }, viewer);
    const now = Date.now();
    expect((await report(300, now - 20_000)).status).toBe(200);
    expect((await report(120, now - 30_000)).status).toBe(200);
    const link = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(link.position).toBe(300);
    // A newer one moves it, backwards too (the viewer sought back).
    await report(60, now - 10_000);
    const again = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(again.position).toBe(60);
  });
});

describe('issue #26 finding 5: members act within their age (decision 026)', () => {
  /** An adult account with a child member: both tokens and the child's id. */
  async function family(phone: string) {
    const adult = await signUp(server, phone);
    const child = (await server
      .client({ token: adult })
      .addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: 7 }))!;
    const childToken = (await server.client({ token: adult }).refreshToken({ profileId: child.id }))!.token;
    return { adult, child: childToken };
  }

  it("a child can neither delete nor read the adult's playlists, nor change them; only the maker can", async () => {
    const { adult, child } = await family('09180000050');
    const secret = await playlistOf(adult, 'خصوصی بزرگسال', 'Private');
    const shared = await playlistOf(adult, 'عمومی بزرگسال', 'Public');
    expect((await post('/api/PlayListCommand/Delete', { id: secret }, child)).status).toBe(404);
    expect((await post('/api/PlayListCommand/Delete', { id: shared }, child)).status).toBe(404);
    const info = await server.fetch(`/api/PlayListQuery/GetInfo?id=${secret}`, {
      headers: { Authorization: `Bearer ${child}` },
    });
    expect(info.status).toBe(404);
    const listed = (await (
      await server.fetch('/api/PlayListQuery/GetUserPlayList', { headers: { Authorization: `Bearer ${child}` } })
    ).json()) as { data: { title: string }[] };
    expect(listed.data.map((p) => p.title)).not.toContain('خصوصی بزرگسال');
    expect(
      (await post('/api/PlayListCommand/addItem', { id: shared, foreignKey: 1, type: 'Movie' }, child)).status,
    ).toBe(404);
    // The public one is readable by link, and its maker still deletes it.
    const publicInfo = await server.fetch(`/api/PlayListQuery/GetInfo?id=${shared}`, {
      headers: { Authorization: `Bearer ${child}` },
    });
    expect(((await publicInfo.json()) as { isOwner: boolean }).isOwner).toBe(false);
    expect((await post('/api/PlayListCommand/Delete', { id: shared }, adult)).status).toBe(200);
  });

  it('a child creates no profile, not even with the account code: member management is the adults’ (decision 042)', async () => {
    const { child } = await family('09180000051');
    const response = await post(
      '/api/ProfileCommand/AddProfile',
      { profileName: 'بزرگسال', avatarPath: '/media/avatars/2.svg', ageRange: 18 },
      child,
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: string; protect_token?: string };
    expect(body.code).toBe('AdultOnly');
    // No code is sent to the account's phone for it.
    expect(body.protect_token).toBeUndefined();
  });

  it('a title the member may not see is 404 to removing it from a playlist and to liking its comments', async () => {
    const { adult, child } = await family('09180000052');
    const mine = await playlistOf(child, 'فهرست من');
    const removed = await post(
      '/api/PlayListCommand/removeItemByForeignKey',
      { id: mine, foreignKey: 5, type: 'Movie' },
      child,
    );
    expect(removed.status).toBe(404);
    // A comment on the 18+ movie 5's video, written by the adult.
    const video = await server.database.db
      .selectFrom('videos')
      .select('id')
      .where('kind', '=', 'Movie')
      .where('content_id', '=', 5)
      .executeTakeFirstOrThrow();
    const comment = (await (
      await post('/api/CommentCommand/Create', { videoId: video.id, text: 'عالی بود' }, adult)
    ).json()) as {
      id: number;
    };
    const liked = await post('/api/CommentCommand/like', { commentId: comment.id, type: 1 }, child);
    expect(liked.status).toBe(404);
    expect((await post('/api/CommentCommand/like', { commentId: comment.id, type: 1 }, adult)).status).toBe(200);
  });
});

describe('issue #26 findings 6 and 7: progress in the future and invisible names', () => {
  it('a report dated after the server clock is clamped, so real reports still move the position', async () => {
    const viewer = await signUp(server, '09180000060');
    const report = (position: number, at: number) =>
      post('/api/VideoCommand/AddUserActivity', { videoId: 1, position, duration: 600, at }, viewer);
    expect((await report(500, 4_102_444_800_000)).status).toBe(200);
    expect((await report(42, Date.now() + 1000)).status).toBe(200);
    const link = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(link.position).toBe(42);
  });

  it('names are trimmed before the empty check and refused without a visible letter', async () => {
    for (const name of ['   ', '\u200b\u200b', '\u200c', '\u3164\u3164', '\u00a0\u00a0', '\u2028', ' \u200b\u3164 ']) {
      const response = await post('/api/ProfileCommand/AddProfile', {
        profileName: name,
        avatarPath: '/media/avatars/3.svg',
        ageRange: 0,
      });
      await expectFieldError(response, 'نام عضو');
    }
    const kept = await post('/api/ProfileCommand/AddProfile', {
      profileName: '\u200b نیما\u00a0',
      avatarPath: '/media/avatars/3.svg',
      ageRange: 0,
    });
    expect(((await kept.json()) as { profileName: string }).profileName).toBe('نیما');
  });
});
