/** Shared set-up of the browser journeys: one site (API + built app), one Chromium, small page helpers. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { toAsciiDigits } from '@parde/fa';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { journeyEnv, type Running, startSite } from './serve.mjs';

export const artifacts = resolve(import.meta.dirname, '../artifacts');

/** The site under test plus a browser; `close` stops both. */
export interface Harness {
  site: Running;
  browser: Browser;
  /**
   * A fresh visitor (own storage) at 1440 × 900, or with `phone` a touch phone at 375 × 812; `serviceWorkers: 'allow'`
   * for a journey that needs the worker; `script: false` for a browser that runs none (what a tap meets before the
   * app has started). A page that runs no script can be read by selectors but not evaluated.
   */
  context(options?: { serviceWorkers?: 'allow' | 'block'; phone?: boolean; script?: boolean }): Promise<BrowserContext>;
  close(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared site (e2e/global-setup.mjs), absent when PARDE_BASE_URL names one. */
    sharedSite?: { url: string; dataDir?: string };
  }
}

/**
 * Starts a browser on the run's shared site, or, when `env` gives the API settings of its own, on a site of its own
 * (the API given `env` besides `journeyEnv`). Files run one after another, so a file has the shared site to itself;
 * each signs in its own new phones, so what one leaves in the database is no other's.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const shared = Object.keys(env).length === 0 ? inject('sharedSite') : undefined;
  const site: Running = shared
    ? { ...shared, stop: async () => {} }
    : await startSite({ env: { ...journeyEnv, ...env } });
  const browser = await launchChromium(chromium);
  mkdirSync(artifacts, { recursive: true });
  const contexts: BrowserContext[] = [];
  return {
    site,
    browser,
    async context({ serviceWorkers = 'block', phone = false, script = true } = {}) {
      const context = await browser.newContext({
        baseURL: site.url,
        javaScriptEnabled: script,
        ...(phone
          ? { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }
          : { viewport: { width: 1440, height: 900 } }),
        locale: 'fa-IR',
        // Journeys hold, refuse and count requests; a service worker would answer some from its cache, out of their
        // sight. The downloads journeys ask for it; the installable-app test opens a profile of its own (watch.test.ts).
        serviceWorkers,
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await site.stop();
    },
  };
}

/** What a journey file shares: one site and browser, and the pages whose uncaught errors fail the file. */
export interface Journey {
  readonly harness: Harness;
  /** The site's address, for API calls made beside the pages. */
  readonly url: string;
  readonly browser: Browser;
  /** The file's first page: a fresh visitor at 1440 × 900. */
  readonly page: Page;
  /** Another page, in `context` or else a fresh visitor's, whose uncaught errors also fail the file. */
  newPage(context?: BrowserContext): Promise<Page>;
}

/**
 * The set-up of a journey file, called once at its top: starts the site and browser and opens the first page before
 * the file's own `beforeAll`; after its tests, fails the file on any uncaught page error (a crash no test looked for)
 * and stops everything, also when that check fails. `env` goes to the API besides the harness's own.
 */
export function setUpHarness(env: Record<string, string> = {}): Journey {
  let harness: Harness | undefined;
  let first: Page | undefined;
  const errors: string[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The harness starts in beforeAll: use it inside hooks and tests.');
    return value;
  };
  const journey: Journey = {
    get harness() {
      return ready(harness);
    },
    get url() {
      return ready(harness).site.url;
    },
    get browser() {
      return ready(harness).browser;
    },
    get page() {
      return ready(first);
    },
    async newPage(context) {
      const page = await (context ?? (await ready(harness).context())).newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
  beforeAll(async () => {
    harness = await startHarness(env);
    first = await journey.newPage();
  });
  afterAll(async () => {
    try {
      expect(errors).toEqual([]);
    } finally {
      await harness?.close();
    }
  });
  return journey;
}

/**
 * Runs a statement in the API's own embedded database (the harness's DATA_DIR), for what no endpoint does and a
 * journey cannot wait out (a grant 30 days old, the minute between two codes); answers the rows it touched.
 */
export async function inApiDatabase(journey: Journey, statement: string, values: unknown[]) {
  const dir = journey.harness.site.dataDir;
  if (!dir) throw new Error('This journey needs the API the harness starts (PARDE_BASE_URL unset).');
  const password = readFileSync(join(dir, 'postgres-password'), 'utf8').trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const port = Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'parde' });
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount;
  } finally {
    await client.end();
  }
}

/** Lets the server's one-code-a-minute rule pass for `phone` without waiting the minute out, as the API's suites do. */
export async function forgetLastSend(journey: Journey, phone: string) {
  const aged = await inApiDatabase(
    journey,
    `UPDATE otp_throttle SET last_sent_at = last_sent_at - interval '61 seconds' WHERE right(phone, 10) = right($1, 10)`,
    [phone],
  );
  if (!aged) throw new Error(`No code was sent to ${phone} yet`);
}

/** A new Iranian mobile number for this run. */
let serial = 0;
export function newPhone() {
  serial += 1;
  return `0912${String(Date.now() % 1_000_000).padStart(6, '0')}${serial % 10}`.slice(0, 11);
}

/**
 * The code of the newest SMS to `phone` sent after `since` (dev outbox), waiting for it to arrive. The site and this
 * process share a clock, so no margin: with one, a sign-in code sent a moment before a step-up was taken for the
 * step-up's own while that had not arrived yet.
 */
