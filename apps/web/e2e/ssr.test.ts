/**
 * Server-rendered pages (docs/decisions/017): the raw HTML of every page type (read with no script run) carries
 * its content, title, description, canonical address, link-preview tags and JSON-LD; missing things answer 404
 * with the not-found page; robots.txt and the sitemap; and Chromium hydrates every page type without a warning.
 */
import { describe, expect, test } from 'vitest';
import { homeLists } from '../src/config/home';
import { hold, problemsOf, setUpHarness } from './helpers';

const PUBLIC = 'https://parde.example';
const e2e = setUpHarness({ PUBLIC_URL: PUBLIC });

const api = async <T>(path: string) => (await (await fetch(`${e2e.url}${path}`)).json()) as T;
const html = async (path: string, headers: Record<string, string> = { accept: 'text/html' }) => {
  const response = await fetch(`${e2e.url}${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
};
const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const meta = (text: string, key: string) =>
  attr(text, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.replace(/&amp;/g, '&');
const jsonLd = (text: string) => {
  const block = attr(text, /<script type="application\/ld\+json">(.*?)<\/script>/);
  return block ? (JSON.parse(block) as { '@graph': { '@type': string; [key: string]: unknown }[] })['@graph'] : [];
};
/** The page's markup with every script element removed: what a crawler or a link preview reads. */
const withoutScripts = (text: string) => text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** One of each page type, with an address found through the sitemap and the API as a crawler would. */
async function pageTypes() {
  const chunk = async (name: string) =>
    [...(await html(`/sitemap-${name}-1.xml`)).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      new URL(m[1] ?? '').pathname.replace(/&amp;/g, '&'),
    );
  const [film] = await chunk('movies');
  const [series] = await chunk('series');
  const [episode] = await chunk('episodes');
  const [star] = await chunk('stars');
  const genres = await api<{ data: { id: number }[] }>('/api/GenreQuery/GetMovieGenres');
  const regal = await api<{ data: { id: number; type: string }[] }>('/api/RegalQuery/GetByPosition?position=1');
  const collection = regal.data[0];
  if (!film || !series || !episode || !star || !genres.data[0] || !collection) throw new Error('empty catalogue');
  return [
    { name: 'home', path: '/', ld: ['WebSite'] },
    { name: 'film', path: film, ld: ['Movie', 'BreadcrumbList'], og: 'video.movie' },
    { name: 'series', path: series, ld: ['TVSeries', 'BreadcrumbList'], og: 'video.tv_show' },
    { name: 'episode', path: episode, ld: ['TVEpisode', 'BreadcrumbList'], og: 'video.episode' },
    { name: 'cast list', path: '/cast', ld: [] },
    { name: 'cast page', path: star, ld: ['Person', 'BreadcrumbList'], og: 'profile' },
    { name: 'films', path: '/movies', ld: [] },
    { name: 'series list', path: '/tv-shows', ld: [] },
    { name: 'genres', path: '/genres', ld: [] },
    { name: 'tags', path: '/tags', ld: [] },
    { name: 'genre view-all', path: `/view-all-genre-movies/${genres.data[0].id}`, ld: [] },
    { name: 'home row view-all', path: '/view-all/popular-movies', ld: [] },
    {
      name: 'regal',
      path: `/${collection.type === 'Movie' ? 'movie' : 'series'}-regal-content/${collection.id}`,
      ld: [],
    },
    { name: 'about', path: '/about-us', ld: [] },
    { name: 'faq', path: '/faq', ld: [] },
    { name: 'sign-in', path: '/login', ld: [] },
  ];
}

let pages: Awaited<ReturnType<typeof pageTypes>>;

describe('server-rendered HTML', () => {
  test('every page type arrives drawn, with its own head tags, before any script', async () => {
    pages = await pageTypes();
    const titles = new Set<string>();
    for (const page of pages) {
      const { status, text, headers } = await html(page.path);
      expect(status, page.name).toBe(200);
      expect(headers.get('content-security-policy'), page.name).toContain("script-src 'self'");
      // No executable inline script: only the data block and JSON-LD, both non-executable types.
      for (const [, type] of text.matchAll(/<script\b([^>]*)>[^<]/g))
        expect(type, page.name).toMatch(/type="application\/(json|ld\+json)"/);
      const body = withoutScripts(text);
      const h1 = attr(body, /<h1\b[^>]*>([^<]+)<\/h1>/);
      expect(h1, `${page.name}: an <h1> in the HTML`).toBeTruthy();
      const title = attr(text, /<title>([^<]+)<\/title>/) ?? '';
      expect(title, page.name).toContain('پرده');
      titles.add(title);
      expect(meta(text, 'description')?.length, page.name).toBeGreaterThan(20);
      const canonical = attr(text, /<link rel="canonical" href="([^"]+)"/) ?? '';
      expect(canonical.startsWith(`${PUBLIC}/`), `${page.name}: ${canonical}`).toBe(true);
      expect(meta(text, 'og:url'), page.name).toBe(canonical);
      expect(meta(text, 'og:title'), page.name).toBeTruthy();
      expect(meta(text, 'twitter:card'), page.name).toBeTruthy();
      if (page.og) {
        expect(meta(text, 'og:type'), page.name).toBe(page.og);
        expect(meta(text, 'og:image'), page.name).toMatch(new RegExp(`^${PUBLIC}/media/`));
        expect(meta(text, 'twitter:image'), page.name).toBe(meta(text, 'og:image'));
      }
      const graph = jsonLd(text);
      expect(
        graph.map((node) => node['@type']),
        page.name,
      ).toEqual(page.ld);
    }
    // Each page has its own title (home's is the site's).
    expect(titles.size).toBe(pages.length);
  });

  test("a film's HTML holds its title, synopsis, cast and schema.org Movie", async () => {
    const film = pages.find((page) => page.name === 'film')?.path ?? '';
    const id = Number(/\/movies-detail\/(\d+)/.exec(film)?.[1]);
    const movie = await api<{ title: string; description: string; releaseDate: string }>(
      `/api/MovieQuery/GetById?id=${id}`,
    );
    const stars = await api<{ data: { name: string }[] }>(`/api/MovieQuery/GetStarsById?id=${id}`);
    const { text } = await html(`/movies-detail/${id}`);
    const body = withoutScripts(text);
    expect(attr(body, /<h1\b[^>]*>([^<]+)<\/h1>/)).toBe(movie.title);
    expect(body).toContain(movie.description.slice(0, 40));
    expect(body).toContain(stars.data[0]?.name ?? 'no cast');
    expect(attr(text, /<title>([^<]+)<\/title>/)).toBe(`${movie.title} | پرده`);
    const [node] = jsonLd(text);
    expect(node).toMatchObject({ '@type': 'Movie', name: movie.title, datePublished: movie.releaseDate });
    // The canonical address is the titled one, whatever form was asked for.
    expect(attr(text, /<link rel="canonical" href="([^"]+)"/)).toBe(new URL(film, PUBLIC).href);
  });

  test('unknown addresses and missing titles, episodes and stars answer 404 with the not-found page', async () => {
    for (const path of [
      '/this/address/does-not-exist',
      '/movies-detail/999999',
      '/shows-details/999999-x',
      '/episodes/999999',
      '/cast-detail/999999',
      '/movies-detail/not-a-number',
    ]) {
      const { status, text } = await html(path);
      expect(status, path).toBe(404);
      expect(withoutScripts(text), path).toContain('آدرس یافت نشد');
      expect(attr(text, /<title>([^<]+)<\/title>/), path).toBe('آدرس یافت نشد | پرده');
    }
  });

  test('a client that names no type (curl /) gets the home page; an API client still gets JSON 404s', async () => {
    const plain = await html('/', {});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('text/html');
    expect(plain.text).toContain('<h1');
    const json = await fetch(`${e2e.url}/nothing`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(json.headers.get('content-type')).toContain('application/json');
  });

  test('robots.txt and a sitemap index whose chunks list what a visitor may open', async () => {
    const robots = await html('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Disallow: /profile');
    const index = await html('/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('xml');
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(files).toEqual(expect.arrayContaining([`${PUBLIC}/sitemap-pages.xml`, `${PUBLIC}/sitemap-movies-1.xml`]));
    let urls = 0;
    for (const file of files) {
      const chunk = await html(new URL(file).pathname);
      expect(chunk.status, file).toBe(200);
      urls += [...chunk.text.matchAll(/<url><loc>/g)].length;
    }
    // Every home row's view-all list is a public page: listed, and drawn for a visitor.
    const pages = [...(await html('/sitemap-pages.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const name of Object.keys(homeLists)) {
      expect(pages, name).toContain(`${PUBLIC}/view-all/${name}`);
      expect((await html(`/view-all/${name}`)).status, name).toBe(200);
    }
    expect(pages.filter((page) => page?.includes('/view-all/'))).toHaveLength(Object.keys(homeLists).length);
    const movies = await api<{ totalCount: number }>('/api/MovieQuery/GetUpdatedMovies?pageSize=1');
    expect(urls).toBeGreaterThan(movies.totalCount);
    expect((await html('/sitemap-movies-999.xml')).status).toBe(404);
  });

  test("a signed-in browser's page is drawn for the active member's age range, marked to hide the sign-in link", async () => {
    const firstData = (text: string) =>
      Object.values(
        (
          JSON.parse(
            attr(text, /<script type="application\/json" id="parde-first-data">(.*?)<\/script>/) ?? '{"loaderData":{}}',
          ) as { loaderData: object }
        ).loaderData,
      );
    /** The age ranges of the titles home's first rows and sliders carry. */
    const agesOf = (text: string) =>
      [...JSON.stringify(firstData(text)).matchAll(/"ageRange":(\d+)/g)].map((m) => Number(m[1]));
    // The active member's range named: the catalogue as that range sees it, which any visitor asking for it gets.
    const child = await html('/', { accept: 'text/html', cookie: 'parde_session=7' });
    expect(child.text).toMatch(/<html data-session="7" /);
    expect(agesOf(child.text).length).toBeGreaterThan(0);
    expect(agesOf(child.text).every((age) => age <= 7)).toBe(true);
    // The anonymous page of the same address is another entry, with every range.
    const anonymous = await html('/');
    expect(anonymous.text).not.toMatch(/<html data-session/);
    expect(agesOf(anonymous.text).some((age) => age > 7)).toBe(true);
    // No range named (a cookie of an older app): drawn without catalogue data, which the browser reads itself.
    const unknown = await html('/', { accept: 'text/html', cookie: 'parde_session=1' });
    expect(unknown.text).toMatch(/<html data-session="" /);
    expect(firstData(unknown.text).every((data) => data === null)).toBe(true);
  });

  test('issue 36: a page is index.html with its placeholders filled, and says what an edge may keep', async () => {
    const shared = 'public, max-age=0, s-maxage=10, stale-while-revalidate=290';
    for (const page of [...pages, { name: 'not found', path: '/movies-detail/999999' }]) {
      const { text, headers } = await html(page.path);
      // Every placeholder of index.html filled: one title, the page's; no boot screen; the app started by start.js.
      expect(text, page.name).not.toMatch(/<!--\/?app-/);
      expect(text.match(/<title>/g), page.name).toHaveLength(1);
      expect(text, page.name).not.toContain('class="boot"');
      expect(text, page.name).toMatch(/<script defer src="\/start\.js" data-entry="\/assets\/[\w-]+\.js"><\/script>/);
      expect(text, page.name).not.toContain('data-modules');
      expect(text, page.name).not.toContain('<script type="module"');
      expect(headers.get('cache-control'), page.name).toBe(shared);
      expect(headers.get('vary'), page.name).toBe('Cookie, accept-encoding');
      const member = await html(page.path, { accept: 'text/html', cookie: 'parde_session=1' });
      expect(member.headers.get('cache-control'), page.name).toBe('private, no-cache');
    }
    // A page the browser draws is index.html as built, revalidated on every load.
    const profile = await html('/profile');
    expect(profile.headers.get('cache-control')).toBe('no-cache');
    expect(profile.text).toContain('class="boot"');
    expect(profile.text).toContain('<script type="module"');
  });
});

describe('hydration in Chromium', () => {
  // Every page type in turn, each to a quiet network: longer than one page's timeout.
  test('every page type hydrates without a warning and makes none of the calls it arrived with', async () => {
    pages ??= await pageTypes();
    // The service worker on, as a visitor has it: its registration must not warn either.
    const context = await e2e.browser.newContext({ baseURL: e2e.url, viewport: { width: 1280, height: 900 } });
    for (const entry of pages) {
      const page = await context.newPage();
      const problems = problemsOf(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
      });
      await page.goto(entry.path);
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(problems, entry.name).toEqual([]);
      // The page's first reads came in the HTML (rows further down may load as they near the viewport).
      const before = await page.locator('h1').first().textContent();
      expect(before, entry.name).toBeTruthy();
      if (entry.name === 'film') {
        expect(calls).not.toContain('/api/MovieQuery/GetById');
        expect(calls).not.toContain('/api/MovieQuery/GetStarsById');
      }
      if (entry.name === 'series') expect(calls).not.toContain('/api/SeriesQuery/GetStarsById');
      if (entry.name === 'cast page') expect(calls).not.toContain('/api/StarQuery/GetStarDetail');
      if (entry.name === 'cast list') expect(calls).not.toContain('/api/StarQuery/GetStars');
      if (entry.name === 'home') expect(calls).not.toContain('/api/sliderQuery/GetHomeTopSliders');
      await page.close();
    }
    await context.close();
  }, 240_000);

  test('the footer is drawn by the server, and its code comes once the hydrated page is idle', async () => {
    const page = await e2e.browser.newPage({ baseURL: e2e.url, viewport: { width: 412, height: 823 } });
    const problems = problemsOf(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) chunks.push(new URL(request.url()).pathname);
    });
    // The footer's code held back: the page hydrates without it, its footer still the server's.
    const release = await hold(page, /\/assets\/SiteFooter-[^/]+\.js$/);
    await page.goto('/');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.locator('footer').getByRole('link', { name: 'درباره ما' }).waitFor();
    await expect.poll(() => chunks.some((chunk) => /\/SiteFooter-/.test(chunk))).toBe(true);
    release();
    // Hydrated when its code came: the back-to-top button is the footer's own state.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'بازگشت به بالای صفحه' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  test("a film's comments are asked for as they near the viewport, not while the page is hydrated", async () => {
    const film = pages.find((entry) => entry.name === 'film');
    if (!film) throw new Error('no film page');
    const page = await e2e.browser.newPage({ baseURL: e2e.url, viewport: { width: 412, height: 823 } });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.endsWith('.js')) asked.push(pathname);
    });
    await page.goto(film.path);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/CommentQuery/GetCommentsByVideoId');
    await page.getByRole('heading', { name: /^نظرها/ }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: /^نظرها \(/ }).waitFor();
    expect(asked).toContain('/api/CommentQuery/GetCommentsByVideoId');
    await page.close();
  });

  test('a phone number typed into sign-in before the app has started is kept, and the form sends it', async () => {
    const page = await e2e.browser.newPage({ baseURL: e2e.url });
    // The entry is held back until the number is typed, as on a phone whose JavaScript is still on its way.
    const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
    // Not waiting for `load`: the held entry may be what it waits for.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('شماره موبایل');
    await field.fill('09121234567');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    release();
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    // Drawn again from the page's state, which shows digits in Persian: the state holds the number.
    await expect.poll(() => field.inputValue()).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL(/\/verify-otp/);
    await page.close();
  });

  test('a page scrolled before the app has started stays where the reader is', async () => {
    const page = await e2e.browser.newPage({ baseURL: e2e.url });
    const release = await hold(page, /\/start\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'سریال‌های خارجی به‌روزشده' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    // Within a row's height: the browser's scroll anchoring may follow a change of height above the viewport.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
    // A page the reader goes to next starts at its top (spec §2): a list long enough to keep some of the place.
    await page.getByRole('banner').getByRole('link', { name: 'فیلم‌ها', exact: true }).click();
    await page.waitForURL(/\/movies$/);
    await page.getByRole('heading', { level: 1, name: 'فیلم‌ها' }).waitFor();
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  test("a page links its own stylesheets as well as the entry's, drawn by them before any script runs", async () => {
    pages ??= await pageTypes();
    const context = await e2e.browser.newContext({ baseURL: e2e.url });
    for (const entry of pages.filter((p) => ['home', 'film', 'series', 'faq', 'sign-in'].includes(p.name))) {
      const page = await context.newPage();
      const release = await hold(page, /\/start\.js$/);
      // Not `domcontentloaded`: it waits for the deferred start.js, held here; the document is parsed before that.
      await page.goto(entry.path, { waitUntil: 'commit' });
      await page.waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null),
      );
      const sheets = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => ({
            href: new URL(link.href).pathname,
            rules: link.sheet?.cssRules.length ?? 0,
          })),
        );
      const drawn = await sheets();
      expect(
        drawn.filter((sheet) => sheet.rules === 0),
        entry.name,
      ).toEqual([]);
      release();
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      // Vite's chunk loader adds a page module's stylesheet the server left out: once hydrated, there is none.
      expect(
        (await sheets()).map((sheet) => sheet.href),
        entry.name,
      ).toEqual(drawn.map((sheet) => sheet.href));
      await page.close();
    }
    await context.close();
  });

  test('once the app runs, every stylesheet of the page is on', async () => {
    const page = await e2e.browser.newPage({ baseURL: e2e.url });
    await page.goto('/');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => ({
        on: !link.disabled,
        loaded: link.sheet !== null,
      })),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((sheet) => sheet.on && sheet.loaded)).toBe(true);
    await page.close();
  });

  test('a hydrated page navigates in the browser, and a 404 page leads home', async () => {
    const page = await e2e.browser.newPage({ baseURL: e2e.url });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/movies-detail/999999');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.getByRole('heading', { name: 'اطلاعات این فیلم یافت نشد' }).waitFor();
    await page.getByRole('link', { name: 'بازگشت به خانه' }).click();
    await page.getByRole('heading', { name: 'فیلم‌های برتر' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
