/**
 * Issue #40 item 5: sign-in before the app has started. A number typed and sent (Enter) while the page is still the
 * server's HTML is not lost to a native GET (`/login?phone=…`): the form waits for the app and keeps what was typed.
 * And the phone field keeps a number pasted or filled in any form the server takes.
 */
import { describe, expect, test } from 'vitest';
import { hold, hydrated, newPhone, setUpHarness } from './helpers';

const e2e = setUpHarness();

describe('sign-in before the app starts', () => {
  test('Enter before the scripts have run sends nothing and keeps the number; the app then sends it', async () => {
    const page = await e2e.newPage();
    const release = await hold(page, /\/assets\/.*\.js$/);
    const phone = newPhone();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) requests.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('شماره موبایل');
    await field.fill(phone);
    await field.press('Enter');
    await page.waitForTimeout(1000);
    // No native submission: still /login, no query, the number still there.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expect(requests.filter((url) => url.includes('phone='))).toEqual([]);
    await expect(field.inputValue()).resolves.toContain(phone.slice(-4));

    release();
    await hydrated(page);
    await expect(field.inputValue()).resolves.not.toBe('');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL(/\/verify-otp/);
    await page.close();
  });

  test('a number pasted as «+98 912 345 6789» is kept whole', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await hydrated(page);
    const field = page.getByLabel('شماره موبایل');
    // Autofill and a paste both set the field's text at once, as `fill` does.
    await field.fill('+98 912 345 6789');
    await expect(field.inputValue()).resolves.toBe('۰۹۱۲۳۴۵۶۷۸۹');
    await field.fill('+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹');
    await expect(field.inputValue()).resolves.toBe('۰۹۱۲۳۴۵۶۷۸۹');
    await page.close();
  });
});
