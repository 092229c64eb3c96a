import { once } from 'node:events';
import { createServer } from 'node:http';
import { endpoints } from '@parde/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { KavenegarSms } from '../src/services/sms';
import { freshDatabase, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ env: { CORS_ORIGINS: 'https://parde.example', FLOOD_CAP_SCALE: '1' } });
  token = await signUp(server, '09140000001');
});
afterAll(() => server?.close());

const served = Object.entries(endpoints).filter(
  ([name]) => !['getVideoLink', 'getHomeContinue', 'addUserActivity'].includes(name),
);

const hostile = [
  "' OR 1=1 --",
  '1; DROP TABLE titles; --',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e999',
  '9999999999999',
  'NaN',
  '%00',
  '\u202eتست',
  'x'.repeat(600),
];

/** Every error answer: a 4xx/503 in the wire shape, never a 500 or a stack trace. */
async function expectWireError(response: Response, context: string) {
  const text = await response.text();
  expect(response.status, `${context} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = JSON.parse(text);
    expect(typeof body.code, context).toBe('string');
    expect(body.message, context).toBe(body.errors[0]);
    expect(text, context).not.toMatch(/at .+\.(ts|js):\d+/);
  }
}

describe('no input yields a 500', () => {
  it('hostile query values on every read endpoint', async () => {
    for (const [name, meta] of served) {
      if (meta.method !== 'GET') continue;
      for (const value of hostile) {
        const params = new URLSearchParams();
        for (const key of [
          'id',
          'pageNumber',
          'pageSize',
          'CountryOfOrigin',
          'genreId',
          'tagId',
          'seasonId',
          'episodeId',
          'position',
          'needTotalCount',
          'searchText',
          'videoId',
          'foreignKey',
          'type',
          'ageRange',
          'PageSize',
        ]) {
          params.set(key, value);
        }
        const response = await server.fetch(`${meta.path}?${params}`, {
          // Headers carry Latin-1 only; a non-Latin value goes in the query alone.
          headers: { Authorization: `Bearer ${token}`, AgeRange: /^[\x20-\x7e]*$/.test(value) ? value : 'x' },
        });
        await expectWireError(response, `${name} ${value.slice(0, 20)}`);
        if (response.status === 200)
          expect(name).toMatch(
            /^(getMovieGenres|getSeriesGenres|getMovieTags|getSeriesTags|getTopMovie|getHomeTopSliders|getHomeBottomSliders|getCaptcha|checkToken|getStars|search|getPlaybackSettings|getCaptionStyle|getDevices|getDownloads|getAccountDownloads|getAccount|getPasskeys)$/,
          );
      }
    }
  });

  it('broken, wrong-typed, oversized and over-posted bodies on every write endpoint', async () => {
    const bodies: [string, string][] = [
      ['bad json', '{"phoneNumber": '],
      ['array', '[]'],
      ['null', 'null'],
      ['string', '"x"'],
      [
        'wrong types',
        JSON.stringify({ id: 'abc', profileId: [], phoneNumber: 12, code: {}, type: 'like', videoId: -5 }),
      ],
      [
        'sql',
        JSON.stringify({
          id: "1' OR '1'='1",
          text: "'; DELETE FROM comments; --",
          title: '<img src=x onerror=alert(1)>',
        }),
      ],
      ['nested', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
      ['huge', JSON.stringify({ text: 'x'.repeat(200_000) })],
    ];
    for (const [name, meta] of served) {
      if (meta.method !== 'POST') continue;
      for (const [label, body] of bodies) {
        const response = await server.fetch(meta.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body,
        });
        await expectWireError(response, `${name} ${label}`);
        expect(response.status, `${name} ${label}`).toBeGreaterThanOrEqual(400);
      }
      const plain = await server.fetch(meta.path, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${token}` },
        body: 'hello',
      });
      await expectWireError(plain, `${name} text/plain`);
    }
  });

  it('an overlong URL is refused by the HTTP layer, not a 500', async () => {
    const response = await server.fetch(`/api/SearchQuery/Search?searchText=${'x'.repeat(70_000)}`);
    expect([414, 431]).toContain(response.status);
  });

  it('refuses fields the schema does not name (no mass assignment)', async () => {
    const response = await server.fetch('/api/ProfileCommand/AddProfile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        profileName: 'الف',
        avatarPath: '/media/avatars/1.svg',
        ageRange: 7,
        account_id: 1,
        slot: 1,
      }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('ValidationError');
  });

  it('unknown routes answer 404 "Not found" in the wire shape', async () => {
    const response = await server.fetch('/api/Nope/Nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NotFound',
      message: 'Not found',
      errors: ['Not found'],
      requestId: response.headers.get('x-request-id'),
    });
  });
});

