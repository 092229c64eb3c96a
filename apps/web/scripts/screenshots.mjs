// Screenshots of every route at a phone (375 px) and a desktop (1440 px) width, for looking at the whole site at
// once (issue #18). Uses the built API and web app (`pnpm build` first) with a fresh embedded database, or the
// site at PARDE_BASE_URL. Usage:
//   node scripts/screenshots.mjs [out-dir] [route-filter]
//   e.g. node scripts/screenshots.mjs /tmp/shots movie      (only routes whose name contains "movie")
// Signed-in routes (profile, playlists) are taken after signing in through the dev SMS outbox.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { startSite } from '../e2e/serve.mjs';

const outDir = resolve(process.argv[2] ?? 'screenshots');
const only = process.argv[3] ?? '';
const widths = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
];

/** Public routes: name → address (ids of the seeded catalogue). */
const publicRoutes = {
  home: '/',
  movies: '/movies',
  'movies-domestic': '/movies?country=Domestic',
  'tv-shows': '/tv-shows',
  'movie-detail': '/movies-detail/1',
  'show-detail': '/shows-details/1',
  episode: '/episodes/1',
  'movie-regal': '/movie-regal-content/1',
  'series-regal': '/series-regal-content/2',
  genres: '/genres',
  tags: '/tags',
  'tag-movies': '/view-all-tag-movies/1',
  'genre-movies': '/view-all-genre-movies/1',
  cast: '/cast',
  'cast-detail': '/cast-detail/1',
  pricing: '/pricing',
  about: '/about-us',
  contact: '/contact-us',
  faq: '/faq',
  terms: '/terms-of-use',
  blogs: '/blogs',
  'blog-detail': '/blogs-detail',
  login: '/login',
  'not-found': '/no-such-page',
};
const signedInRoutes = {
  profile: '/profile',
  playlists: '/playlist',
  devices: '/devices',
  downloads: '/downloads',
  'add-member': '/add-member',
};

/** Debian's headless Chromium paints a blank page while the closed phone menu has a `dvh` block size (see e2e/helpers). */
const screenshotFix = 'header nav { max-block-size: none !important; }';

const toAscii = (text) => text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** Signs a new phone in through the login page with the code read from the dev outbox, registering it. */
async function signIn(page, siteUrl, phone) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('شماره موبایل').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await page.waitForURL(/\/verify-otp/);
  let code;
  for (let i = 0; i < 60 && !code; i++) {
    const answer = await (await fetch(`${siteUrl}/dev/outbox?phone=${phone}`)).json();
    const latest = answer.data[0];
    if (latest && Date.parse(latest.createdAt) >= since - 1000) code = /(\d{6})/.exec(toAscii(latest.text))?.[1];
    if (!code) await new Promise((done) => setTimeout(done, 200));
  }
  if (!code) throw new Error(`no sign-in code reached ${phone}`);
  await page.getByLabel('رقم ۱ از ۶').click();
  await page.keyboard.type(code);
  await page.waitForURL((url) => !url.pathname.startsWith('/verify-otp'));
  if (new URL(page.url()).pathname === '/register') {
    await page.addStyleTag({ content: screenshotFix });
    await page.screenshot({ path: `${outDir}/register-${page.viewportSize().width}.png`, fullPage: true });
    await page.getByLabel('نام', { exact: true }).fill('مریم');
    await page.getByLabel('نام خانوادگی').fill('احمدی');
    await page.getByRole('button', { name: 'ساخت حساب' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');
  }
}

async function shoot(context, siteUrl, routes, width) {
  const page = await context.newPage();
  for (const [name, path] of Object.entries(routes)) {
    if (only && !name.includes(only)) continue;
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' }).catch(() => {});
    // Lazy rows load as they come near the viewport: scroll through once, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.addStyleTag({ content: screenshotFix });
    await page.evaluate(() => document.fonts.ready);
    const file = `${outDir}/${name}-${width.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}

await mkdir(outDir, { recursive: true });
const site = await startSite();
const browser = await launchChromium(chromium);
try {
  for (const width of widths) {
    const viewport = { width: width.width, height: width.height };
    const visitor = await browser.newContext({ viewport, locale: 'fa-IR', reducedMotion: 'reduce' });
    await shoot(visitor, site.url, publicRoutes, width);
    await visitor.close();
    if (Object.keys(signedInRoutes).some((name) => !only || name.includes(only))) {
      const member = await browser.newContext({ viewport, locale: 'fa-IR', reducedMotion: 'reduce' });
      const page = await member.newPage();
      await signIn(
        page,
        site.url,
        `0912${String(Date.now() % 1_000_000).padStart(6, '0')}${width.name.length}`.slice(0, 11),
      );
      await page.close();
      await shoot(member, site.url, signedInRoutes, width);
      await member.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
