/**
 * Hostile input is stopped at the schema layer (issue #15, decision 016): NUL bytes and control characters are
 * refused, bidi controls neutralised, invisible names refused (issue #26), and every error answers in the documented
 * shape; bad page numbers, ids and long parameters are a 400 on every endpoint (issue 35).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, postJson, signUp, solvedCaptcha, startServer, type TestServer } from './helper';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09180000001', { firstName: 'رها', lastName: 'امینی' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, bearer: string | null = token) => postJson(server, path, body, bearer);

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
    const fields = {
      fullName: 'مهمان',
      contact: 'guest@example.com',
      subject: 'پرسش',
      ...(await solvedCaptcha(server)),
    };
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

describe('issue #26 finding 7: invisible names', () => {
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
describe('refused input is a 4xx everywhere', () => {
  it('bad page numbers, ids and long parameters answer 400 in the wire shape, never a 5xx', async () => {
    const long = 'خ'.repeat(300);
    const paths = [
      `/api/SearchQuery/Search?searchText=${encodeURIComponent(long)}`,
      '/api/SearchQuery/Search?searchText=خانه&pageNumber=101',
      '/api/MovieQuery/GetById?id=abc',
      '/api/MovieQuery/GetById?id=0',
      '/api/MovieQuery/GetById?id=99999999999999999999',
      '/api/MovieQuery/GetBestMovies?pageNumber=100001',
      '/api/MovieQuery/GetBestMovies?pageNumber=-1',
      '/api/MovieQuery/GetBestMovies?pageSize=1.5',
      `/api/StarQuery/GetStarDetail?id=${long}`,
      '/api/SeriesQuery/GetEpisodesBySeasonId?seasonId=1e999',
    ];
    for (const path of paths) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { code: string }).code, path).toBe('ValidationError');
    }
  });
});