/** Every header helmet or the API set may send. */
const SECURITY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

describe('HTTP hardening', () => {
  it('sends security headers: the REST set on API answers, the page set on everything else', async () => {
    const api = await server.fetch('/api/MovieQuery/GetTopMovie');
    expect(Object.fromEntries([...api.headers].filter(([name]) => SECURITY_HEADERS.has(name)))).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
    });
    // An error answer too.
    const missing = await server.fetch('/api/MovieQuery/GetById?id=999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Pages (the web app, the API's HTML reference) keep helmet's set.
    for (const path of ['/', '/api/docs/']) {
      const page = await server.fetch(path, { headers: { Accept: 'text/html' } });
      // Issue #26 finding 10: one framing header, the CSP's, never an X-Frame-Options beside it.
      expect(page.headers.get('x-frame-options'), path).toBeNull();
      expect(page.headers.get('content-security-policy'), path).toContain('frame-ancestors');
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(page.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(page.headers.get('strict-transport-security'), path).toBeTruthy();
    }
  });

  it('marks shared lists cacheable by everyone, and nothing personal', async () => {
    const shared = await server.fetch('/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic');
    expect(shared.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(shared.headers.get('vary')).toContain('AgeRange');
    const personal = await server.fetch('/api/MovieQuery/GetById?id=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(personal.headers.get('cache-control') ?? '').not.toContain('public');
    const [a, b] = [await server.client().getCaptcha(), await server.client().getCaptcha()];
    expect(a!.id).not.toBe(b!.id);
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await server.fetch('/api/MovieQuery/GetTopMovie', { headers: { Origin: 'https://parde.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://parde.example');
    expect(allowed.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Request-Id');
    const denied = await server.fetch('/api/MovieQuery/GetTopMovie', { headers: { Origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the OpenAPI document with every served endpoint, and a docs page', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const [, meta] of served) expect(Object.keys(doc.paths)).toContain(meta.path);
    expect((await server.fetch('/api/docs/')).status).toBe(200);
  });

  it('serves generated media cached a day, then revalidated by ETag (its drawing follows the title)', async () => {
    for (const path of [
      '/media/posters/movie-1.svg',
      '/media/backdrops/series-2.svg',
      '/media/portraits/star-1.svg',
      '/media/stills/episode-1.svg',
      '/media/genres/genre-1.svg',
      '/media/avatars/12.svg',
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const etag = response.headers.get('etag')!;
      const again = await server.fetch(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    }
    for (const path of [
      '/media/posters/movie-999.svg',
      '/media/avatars/13.svg',
      '/media/posters/../../etc/passwd',
      '/media/x/y.svg',
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
    // Served as files the seed wrote: never sniffed. A missing one is a 404 in the error shape, and for a
    // browser's <img> (image types in Accept) a 404 whose body is a placeholder picture.
    expect((await server.fetch('/media/posters/movie-1.svg')).headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await server.fetch('/media/posters/movie-999.svg');
    expect(((await missing.json()) as { code: string }).code).toBe('NotExistsError');
    const forImg = await server.fetch('/media/posters/movie-999.svg', {
      headers: { Accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(forImg.status).toBe(404);
    expect(forImg.headers.get('content-type')).toContain('image/svg+xml');
    expect(forImg.headers.get('vary')).toContain('Accept');
    expect(await forImg.text()).toMatch(/^<svg /);
  });
});

describe('flood caps', () => {
  it('caps contact messages per client address per hour', async () => {
    const api = server.client();
    const send = async () => {
      const captcha = await api.getCaptcha();
      const { answer } = (await (await server.fetch(`/dev/captcha/${captcha!.id}`)).json()) as { answer: string };
      return api.createMessage({
        fullName: 'مهمان',
        contact: 'guest@example.com',
        subject: 'پیام',
        text: 'متن پیامی برای آزمایش سقف ارسال.',
        captchaId: captcha!.id,
        captchaAnswer: answer,
      });
    };
    for (let i = 0; i < 10; i++) await send();
    const error = await send().catch((e: { status: number; body?: { code: string } }) => e);
    expect(error).toMatchObject({ status: 429, body: { code: 'TooManyRequests' } });
  });
});

describe('configuration and providers', () => {
  it('production refuses the dev SMS provider and a missing JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /refused in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'k' })).toThrow(
      /JWT_SECRET/,
    );
  });

  // Builds its own database, whose migrations wait their turn behind other files' (test/helper.ts).
  it('the Kavenegar adapter calls the provider, and a provider failure is a 503', async () => {
    const received: { url: string; body: string }[] = [];
    let fail = false;
    const fake = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ url: request.url ?? '', body });
        response.writeHead(fail ? 500 : 200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ return: { status: fail ? 500 : 200, message: fail ? 'error' : 'تایید شد' } }));
      });
    });
    fake.listen(0, '127.0.0.1');
    await once(fake, 'listening');
    const address = fake.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const sms = new KavenegarSms({
      provider: 'kavenegar',
      apiKey: 'secret-key',
      template: 'parde-otp',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    const withProvider = await startServer({ sms });
    try {
      const api = withProvider.client();
      const sent = await api.generateOtp({ phoneNumber: '09150000001' });
      expect(sent!.protect_token).toBeTruthy();
      expect(received[0]!.url).toBe('/v1/secret-key/verify/lookup.json');
      const form = new URLSearchParams(received[0]!.body);
      expect(form.get('receptor')).toBe('09150000001');
      expect(form.get('token')).toMatch(/^\d{6}$/);
      expect(form.get('template')).toBe('parde-otp');
      // The code reaches only the provider: the dev outbox stays empty.
      const outbox = (await (await withProvider.fetch('/dev/outbox?phone=09150000001')).json()) as { data: unknown[] };
      expect(outbox.data).toEqual([]);

      fail = true;
      const response = await withProvider.fetch('/api/account/generate-otp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '09150000002' }),
      });
      expect(response.status).toBe(503);
      // Its own code, so the viewer is told to use a passkey instead (decision 044).
      expect((await response.json()).code).toBe('SmsUnavailable');
    } finally {
      await withProvider.close();
      fake.close();
    }
  });

  // Builds its own database, whose migrations wait their turn behind other files' (test/helper.ts).
  it('in production there are no dev routes, and no token, code or phone reaches the log', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const { database, drop } = await freshDatabase();
    const sms = { name: 'dev' as const, sendCode: async () => {} };
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        SMS_PROVIDER: 'kavenegar',
        SMS_API_KEY: 'k',
        // Each request is logged only at debug (at info they are counted in /metrics).
        LOG_LEVEL: 'debug',
      }),
      database,
      secret: 'p'.repeat(40),
      sms,
      logger: { stream },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox?phone=09120000001' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/captcha/abc' })).statusCode).toBe(404);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/account/generate-otp',
        payload: { phoneNumber: '09160000001' },
      });
      expect(sent.statusCode).toBe(200);
      await app.inject({
        method: 'GET',
        url: '/api/user/CheckToken',
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-token-text.sig' },
      });
      const log = lines.join('\n');
      expect(log).toContain('request completed');
      expect(log).not.toContain('secret-token-text');
      expect(log).not.toContain('09160000001');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests while closing', async () => {
    const closing = await startServer();
    let received = 0;
    const allReceived = new Promise<void>((resolve) => {
      closing.app.server.on('request', () => {
        received += 1;
        if (received === 20) resolve();
      });
    });
    const inFlight = Array.from({ length: 20 }, () => closing.fetch('/api/MovieQuery/GetBestMovies?pageSize=60'));
    await allReceived;
    const closed = closing.close();
    const statuses = await Promise.all(inFlight.map(async (r) => (await r).status));
    await closed;
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
