/**
 * Members (issues 18 and #28): a new member's age range is chosen, never a child's by default (D4); a switch's code
 * page reopens after leaving it (D5); a child's star page names no title the child may not see.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { chooseNewChild, hydrated, newPhone, otpFor, setUpHarness, shoot, signIn } from './helpers';

const e2e = setUpHarness();
const phone = newPhone();

beforeAll(async () => {
  await signIn(e2e.page, e2e.url, phone);
});

describe('members of issue #28', () => {
  test('D4: a new member’s age range is chosen, never a child’s by default', async () => {
    const { page } = e2e;
    await page.goto('/add-member');
    await hydrated(page);
    const age = page.getByLabel('ردهٔ سنی');
    await expect(age.inputValue()).resolves.toBe('');
    await page.getByLabel('نام عضو').fill('کودک');
    await page.getByRole('button', { name: 'افزودن', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'ردهٔ سنی این عضو را انتخاب کنید.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-member');
    await expect(age.evaluate((select) => select === document.activeElement)).resolves.toBe(true);
    await shoot(page, 'add-member-age');
    await age.selectOption({ label: '۷ سال به بالا' });
    await page.getByRole('button', { name: 'افزودن', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText('کودک', { exact: true }).waitFor();
  });

  test('D5: after leaving a switch’s code page, choosing the member again reopens it', async () => {
    const { page } = e2e;
    await page.goto('/select-member');
    await page.getByRole('main').getByRole('button', { name: /کودک/ }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/select-member');
    const since = Date.now();
    await page.getByRole('main').getByRole('button', { name: /مریم/ }).click();
    await page.waitForURL(/\/select-member-otp$/);
    const code = await otpFor(e2e.url, phone, since);
    // Left by the address bar: the page's memory goes with it.
    await page.goto('/');
    await page.goto('/select-member');
    await page.getByRole('main').getByRole('button', { name: /مریم/ }).click();
    await page.waitForURL(/\/select-member-otp$/);
    await page.getByText(/ارسال دوباره تا .* ثانیهٔ دیگر/).waitFor();
    await page.getByLabel('رقم ۱ از ۶').click();
    await page.keyboard.type(code);
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('a star page for a child', () => {
  test('names no title the child may not see, in the bio as in the credits', async () => {
    const detail = async (id: number, age?: number) =>
      (await (
        await fetch(`${e2e.url}/api/StarQuery/GetStarDetail?id=${id}`, {
          headers: age === undefined ? {} : { AgeRange: String(age) },
        })
      ).json()) as { name: string; bio: string; credits: { title: { title: string } }[] };
    // A star whose bio (as written) names a film or series a seven-year-old's profile does not see.
    const stars = (await (await fetch(`${e2e.url}/api/StarQuery/GetStars?pageSize=50`)).json()) as {
      data: { id: number }[];
    };
    let found: { id: number; hidden: string } | undefined;
    for (const { id } of stars.data) {
      const [adult, child] = [await detail(id), await detail(id, 7)];
      const seen = new Set(child.credits.map((credit) => credit.title.title));
      const hidden = [...adult.bio.matchAll(/«([^»]+)»/g)].map((m) => m[1] ?? '').find((title) => !seen.has(title));
      if (hidden && child.credits.length > 0) {
        found = { id, hidden };
        break;
      }
    }
    if (!found) throw new Error('no star in the seeded catalogue names an adult title in its bio');

    // A new account of its own gets a child's profile (7+) and switches to it (a narrower range needs no code).
    const page = await e2e.newPage();
    await signIn(page, e2e.url, newPhone());
    await chooseNewChild(page, e2e.url);

    // The page arrives drawn for the child's range (the session cookie names it): the hidden title is in no byte.
    const arrived = (await (await page.goto(`/cast-detail/${found.id}`))?.text()) ?? '';
    expect(arrived).toMatch(/<html data-session="7" /);
    expect(arrived).not.toContain(found.hidden);
    await hydrated(page);
    const childBio = (await detail(found.id, 7)).bio;
    const main = () => page.locator('main').evaluate((element) => element.textContent ?? '');
    await expect.poll(main, { timeout: 15_000 }).toContain(childBio);
    expect(await main()).not.toContain(found.hidden);
    await shoot(e2e.page, 'star-for-a-child');
  });
});
