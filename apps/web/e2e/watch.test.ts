/** Watching (issue 7): a film plays, resumes where it stopped, shows in «ادامه تماشا», and a tampered link is refused. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { launchChromiumProfile } from '../../../scripts/chromium.mjs';
import { newPhone, setUpHarness, shoot, signIn, startPlaying } from './helpers';

const METRICS_TOKEN = 'metrics-token-of-the-watch-journeys';
const e2e = setUpHarness({ METRICS_TOKEN });
let page: Page;
let movie: { id: number; title: string };

/** A fresh visitor signed in as a new member: each test (and each retry of one) starts from its own. */
async function newMember() {
  page = await e2e.newPage();
  await signIn(page, e2e.url, newPhone());
}

beforeAll(async () => {
  movie = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=1`)).json()) as typeof movie;
});

const currentTime = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

const paused = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused);

/** Opens the watch view from the film's page and waits until playback has passed `seconds`. */
async function playUntil(seconds: number) {
  await page.getByRole('link', { name: 'تماشا', exact: true }).click();
  await page.waitForURL(`**/watch/movie-${movie.id}`);
  await startPlaying(page, seconds);
}

describe('watching a film', () => {
  test('plays, resumes within 2 s of where it stopped, and is listed to continue', async () => {
    await newMember();
    await page.goto(`/movies-detail/${movie.id}`);
    await page.getByRole('heading', { name: movie.title }).waitFor();
    // The first page after sign-in learns the member's age range after its first answers and asks again; the film
    // stays on screen meanwhile (a skeleton in between would also swallow a click on «تماشا»).
    const flashed = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const start = performance.now();
          const frame = () => {
            if (!document.querySelector('h1')) resolve(true);
            else if (performance.now() - start > 2000) resolve(false);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    expect(flashed).toBe(false);

    await playUntil(3);
    // The player fills the window, shows the title once, and has the keyboard focus.
    const player = page.getByRole('region', { name: /^پخش‌کنندهٔ ویدیو/ });
    const box = (await player.boundingBox())!;
    expect([box.width, box.height]).toEqual([1440, 900]);
    expect(await page.getByText(movie.title, { exact: true }).count()).toBe(1);
    expect(await player.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Space pauses and plays again; it never leaves the watch view.
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/watch/movie-${movie.id}`);
    // A click on the timeline seeks there (right to left: 70% of the way from the right end).
    const slider = page.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
    const bar = (await slider.boundingBox())!;
    const duration = await page.locator('video').evaluate((v: HTMLVideoElement) => v.duration);
    await page.mouse.click(bar.x + bar.width * 0.3, bar.y + bar.height / 2);
    await expect.poll(currentTime).toBeGreaterThan(duration * 0.65);
    expect(await paused()).toBe(false);
    // Paused before the screenshot: the demo film is 20 s long, and on a slow machine it would otherwise play on
    // into its credits (finished, so nothing to resume) while the picture is taken.
    await page.keyboard.press('k');
    await expect.poll(paused).toBe(true);
    await shoot(page, 'watch');
    // Back to 10 s from the start: → is forward in time on every page (issue 37), though the bar fills from the right.
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(currentTime).toBeLessThan(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(currentTime).toBeGreaterThanOrEqual(9);
    expect(await paused()).toBe(true);
    const left = await currentTime();
    // Leaving (Back) reports the position (the store sends it at once on leave), and the title page asks for the
    // resume point only after that report is stored.
    await page.goBack();
    await page.getByRole('heading', { name: movie.title }).waitFor();
    // The title page now offers to go on from where the member stopped.
    // Read by its words, so a failure says what the button offered instead.
    const watchLink = page.getByRole('link', { name: /^(ادامهٔ )?تماشا/ }).first();
    await expect.poll(() => watchLink.textContent(), { timeout: 30_000 }).toMatch(/^ادامهٔ تماشا از [۰-۹]{2}:[۰-۹]{2}$/);
    const resume = page.getByRole('link', { name: /^ادامهٔ تماشا از [۰-۹]{2}:[۰-۹]{2}$/ });
    await shoot(page, 'movie-resume');
    await resume.click();
    await page.locator('video').waitFor({ state: 'attached' });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, {
      timeout: 15_000,
    });
    const resumedAt = await currentTime();
    expect(Math.abs(resumedAt - left)).toBeLessThanOrEqual(2);
    // The player's own back button leaves too.
    await page.getByRole('button', { name: 'بازگشت' }).click();
    await page.getByRole('heading', { name: movie.title }).waitFor();

    await page.goto('/');
    const row = page.getByRole('region', { name: /ادامه/ });
    // The card names the film (its visible title shows on hover or focus).
    await row
      .getByRole('link', { name: new RegExp(movie.title) })
      .first()
      .waitFor();
    await shoot(page, 'home-continue');
  });

  test("a member's film page fetches the player before play is pressed, except on a device saving data", async () => {
    /**
     * The watch view's module and hls.js, as `page` fetches them. The player's own helpers (packages/ui `hls.ts`) may
     * get a chunk named `hls-…` too: hls.js is the one of more than 50 kB.
     */
    const playerRequests = (of: Page) => {
      const seen: string[] = [];
      of.on('requestfinished', async (request) => {
        const name = /^\/assets\/(WatchPage|hls)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
        if (name === 'hls' && (await request.sizes()).responseBodySize < 50_000) return;
        if (name) seen.push(name);
      });
      return seen;
    };
    await newMember();
    const fetched = playerRequests(page);
    await page.goto(`/movies-detail/${movie.id}`);
    await page.getByRole('link', { name: 'تماشا', exact: true }).waitFor();
    await expect.poll(() => [...new Set(fetched)].sort(), { timeout: 10_000 }).toEqual(['WatchPage', 'hls']);

    const saver = await e2e.newPage();
    await saver.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
    );
    await signIn(saver, e2e.url, newPhone());
    const saved = playerRequests(saver);
    await saver.goto(`/movies-detail/${movie.id}`);
    // Both are asked for in the same idle moment: once the watch view's module is, hls.js would have been.
    await expect.poll(() => saved, { timeout: 10_000 }).toContain('WatchPage');
    expect(saved).not.toContain('hls');
  });

  test('a tampered or expired stream link is refused', async () => {
    await newMember();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const link = (await (
      await fetch(`${e2e.url}/api/VideoQuery/GetVideoLink?videoId=1`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { url: string };
    const good = await fetch(new URL(link.url, e2e.url));
    expect(good.status).toBe(200);
    const tampered = link.url.replace(/\/(\d+)\/([^/]+)\/master\.m3u8$/, (_m, exp: string, sig: string) => {
      return `/${Number(exp) + 60}/${sig}/master.m3u8`;
    });
    const refused = await fetch(new URL(tampered, e2e.url));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('LinkExpired');
  });
});

describe('a play fetched ahead (decisions 046 and 051)', () => {
  test('a title page fetches the stream ahead on a fast link and waits for a sign of intent on a slow one', async () => {
    await newMember();
    const links: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/VideoQuery/GetVideoLink')) links.push(request.url());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // A round trip of a 3G line: the page fetches no link until the pointer or the focus rests on «تماشا».
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.mouse.move(0, 0);
    await page.goto(`/movies-detail/${movie.id}`);
    const watch = page.getByRole('link', { name: 'تماشا', exact: true });
    await watch.waitFor();
    expect(
      await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
    ).toBe('3g');
    // Two idle periods of the page: what «تماشا» fetches when the page is idle has been fetched.
    const idle = () => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    await idle();
    await idle();
    expect(links).toEqual([]);
    const stream = page.waitForRequest((request) => /\/media\/stream\/.+\/master\.m3u8$/.test(request.url()));
    await watch.hover();
    await stream;
    expect(links).toHaveLength(1);

    // On a fast line the page fetches the link and the stream's start by itself, with no pointer on «تماشا».
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.mouse.move(0, 0);
    const fast = page.waitForRequest((request) => /\/media\/stream\/.+\/master\.m3u8$/.test(request.url()));
    await page.reload();
    await fast;
    expect(links).toHaveLength(2);
    expect(
      await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
    ).toBe('4g');
  });
});

describe('playback quality the team can see (issue 27)', () => {
  test('segment requests carry CMCD in headers, not the URL; one beacon per viewing reaches the figures', async () => {
    await newMember();
    // Same-origin media: CMCD goes in the CMCD-* headers (decision 046), so a URL is the same on every request.
    const segments: { url: URL; cmcd: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The seek thumbnails are the player's own fetches, not hls.js's.
      if (!url.pathname.startsWith('/media/stream/') || /\.m3u8$|\/thumbs\//.test(url.pathname)) return;
      const headers = request.headers();
      const cmcd = ['cmcd-object', 'cmcd-request', 'cmcd-session', 'cmcd-status']
        .map((name) => headers[name])
        .filter(Boolean)
        .join(',');
      segments.push({ url, cmcd });
    });
    await page.goto(`/movies-detail/${movie.id}`);
    await playUntil(1);
    expect(segments.every(({ url }) => !url.searchParams.has('CMCD'))).toBe(true);
    // A prefetch on «تماشا» (decision 046) is no viewing and sends none; the player's requests all do.
    const cmcd = segments.map((segment) => segment.cmcd).filter(Boolean);
    expect(cmcd.length).toBeGreaterThan(0);
    const sid = /sid="([^"]+)"/.exec(cmcd[0] ?? '')?.[1];
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    for (const data of cmcd) expect(data).toContain(`sid="${sid}"`);
    expect(cmcd.every((data) => /(^|,)cid="/.test(data))).toBe(true);
    expect(cmcd.some((data) => /(^|,)bl=\d+/.test(data))).toBe(true);

    // Leaving the watch view sends the viewing's one report, with the same session id, the server's session of the
    // link, and nothing personal.
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/playback/quality'));
    await page.mouse.move(700, 450);
    await page.getByRole('button', { name: 'بازگشت' }).click();
    const report = JSON.parse((await beacon).postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(
      ['failures', 'playbackSession', 'qualitySwitches', 'sessionId', 'stallMs', 'stalls', 'startupMs'].sort(),
    );
    expect(report.sessionId).toBe(sid);
    expect(report.playbackSession).toMatch(/^[A-Za-z0-9_-]{16}\.\d+\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(report.startupMs).toEqual(expect.any(Number));

    const figures = async () =>
      (await fetch(`${e2e.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    await expect.poll(figures).toMatch(/^parde_playback_startup_seconds_count \d+$/m);
    expect(await figures()).toMatch(/^parde_playback_sessions_total [1-9]/m);
    // A beacon out of bounds is refused and counts nothing; the same one again counts once; from another site, or
    // from no page at all, it is refused before it is read (decision 040).
    const counted = await figures();
    const send = (body: unknown, headers: Record<string, string>) =>
      fetch(`${e2e.url}/api/playback/quality`, { method: 'POST', headers, body: JSON.stringify(body) });
    const ours = { 'content-type': 'text/plain', origin: e2e.url, 'sec-fetch-site': 'same-origin' };
    expect((await send({ ...report, stalls: -1, phone: '09120000000' }, ours)).status).toBe(400);
    expect((await send(report, ours)).status).toBe(204);
    expect(
      (await send(report, { ...ours, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect((await send(report, { 'content-type': 'application/json' })).status).toBe(403);
    const sessionsOf = (text: string) => /^parde_playback_sessions_total (\d+)/m.exec(text)?.[1];
    expect(sessionsOf(await figures())).toBe(sessionsOf(counted));
  });
});

describe('the installable app (issue 27)', () => {
  test('the manifest, its icons and the service worker are served with the headers they need', async () => {
    const manifest = await fetch(`${e2e.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as { lang: string; dir: string; display: string; icons: { src: string }[] };
    expect(body).toMatchObject({ lang: 'fa', dir: 'rtl', display: 'standalone', short_name: 'پرده' });
    for (const icon of body.icons) {
      const answer = await fetch(`${e2e.url}${icon.src}`);
      expect([icon.src, answer.status, answer.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }
    const worker = await fetch(`${e2e.url}/sw.js`);
    expect(worker.status).toBe(200);
    // A new deployment's worker is found at the next visit, never held by the HTTP cache.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = (await fetch(`${e2e.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  test('Chromium finds it installable; offline, a visited page reloads and another shows the offline page', async () => {
    // A profile on disk: Chromium never offers to install from an incognito profile, which a new context is.
    const profile = await mkdtemp(join(tmpdir(), 'parde-pwa-'));
    const context = await launchChromiumProfile(chromium, profile, {
      baseURL: e2e.url,
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
    });
    try {
      await installableAndOffline(context);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

async function installableAndOffline(context: BrowserContext) {
  const errors: string[] = [];
  const visitor = context.pages()[0] ?? (await context.newPage());
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto('/movies');
  // Registered after the page's load, then in control of it (clientsClaim on the first install).
  await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(visitor);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);

  // Visited with the worker in control, so kept for the network's absence.
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  const heading = await visitor.getByRole('heading', { level: 1 }).textContent();
  // The connection drops: the offline shell shows over the page as a status region (read out as it appears), with
  // the way to «دانلودها», and goes by itself when the connection comes back.
  await context.setOffline(true);
  const notice = visitor.getByRole('status').filter({ hasText: 'اتصال اینترنت قطع است' });
  await notice.waitFor();
  await notice.getByRole('link', { name: 'دانلودها' }).waitFor();
  await shoot(visitor, 'offline-notice');
  await context.setOffline(false);
  await notice.waitFor({ state: 'hidden' });

  // Offline, the visited page reloads from the worker's cache and its app starts.
  await context.setOffline(true);
  const again = await visitor.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  await visitor.waitForSelector('html[data-ready]', { state: 'attached' });

  // A page never visited: the offline page, in Persian.
  await visitor.goto('/series');
  await visitor.getByRole('heading', { name: 'اتصال اینترنت قطع است' }).waitFor();
  await shoot(visitor, 'offline-page');
  await context.setOffline(false);
  expect(errors).toEqual([]);
}
