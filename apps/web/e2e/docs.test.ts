/** The documentation the product serves: Storybook at /storybook/, the api-client reference at /api-client/, and
 * Swagger UI at /api/docs/, each opened in the browser without a console error (a CSP refusal is one). */
import { resolve } from 'node:path';
import type { ConsoleMessage } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { artifacts, setUpHarness } from './helpers';

const e2e = setUpHarness();
const consoleErrors: string[] = [];

beforeAll(async () => {
  e2e.page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(`${e2e.page.url()}: ${message.text()}`);
  });
});

/** Storybook draws its docs inside the preview iframe. */
const preview = () => e2e.page.frameLocator('#storybook-preview-iframe');

describe('served documentation', () => {
  test('Storybook opens on the welcome page', async () => {
    await e2e.page.goto('/storybook/');
    await expect
      .poll(() => new URL(e2e.page.url()).searchParams.get('path'), { timeout: 15_000 })
      .toBe('/docs/welcome--docs');
    await preview().getByRole('heading', { name: 'کتابخانهٔ رابط کاربری پرده' }).waitFor();
    await e2e.page.screenshot({ path: resolve(artifacts, 'storybook-welcome.png') });
  });

  test("a component's docs page has its Persian description, a props table with the variants, and its stories", async () => {
    await e2e.page.goto('/storybook/?path=/docs/controls-button--docs');
    const docs = preview();
    await docs.getByText('دکمهٔ کنش‌ها:', { exact: false }).waitFor();
    // The variant union is spelled out from `buttonVariants`, not typed as `unknown[number]`.
    const variantRow = docs.locator('tr', { has: e2e.page.locator('text=variant') }).first();
    // Every variant is listed; the docgen's order of a union is not stable between builds.
    const variants = (await variantRow.textContent()) ?? '';
    for (const variant of ['"solid"', '"ghost"', '"secondary"', '"danger"']) expect(variants).toContain(variant);
    await expect(docs.getByRole('button', { name: 'تماشا' }).first().isVisible()).resolves.toBe(true);
    await e2e.page.screenshot({ path: resolve(artifacts, 'storybook-button-docs.png') });
  });

  test('the token pages are drawn from the theme', async () => {
    await e2e.page.goto('/storybook/?path=/docs/tokens-colour--docs');
    const docs = preview();
    await docs.getByText('vars.color.accent', { exact: true }).waitFor();
    await expect(docs.getByText('#19B8AE', { exact: true }).isVisible()).resolves.toBe(true);
    await e2e.page.screenshot({ path: resolve(artifacts, 'storybook-tokens-colour.png') });
    await e2e.page.goto('/storybook/?path=/docs/tokens-spacing--docs');
    await preview().getByText('vars.space.8', { exact: true }).waitFor();
  });

  test("a component page has a status, do and don't stories, and accessibility and RTL notes", async () => {
    await e2e.page.goto('/storybook/?path=/docs/controls-button--docs');
    const docs = preview();
    await expect(docs.getByTestId('component-status').textContent()).resolves.toBe('وضعیت: پایدار');
    for (const heading of ['نحوهٔ استفاده', 'دسترس‌پذیری', 'راست‌به‌چپ']) {
      await docs.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await docs.getByText('✓ درست').waitFor();
    await docs.getByText('✗ نادرست').waitFor();
  });

  test('tokens.json is the theme in the W3C format, named as the page names its CSS variables', async () => {
    const answer = await e2e.page.request.get('/storybook/tokens.json');
    expect(answer.headers()['content-type']).toContain('application/json');
    const tokens = await answer.json();
    expect(tokens.color.accent).toMatchObject({
      $type: 'color',
      $value: { colorSpace: 'srgb', hex: '#19b8ae' },
      $extensions: { 'app.parde': { cssVariable: '--parde-color-accent' } },
    });
    await e2e.page.goto('/storybook/?path=/docs/tokens-spacing--docs');
    const docs = preview();
    await docs.getByText('--parde-space-0_5', { exact: true }).waitFor();
    // The same name holds the colour on the page.
    const accent = await docs
      .locator('body')
      .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--parde-color-accent').trim());
    expect(accent.toUpperCase()).toBe('#19B8AE');
    // The spacing table runs smallest first (JavaScript lists `0.5` after the whole numbers).
    const names = await docs.getByText(/^vars\.space\.[\d.]+$/).allTextContents();
    expect(names).toEqual([0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8].map((step) => `vars.space.${step}`));
    await e2e.page.screenshot({ path: resolve(artifacts, 'storybook-tokens-spacing.png') });
  });

  test('the icon gallery names every icon', async () => {
    await e2e.page.goto('/storybook/?path=/docs/foundations-icons--docs');
    const docs = preview();
    for (const name of ['search', 'play', 'chevronEnd', 'subtitles']) await docs.getByText(name).first().waitFor();
    await e2e.page.screenshot({ path: resolve(artifacts, 'storybook-icons.png') });
  });

  test('a VideoPlayer story plays the demo clip under /storybook/', async () => {
    // A page of its own: the story's media requests are checked here, not by the console listener above.
    const page = await e2e.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/') && response.status() >= 400) missing.push(response.url());
    });
    await page.goto('/storybook/iframe.html?id=media-videoplayer--long-persian-title&viewMode=story');
    // The story's play function presses play with a synthetic click; where the browser wants a real gesture for
    // sound, a real click on whichever play button shows stands in.
    const position = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    await expect
      .poll(
        async () => {
          const paused = await page.evaluate(() => document.querySelector('video')?.paused ?? true);
          if (paused) {
            await page
              .locator('button[aria-label^="پخش"]:visible')
              .first()
              .click({ timeout: 1000 })
              .catch(() => undefined);
          }
          return position();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0.3);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(missing).toEqual([]);
  });

  test('the api-client reference sits next to Storybook', async () => {
    await e2e.page.goto('/api-client/');
    await e2e.page.getByRole('heading', { name: '@parde/api-client' }).first().waitFor();
    await e2e.page.goto('/api-client/functions/index.createApiClient.html');
    await e2e.page
      .getByRole('heading', { name: /createApiClient/ })
      .first()
      .waitFor();
  });

  test('Swagger UI shows the OpenAPI document', async () => {
    await e2e.page.goto('/api/docs/');
    await e2e.page.getByText('Parde API', { exact: false }).first().waitFor();
    await e2e.page
      .getByRole('heading', { name: /Movies/ })
      .first()
      .waitFor();
  });

  test('no page logged an error', () => {
    expect(consoleErrors).toEqual([]);
  });
});
