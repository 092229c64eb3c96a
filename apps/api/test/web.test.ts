import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCsp, webRoutes } from '../src/routes/web/routes';
import { HOME_LIST_PAGES } from '../src/routes/web/sitemap';
import { startServer, type TestServer } from './helper';

const INDEX =
  '<!doctype html><html lang="fa" dir="rtl"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
// Big enough to be worth compressing.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `پرده-${i}`))};\n`;

const PRE_BR = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const PRE_GZ = gzipSync(SCRIPT, { level: 9 });

const EMPTY_GENRE = 9901;
let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'parde-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  // What the web build writes: the file and its precompressed twins.
  writeFileSync(join(dist, 'assets', 'pre-def456.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'pre-def456.js.br'), PRE_BR);
  writeFileSync(join(dist, 'assets', 'pre-def456.js.gz'), PRE_GZ);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startServer({ env: { WEB_DIST: dist } });
  // A genre with no titles: its list page is empty, so the sitemap leaves it out.
  await server.database.db.insertInto('genres').values({ id: EMPTY_GENRE, title: 'بی‌فیلم', slug: 'empty' }).execute();
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A GET whose body is not decoded, so the encoding on the wire can be checked. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('production serving of the web app', () => {
  it('answers index.html for every client route, revalidated, under a strict CSP', async () => {
    for (const path of [
      '/movies',
      '/movie/12/some-title',
      '/login/%2Fprofile?x=1',
      '/index.html',
      '/movies-detail/x',
    ]) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(webCsp(''));
      expect(await response.text()).toBe(INDEX);
    }
    expect(webCsp('')).toContain("script-src 'self'; style-src 'self' 'unsafe-inline';");
    expect(webCsp('')).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
  });

  it('without a server renderer in the build, every page is index.html; robots.txt and the sitemap are served', async () => {
    const home = await server.fetch('/', { headers: html });
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-security-policy')).toBe(webCsp(''));
    expect(await home.text()).toBe(INDEX);
    // `curl /` names no type: it gets the page too.
    expect(await (await server.fetch('/movies')).text()).toBe(INDEX);
    const robots = await (await server.fetch('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    const index = await (await server.fetch('/sitemap.xml')).text();
    expect(index).toContain('/sitemap-pages.xml</loc>');
    expect(index).toContain('/sitemap-movies-1.xml</loc>');
    // The site's pages, home's view-all lists among them.
    const pages = await (await server.fetch('/sitemap-pages.xml')).text();
    expect(pages).toMatch(/<loc>http:\/\/localhost:\d+\/movies<\/loc>/);
    for (const name of HOME_LIST_PAGES) expect(pages).toContain(`/view-all/${name}</loc>`);
    const [film] =
      (await server.client({ token: null, ageRange: null }).getPopularMovies({ pageNumber: 1, pageSize: 1 }))?.data ??
      [];
    const films = await (await server.fetch('/sitemap-movies-1.xml')).text();
    expect(films).toContain(`/movies-detail/${film?.id}-`);
    expect((await server.fetch('/sitemap-movies-99.xml', { headers: html })).status).toBe(404);
  });

  it("lists the list pages a visitor can open: each genre's and tag's films and series, and regal collections", async () => {
    const pages = await (await server.fetch('/sitemap-pages.xml')).text();
    const listed = (prefix: string) =>
      [...pages.matchAll(new RegExp(`<loc>http://localhost:\\d+/${prefix}/(\\d+)</loc>`, 'g'))]
        .map((match) => Number(match[1]))
        .sort((a, b) => a - b);
    const visitor = server.client({ token: null, ageRange: null });
    // Each genre or tag with something of that kind, as the genres and tags pages count them for a visitor.
    const withTitles = (answer: { data: { id: number; count: number }[] } | undefined) =>
      (answer?.data ?? [])
        .filter((item) => item.count > 0)
        .map((item) => item.id)
        .sort((a, b) => a - b);
    expect(listed('view-all-genre-movies')).toEqual(withTitles(await visitor.getMovieGenres()));
    expect(listed('view-all-genre-tvshows')).toEqual(withTitles(await visitor.getSeriesGenres()));
    expect(listed('view-all-tag-movies')).toEqual(withTitles(await visitor.getMovieTags()));
    expect(listed('view-all-tag-tvshows')).toEqual(withTitles(await visitor.getSeriesTags()));
    expect(listed('view-all-genre-movies').length).toBeGreaterThan(0);
    expect(listed('view-all-genre-movies')).not.toContain(EMPTY_GENRE);
    // Each regal collection listed shows something to a visitor.
    const regal = [...listed('movie-regal-content'), ...listed('series-regal-content')];
    expect(regal.length).toBeGreaterThan(0);
    for (const id of regal) {
      const content = await visitor.getRegalContent({ id, pageNumber: 1, pageSize: 1 });
      expect(content?.data.length).toBe(1);
    }
  });

  it('keeps hashed assets for a year and other top-level files revalidated', async () => {
    const script = await server.fetch('/assets/app-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);
    const icon = await server.fetch('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const missing = await server.fetch('/assets/app-zzz999.js', { headers: html });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NotFound');
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await rawGet('/assets/app-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await rawGet('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await rawGet('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("sends the build's precompressed twins as they are, and the plain file to a client that takes neither", async () => {
    const br = await rawGet('/assets/pre-def456.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(PRE_BR)).toBe(true);
    const gzip = await rawGet('/assets/pre-def456.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(PRE_GZ)).toBe(true);
    const plain = await rawGet('/assets/pre-def456.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves /api, /media and /dev to the server, and non-HTML requests get the JSON 404', async () => {
    for (const path of ['/api/NoSuchQuery/Nothing', '/api', '/media/nothing/here/at-all', '/dev/nothing/here']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect((await response.json()).code, path).toBe('NotFound');
    }
    const json = await server.fetch('/movie/12', { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(404);
    // The API keeps its own policy, not the web app's.
    const health = await server.fetch('/api/health');
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('names a media CDN in the CSP, and serves nothing without a build', async () => {
    const csp = webCsp('https://cdn.example.com/parde');
    expect(csp).toContain("media-src 'self' blob: data: https://cdn.example.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    const bare = Fastify();
    expect(await webRoutes(bare, join(dist, 'no-such-folder'), '')).toBe(false);
    expect((await bare.inject({ url: '/', headers: html })).statusCode).toBe(404);
    await bare.close();
  });
});

describe('pages rendered on the server, as kept', () => {
  let rendered: string;
  let app: ReturnType<typeof Fastify>;
  const page = (url: string, member: boolean, ageRange: number | null = null) =>
    `<!doctype html><html lang="fa"><body${member ? ` data-session="${ageRange ?? ''}"` : ''}><ul>${Array.from(
      { length: 400 },
      (_, i) => `<li class="card">فیلم ${i % 37} — ${url}</li>`,
    ).join('')}</ul></body></html>`;
  beforeAll(async () => {
    rendered = mkdtempSync(join(tmpdir(), 'parde-ssr-'));
    mkdirSync(join(rendered, 'ssr'));
    writeFileSync(join(rendered, 'index.html'), INDEX);
    // A stand-in for apps/web's server renderer (the @parde/renderer contract): a page per address, a 404 for
    // /missing, a visitor's 429 for /busy and a 503 for /down.
    writeFileSync(
      join(rendered, 'ssr', 'server.js'),
      `const page = ${page.toString()};
const refused = { '/missing': 404, '/busy': 429, '/down': 503 };
export function createRenderer() {
  return async ({ url, member, ageRange }) =>
    (globalThis.pardeRenders = (globalThis.pardeRenders ?? 0) + 1) &&
    refused[url.split('/').slice(0, 2).join('/')]
      ? { status: refused[url.split('/').slice(0, 2).join('/')], html: '<!doctype html><p>نیست</p>' }
      : { status: 200, html: page(url, member, ageRange) };
}`,
    );
    app = Fastify();
    await webRoutes(app, rendered, '');
  });
  afterAll(async () => {
    await app?.close();
    rmSync(rendered, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });
  /** An anonymous page, as an edge may keep it: fresh as long as this instance's copy, then stale while revalidated. */
  const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=290';

  it('issue 36: tells an edge it may keep an anonymous page, and nothing of a member or a refusal', async () => {
    for (const path of ['/movies-detail/8', '/missing/8']) {
      const anonymous = await get(path);
      expect(anonymous.headers['cache-control'], path).toBe(SHARED);
      expect(anonymous.headers.vary, path).toBe('Cookie, accept-encoding');
      // The member's variant is the browser's own; a bearer token makes a member too.
      const members: Record<string, string>[] = [
        { cookie: 'theme=dark; parde_session=1' },
        { authorization: 'Bearer x' },
      ];
      for (const headers of members) {
        const member = await get(path, headers);
        expect(member.headers['cache-control'], path).toBe('private, no-cache');
        expect(member.headers.vary, path).toBe('Cookie, accept-encoding');
      }
    }
    // Any other cookie leaves a visitor anonymous.
    expect((await get('/movies-detail/8', { cookie: 'theme=dark' })).headers['cache-control']).toBe(SHARED);
    // One visitor's budget and a failed render are kept by nobody.
    for (const [path, status] of [
      ['/busy/1', 429],
      ['/down/1', 503],
    ] as const) {
      for (const cookie of ['', 'parde_session=1']) {
        const refused = await get(path, { cookie });
        expect([refused.statusCode, refused.headers['cache-control']], path).toEqual([status, 'no-store']);
      }
    }
    // The page the browser renders (no server renderer here) stays revalidated on every load.
    expect((await server.fetch('/', { headers: html })).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers every encoding with one entity tag, and a matching If-None-Match with 304', async () => {
    const html = page('/movies-detail/7', false);
    const br = await get('/movies-detail/7', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(SHARED);
    expect(br.headers.vary).toBe('Cookie, accept-encoding');
    expect(br.headers['content-security-policy']).toBe(webCsp(''));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const gzip = await get('/movies-detail/7', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get('/movies-detail/7');
    expect(plain.body).toBe(html);
    expect([gzip.headers.etag, plain.headers.etag]).toEqual([etag, etag]);

    for (const given of [etag, `W/"other", ${etag}`, etag.slice(2)]) {
      const again = await get('/movies-detail/7', { 'accept-encoding': 'br', 'if-none-match': given });
      expect(again.statusCode, given).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(SHARED);
      expect(again.headers.vary).toBe('Cookie, accept-encoding');
    }
    expect((await get('/movies-detail/7', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // A member's page is another page, with its own tag.
    const member = await get('/movies-detail/7', { cookie: 'parde_session=1', 'if-none-match': etag });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).not.toBe(etag);
    expect(member.body).toBe(page('/movies-detail/7', true));
    // A not-found page is never a 304.
    const missing = await get('/missing/1');
    expect(missing.statusCode).toBe(404);
    const missingAgain = await get('/missing/1', { 'if-none-match': missing.headers.etag as string });
    expect(missingAgain.statusCode).toBe(404);
  });

  it('issue #26 finding 4: keeps pages by route and known parameters; a cache-buster renders nothing', async () => {
    const renders = () => (globalThis as { pardeRenders?: number }).pardeRenders ?? 0;
    const first = await get('/shows-details/3?utm_source=a');
    expect(first.body).toBe(page('/shows-details/3', false));
    const before = renders();
    for (let i = 0; i < 20; i++) {
      const again = await get(`/shows-details/3?utm_source=x${i}&fbclid=${i}`);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(renders()).toBe(before);
    // Known parameters still make another page, in one order whatever order they come in.
    expect((await get('/movies?utm_source=z&country=Foreign&page=2')).body).toBe(
      page('/movies?page=2&country=Foreign', false),
    );
    const rendersNow = renders();
    await get('/movies?page=2&country=Foreign');
    expect(renders()).toBe(rendersNow);
    // The search page's text and kind are the page: two searches are two pages.
    expect((await get('/search?type=Series&q=%DA%A9%D9%85%D8%AF%DB%8C&utm_source=z')).body).toBe(
      page('/search?q=%DA%A9%D9%85%D8%AF%DB%8C&type=Series', false),
    );
  });

  it("issue 40: a member's page is drawn for the age range the cookie names, and kept once per range", async () => {
    const renders = () => (globalThis as { pardeRenders?: number }).pardeRenders ?? 0;
    const path = '/movies-detail/21';
    for (const range of [0, 7, 12, 15, 18]) {
      const member = await get(path, { cookie: `theme=dark; parde_session=${range}` });
      expect(member.body, String(range)).toBe(page(path, true, range));
      expect(member.headers['cache-control']).toBe('private, no-cache');
    }
    const before = renders();
    expect((await get(path, { cookie: 'parde_session=7' })).body).toBe(page(path, true, 7));
    expect(renders()).toBe(before);
    // A cookie an older app wrote, or one naming no range: a member whose catalogue the browser reads itself.
    for (const hint of ['1', 'member', '99', '7x', '-7']) {
      expect((await get(path, { cookie: `parde_session=${hint}` })).body, hint).toBe(page(path, true, null));
    }
    // A bearer token names no range; an emptied cookie is a visitor.
    expect((await get(path, { authorization: 'Bearer x' })).body).toBe(page(path, true, null));
    expect((await get(path, { cookie: 'parde_session=' })).body).toBe(page(path, false));
  });

  it('issue 35: every spelling of a list or search address is one kept page and one render', async () => {
    const renders = () => (globalThis as { pardeRenders?: number }).pardeRenders ?? 0;
    const first = await get('/tv-shows?page=3&genre=4&country=Domestic');
    expect(first.body).toBe(page('/tv-shows?page=3&genre=4&country=Domestic', false));
    const before = renders();
    for (const spelling of [
      '/tv-shows?page=03&genre=4&country=Domestic',
      '/tv-shows?country=Domestic&genre=004&page=3&utm_source=x',
      '/tv-shows?page=3&genre=4&country=Domestic&type=Bogus',
    ]) {
      expect((await get(spelling)).headers.etag, spelling).toBe(first.headers.etag);
    }
    expect(renders()).toBe(before);
    // Page 1 is the page without `page`; filters the page ignores are not part of it.
    await get('/tv-shows');
    const bare = renders();
    for (const spelling of ['/tv-shows?page=1', '/tv-shows?genre=abc', '/tv-shows?country=Mars', '/tv-shows?q=']) {
      expect((await get(spelling)).body, spelling).toBe(page('/tv-shows', false));
    }
    expect(renders()).toBe(bare);
    // Every page number that is not one is one refused address (the page answers it 400), not one page each.
    await get('/tv-shows?page=abc');
    const refused = renders();
    for (const spelling of ['/tv-shows?page=-1', '/tv-shows?page=1.5', '/tv-shows?page=x9', '/tv-shows?page=0']) {
      expect((await get(spelling)).body, spelling).toBe(page('/tv-shows?page=0', false));
    }
    expect(renders()).toBe(refused);
    expect((await get('/search?q=%20%DA%A9%D9%85%D8%AF%DB%8C%20')).body).toBe(
      page('/search?q=%DA%A9%D9%85%D8%AF%DB%8C', false),
    );
  });
});
