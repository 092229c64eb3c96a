/** Issue 18's journeys: the profile picker after sign-in, feedback toasts (also over a dialog), empty states. */
import { beforeAll, describe, expect, test } from 'vitest';
import { forgetLastSend, hydrated, newPhone, otpFor, setUpHarness, shoot, signIn, typeCode } from './helpers';

const e2e = setUpHarness();
/** An account made through the API with two profiles. */
const family = newPhone();
/** A phone registered through the pages, with one profile. */
const newcomer = newPhone();

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${e2e.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, string>>;
}

beforeAll(async () => {
  const since = Date.now();
  const { protect_token } = await post('/api/account/generate-otp', { phoneNumber: family });
  const code = await otpFor(e2e.url, family, since);
  const { token: temp } = await post('/api/account/verify-otp', { protect_token, code });
  const { token } = await post('/api/account/register-profile', { firstName: 'سهراب', lastName: 'کیانی' }, temp);
  await post(
    '/api/ProfileCommand/AddProfile',
    { profileName: 'کودک', avatarPath: '/media/avatars/3.svg', ageRange: 7 },
    token,
  );
});

const userMenu = () => e2e.page.getByRole('button', { name: /^حساب کاربری/ });

describe('profiles and feedback (issue 18)', () => {
  test('a new account (one profile) lands home, the header showing its profile', async () => {
    await signIn(e2e.page, e2e.url, newcomer, { names: { first: 'نگار', last: 'صدری' } });
    expect(new URL(e2e.page.url()).pathname).toBe('/');
    // The one profile's initial is on the toggle once the member list has answered.
    await e2e.page.getByRole('button', { name: /^حساب کاربری نگار صدری، عضو / }).waitFor();
  });

  test('adding, editing and deleting a member each say so in a toast', async () => {
    await e2e.page.goto('/add-member');
    await hydrated(e2e.page);
    await e2e.page.getByLabel('نام عضو').fill('آرش');
    await e2e.page.getByLabel('ردهٔ سنی').selectOption({ label: '۱۲ سال به بالا' });
    await e2e.page.getByRole('button', { name: 'افزودن', exact: true }).click();
    await e2e.page.waitForURL(/\/profile$/);
    await e2e.page
      .getByRole('status')
      .filter({ hasText: /«\u2068?آرش\u2069?» به اعضای حساب افزوده شد/ })
      .waitFor();
    await shoot(e2e.page, 'member-added-toast');

    let since = Date.now();
    await e2e.page.locator('li', { hasText: 'آرش' }).getByRole('button', { name: 'ویرایش' }).click();
    await e2e.page.waitForURL(/\/edit-member-otp$/);
    await typeCode(e2e.page, await otpFor(e2e.url, newcomer, since));
    await e2e.page.waitForURL(/\/edit-member\/\d+$/);
    await e2e.page.getByLabel('نام عضو').fill('آرش کوچک');
    await e2e.page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await e2e.page.waitForURL(/\/profile$/);
    await e2e.page
      .getByRole('status')
      .filter({ hasText: /تغییرات «\u2068?آرش کوچک\u2069?» ذخیره شد/ })
      .waitFor();

    since = Date.now();
    await e2e.page.locator('li', { hasText: 'آرش کوچک' }).getByRole('button', { name: 'حذف' }).click();
    await e2e.page.getByRole('button', { name: 'ارسال کد و حذف' }).click();
    await e2e.page.waitForURL(/\/delete-member-otp$/);
    await typeCode(e2e.page, await otpFor(e2e.url, newcomer, since));
    await e2e.page.waitForURL(/\/profile$/);
    await e2e.page
      .getByRole('status')
      .filter({ hasText: /«\u2068?آرش کوچک\u2069?» از اعضای حساب حذف شد/ })
      .waitFor();
  });

  test('an error raised inside a dialog is a toast above its backdrop, usable without closing the dialog', async () => {
    await e2e.page.goto('/movies-detail/1');
    await hydrated(e2e.page);
    await e2e.page.getByRole('button', { name: 'افزودن به فهرست' }).click();
    await e2e.page.getByRole('dialog', { name: 'افزودن به فهرست پخش' }).waitFor();
    await e2e.page.getByRole('button', { name: 'فهرست تازه' }).click();
    const form = e2e.page.getByRole('dialog', { name: 'فهرست پخش تازه' });
    await form.getByLabel('نام فهرست').fill('شب‌های جمعه');
    await form.getByLabel('کد امنیتی').fill('00000');
    await form.getByRole('button', { name: 'ساخت فهرست' }).click();
    const toast = e2e.page.getByRole('alert').filter({ hasText: 'کد امنیتی وارد شده اشتباه است' });
    await toast.waitFor();
    await shoot(e2e.page, 'toast-over-dialog');
    // The topmost element at the toast's centre is the toast: a modal dialog's backdrop is not drawn over it.
    const onTop = await toast.evaluate((card) => {
      const rect = card.getBoundingClientRect();
      return card.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
    });
    expect(onTop).toBe(true);
    await toast.getByRole('button', { name: 'بستن اعلان' }).click();
    await toast.waitFor({ state: 'detached' });
    await expect(form.isVisible()).resolves.toBe(true);
    // The open forms are session settings (spec §3): close them, or the next page opens with them.
    await form.getByRole('button', { name: 'انصراف' }).click();
    const picker = e2e.page.getByRole('dialog', { name: 'افزودن به فهرست پخش' });
    await picker.getByRole('button', { name: 'بستن' }).first().click();
    await picker.waitFor({ state: 'hidden' });
  });

  test('an account with several profiles is asked who is watching after sign-in, and the header shows the choice', async () => {
    await e2e.page.goto('/');
    await hydrated(e2e.page);
    await userMenu().click();
    await e2e.page.getByRole('button', { name: 'خروج' }).click();
    await e2e.page.getByRole('link', { name: 'ورود / ثبت‌نام' }).waitFor();
    await e2e.page.goto('/login');
    await hydrated(e2e.page);
    await e2e.page.getByLabel('شماره موبایل').fill(family);
    await forgetLastSend(e2e, family);
    const since = Date.now();
    await e2e.page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await e2e.page.waitForURL(/\/verify-otp/);
    await typeCode(e2e.page, await otpFor(e2e.url, family, since));
    await e2e.page.waitForURL(/\/select-member$/);
    const picker = e2e.page.getByRole('region', { name: 'چه کسی تماشا می‌کند؟' });
    await picker.getByRole('button', { name: /کودک/ }).waitFor();
    await expect(picker.getByRole('button').count()).resolves.toBe(2);
    await expect(picker.getByRole('button', { name: /سهراب/ }).getAttribute('aria-current')).resolves.toBe('true');
    await shoot(e2e.page, 'profile-picker');
    await picker.getByRole('button', { name: /کودک/ }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/');
    const toggle = e2e.page.getByRole('button', { name: 'حساب کاربری سهراب کیانی، عضو کودک' });
    await expect(toggle.locator('img').getAttribute('src')).resolves.toBe('/media/avatars/3.svg');
  }, 120_000);

  test('the child profile is offered no empty tag, and an empty tag page and list each offer a next step', async () => {
    // The active profile is the 7+ child chosen above; the counts are per age range.
    const tags = (await (
      await fetch(`${e2e.url}/api/TagQuery/GetMovieTags`, { headers: { AgeRange: '7' } })
    ).json()) as { data: { id: number; title: string; count: number }[] };
    const empty = tags.data.find((tag) => tag.count === 0);
    const full = tags.data.find((tag) => tag.count > 0);
    if (!empty || !full) throw new Error('The demo catalogue needs tags with and without 7+ films');

    await e2e.page.goto('/tags');
    await hydrated(e2e.page);
    const movieTags = e2e.page.getByRole('region', { name: 'برچسب‌های فیلم' });
    await movieTags
      .getByRole('link', { name: new RegExp(full.title) })
      .first()
      .waitFor();
    await expect(movieTags.getByRole('link', { name: /\(۰\)/ }).count()).resolves.toBe(0);
    await expect(movieTags.locator(`a[href="/view-all-tag-movies/${empty.id}"]`).count()).resolves.toBe(0);

    // Reached by an old link, an empty tag says so and points on.
    await e2e.page.goto(`/view-all-tag-movies/${empty.id}`);
    await e2e.page.getByText('فعلاً فیلمی در این برچسب برای نمایش نیست').waitFor();
    await shoot(e2e.page, 'empty-tag');
    await e2e.page.getByRole('main').getByRole('link', { name: 'برچسب‌های دیگر' }).click();
    await e2e.page.waitForURL(/\/tags$/);

    await e2e.page.goto('/playlist');
    await e2e.page.getByText('هنوز فهرست پخشی ندارید').waitFor();
    await shoot(e2e.page, 'empty-playlists');
    await e2e.page.getByRole('main').getByRole('link', { name: 'گشتن در فیلم‌ها' }).click();
    await e2e.page.waitForURL(/\/movies$/);
  });
});
