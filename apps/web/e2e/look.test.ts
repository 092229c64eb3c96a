/** Issue 18's journeys: the profile picker after sign-in, feedback toasts (also over a dialog), empty states. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Harness,
  hydrated,
  newPhone,
  otpFor,
  shoot,
  signIn,
  startHarness,
  typeCode,
  watchErrors,
} from './helpers';

let harness: Harness;
let page: Page;
let errors: string[];
/** An account made through the API with two profiles; its sign-in code went out at `familyCodeAt`. */
const family = newPhone();
let familyCodeAt = 0;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${harness.site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, string>>;
}

beforeAll(async () => {
  harness = await startHarness();
  page = await (await harness.context()).newPage();
  errors = watchErrors(page);
  familyCodeAt = Date.now();
  const { protect_token } = await post('/api/account/generate-otp', { phoneNumber: family });
  const code = await otpFor(harness.site.url, family, familyCodeAt);
  const { token: temp } = await post('/api/account/verify-otp', { protect_token, code });
  const { token } = await post('/api/account/register-profile', { firstName: 'سهراب', lastName: 'کیانی' }, temp);
  await post(
    '/api/ProfileCommand/AddProfile',
    { profileName: 'کودک', avatarPath: '/media/avatars/3.svg', ageRange: 7 },
    token,
  );
});

afterAll(async () => {
  expect(errors).toEqual([]);
  await harness?.close();
});

const userMenu = () => page.getByRole('button', { name: /^حساب کاربری/ });

describe('who is watching', () => {
  test('a new account (one profile) lands home, the header showing its profile', async () => {
    await signIn(page, harness.site.url, newPhone(), { names: { first: 'نگار', last: 'صدری' } });
    expect(new URL(page.url()).pathname).toBe('/');
    // The one profile's initial is on the toggle once the member list has answered.
    await page.getByRole('button', { name: /^حساب کاربری نگار صدری، نمایهٔ / }).waitFor();
  });

  test('an account with several profiles is asked who is watching after sign-in, and the header shows the choice', async () => {
    await userMenu().click();
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.getByRole('link', { name: 'ورود / ثبت‌نام' }).waitFor();
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('شماره موبایل').fill(family);
    // The server's rule (one code a minute per phone) is what this waits for, not the page.
    await new Promise((done) => setTimeout(done, Math.max(0, familyCodeAt + 61_000 - Date.now())));
    const since = Date.now();
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL(/\/verify-otp/);
    await typeCode(page, await otpFor(harness.site.url, family, since));
    await page.waitForURL(/\/select-member$/);
    const picker = page.getByRole('region', { name: 'چه کسی تماشا می‌کند؟' });
    await picker.getByRole('button', { name: /کودک/ }).waitFor();
    await expect(picker.getByRole('button').count()).resolves.toBe(2);
    await expect(picker.getByRole('button', { name: /سهراب/ }).getAttribute('aria-current')).resolves.toBe('true');
    await shoot(page, 'profile-picker');
    await picker.getByRole('button', { name: /کودک/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const toggle = page.getByRole('button', { name: 'حساب کاربری سهراب کیانی، نمایهٔ کودک' });
    await expect(toggle.locator('img').getAttribute('src')).resolves.toBe('/media/avatars/3.svg');
  }, 120_000);
});
