/**
 * Issue #40 item 6, spec §8: a film, series, episode or person that is not there is named («اطلاعات این فیلم یافت
 * نشد»), and a page whose data did not load opens the «خطا» dialog: the server's fault (500) is «خطای پیش بینی
 * نشده», only an answer that never came asks to check the connection.
 */
import { errorTexts } from '@parde/api-client';
import { describe, expect, test } from 'vitest';
import { hydrated, setUpHarness } from './helpers';

const e2e = setUpHarness();

describe('pages that cannot show', () => {
  for (const [what, path, heading] of [
    ['film', '/movies-detail/999999', 'اطلاعات این فیلم یافت نشد'],
    ['series', '/shows-details/999999', 'اطلاعات این سریال یافت نشد'],
    ['episode', '/episodes/999999', 'اطلاعات این قسمت یافت نشد'],
    ['person', '/cast-detail/999999', 'اطلاعات این هنرمند یافت نشد'],
  ] as const) {
    test(`a missing ${what} says so, with a 404`, async () => {
      const page = await e2e.newPage();
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.close();
    });
  }

  for (const [name, fail, text] of [
    ['the server’s fault (500)', 500, errorTexts.unexpected],
    ['no answer at all', 0, errorTexts.network],
  ] as const) {
    test(`a page load that fails by ${name} opens «خطا» with its own words`, async () => {
      const page = await e2e.newPage();
      await page.goto('/');
      await hydrated(page);
      await page.route('**/api/MovieQuery/GetById**', (route) =>
        fail === 0 ? route.abort('connectionfailed') : route.fulfill({ status: 500, body: '{}' }),
      );
      const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetPopularsMovies?pageSize=1`)).json()).data[0];
      // In-app navigation (the router hears a history change): the page's loader runs in the browser and fails.
      await page.evaluate((href) => {
        window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', href);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, `/movies-detail/${film.id}`);
      const dialog = page.getByRole('alertdialog', { name: errorTexts.title });
      // A request that got no answer is tried again a few times first.
      await dialog.waitFor({ timeout: 45_000 });
      await expect(dialog.textContent()).resolves.toContain(text);
      await dialog.getByRole('button', { name: errorTexts.close }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    });
  }
});