export async function otpFor(siteUrl: string, phone: string, since: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = (await (await fetch(`${siteUrl}/dev/outbox?phone=${phone}`)).json()) as {
      data: { text: string; createdAt: string }[];
    };
    const latest = answer.data[0];
    if (latest && Date.parse(latest.createdAt) >= since) {
      const code = /(\d{6})/.exec(toAsciiDigits(latest.text))?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No code reached ${phone}`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

/** The answer of a captcha (dev route), by its id. */
export async function captchaAnswer(siteUrl: string, id: string): Promise<string> {
  const answer = (await (await fetch(`${siteUrl}/dev/captcha/${encodeURIComponent(id)}`)).json()) as { answer: string };
  return answer.answer;
}

/** Waits for the next captcha the page asks for and returns its id. */
export async function nextCaptchaId(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/account/Captcha') && r.ok()),
    trigger(),
  ]);
  return ((await response.json()) as { id: string }).id;
}

// Debian's Chromium 156 paints a blank page in headless screenshots while the header's closed menu has a
// `max-block-size` in `dvh` units; the page itself is fine. Screenshots override that one declaration.
const screenshotFix = 'header nav { max-block-size: none !important; }';

/** Saves the visible page at 1440 px and at 375 px into artifacts/, then restores the viewport. */
export async function shoot(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.addStyleTag({ content: screenshotFix });
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: resolve(artifacts, `${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize(original);
}

/**
 * Waits until React has taken over the server-rendered page: typing or clicking earlier acts on inert HTML (the
 * typed text is lost to hydration and the click does nothing), which made sign-in journeys flaky on a busy machine.
 */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/**
 * Waits until the page's video has played more than `seconds`, pressing the big play button when the browser did not
 * start it. Counted from `video.played`: a resume point moves currentTime without playing, and the player's
 * controls appear only once the video really plays.
 */
export async function startPlaying(page: Page, seconds = 0.1) {
  const playedMore = (least: number) => {
    const ranges = document.querySelector('video')?.played;
    let sum = 0;
    for (let i = 0; i < (ranges?.length ?? 0); i++) sum += (ranges?.end(i) ?? 0) - (ranges?.start(i) ?? 0);
    return sum > least;
  };
  await page.locator('video').waitFor({ state: 'attached' });
  const started = await page
    .waitForFunction(playedMore, 0, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  // The player's own big play button: a page may list other «پخش …» buttons (the downloads page does).
  if (!started) {
    await page
      .getByRole('region', { name: /^پخش‌کنندهٔ ویدیو/ })
      .getByRole('button', { name: /^پخش «/ })
      .click();
  }
  // A loaded machine may take a while to buffer the stream.
  await page.waitForFunction(playedMore, seconds, { timeout: 30_000 });
}

/**
 * Waits until the page's service worker is active. A page whose navigation crosses the worker's activation stays
 * uncontrolled (clients.claim takes only documents already there), so a journey that needs the worker opens its
 * next page after this.
 */
export async function workerActive(page: Page) {
  // Not waitForFunction: it takes the promise an async predicate returns for a truthy answer and returns at once.
  // Nor expect.poll: journeys call this from their beforeAll too.
  const active = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  for (const since = Date.now(); !(await active()); await page.waitForTimeout(100)) {
    if (Date.now() - since > 30_000) throw new Error('the service worker was not active after 30 s');
  }
}

/** Signs in through the UI (phone → code), registering the phone first when it is new. */
export async function signIn(
  page: Page,
  siteUrl: string,
  phone: string,
  options: { names?: { first: string; last: string }; screenshots?: boolean } = {},
) {
  const names = options.names ?? { first: 'مریم', last: 'احمدی' };
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('شماره موبایل').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await page.waitForURL(/\/verify-otp/);
  const code = await otpFor(siteUrl, phone, since);
  if (options.screenshots) await shoot(page, 'verify-otp');
  await typeCode(page, code);
  await page.waitForURL((url) => !url.pathname.startsWith('/verify-otp'));
  if (new URL(page.url()).pathname === '/register') {
    if (options.screenshots) await shoot(page, 'register');
    await page.getByLabel('نام', { exact: true }).fill(names.first);
    await page.getByLabel('نام خانوادگی').fill(names.last);
    await page.getByRole('button', { name: 'ساخت حساب' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');
  }
}

/** Types a six-digit code into the OTP boxes (focus moves on by itself). */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('رقم ۱ از ۶').click();
  await page.keyboard.type(code);
}

/**
 * Holds matching requests until `release()` is called: a slow server, as a viewer on a poor line meets it. Held on a
 * context, the requests of its pages' service workers are held too.
 */
export async function hold(target: Page | BrowserContext, url: string | RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The errors and warnings a page logs and the exceptions it throws, as they come. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** This device's record of a download of the video (decision 033: one per member; one member here). */
export const storedRecord = (page: Page, videoId: number) =>
  page.evaluate(async (id) => {
    const [name] = (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-m'));
    if (!name) return undefined;
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((k) => k.url.endsWith(`/${id}.json`));
    return key && ((await cache.match(key))?.json() as Promise<Record<string, unknown>>);
  }, videoId);

/** Signs out from the account menu, answering the warning with «پاک کردن و خروج» (the device's downloads go). */
export async function signOutDeletingDownloads(page: Page) {
  await page.getByRole('button', { name: /^حساب کاربری/ }).click();
  await page.getByRole('button', { name: 'خروج', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'خروج از حساب' })
    .getByRole('button', { name: 'پاک کردن و خروج' })
    .click();
}

/**
 * The signed-in account's adult adds a child's member (7+) and chooses it on this page (a narrower range needs no
 * code); the page is home once it is the child's.
 */
export async function chooseNewChild(page: Page, siteUrl: string) {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const added = await fetch(`${siteUrl}/api/ProfileCommand/AddProfile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ profileName: 'کودک', avatarPath: '/media/avatars/3.svg', ageRange: 7 }),
  });
  expect(added.ok).toBe(true);
  await page.goto('/select-member');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: /کودک/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
