/** The contact form (issue #28, D16): what is missing is said beside each field, with no browser bubble. */
import { describe, expect, test } from 'vitest';
import { hydrated, setUpHarness } from './helpers';

const e2e = setUpHarness();

describe('the contact form of issue #28', () => {
  test('D16: the contact form says what is missing beside each field, with no browser bubble', async () => {
    const page = await e2e.newPage();
    await page.goto('/contact-us');
    await hydrated(page);
    await expect(page.getByRole('main').locator('form').first().getAttribute('novalidate')).resolves.not.toBeNull();
    await page.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
    await page.getByLabel('شماره موبایل یا ایمیل').fill('09121234567');
    await page.getByLabel('موضوع').fill('پیشنهاد');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    const text = page.getByLabel('متن پیام');
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(text.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('alert').filter({ hasText: 'لطفاً این بخش را پر کنید.' }).count()).resolves.toBe(2);
  });
});
