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
