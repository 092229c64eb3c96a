/**
 * A page of one origin calling the API on another, in Chromium: the built client (dist) names a CORS refusal as such,
 * and still calls an unreachable server a network failure. Browsers hide the reason of both behind the same
 * TypeError, so only a real browser can show the detection is honest. Needs the build (turbo runs it first).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { errorTexts } from '../src/index';
import { startRecorder } from './server';

const pkg = join(import.meta.dirname, '..');
const files: Record<string, string> = {
  '/pkg/': join(pkg, 'dist/'),
  '/ky/': join(pkg, 'node_modules/ky/distribution/'),
};
const page = `<!doctype html><meta charset="utf-8"><title>another app</title>
<script type="importmap">{ "imports": { "ky": "/ky/index.js" } }</script>
<script type="module">
  import { createApiClient, describeError } from '/pkg/index.js';
  window.call = async (baseUrl) => {
    try {
      return { ok: await createApiClient({ baseUrl, retry: 0 }).getTopMovie() };
    } catch (error) {
      const outcome = describeError(error.endpoint, error.status, error.body, { reason: error.reason });
      return { reason: error.reason, status: error.status, message: error.message, shown: outcome.message };
    }
  };
  window.ready = true;
</script>`;

let site: Server;
let siteUrl: string;
let api: Awaited<ReturnType<typeof startRecorder>>;
let browser: Browser;
let tab: Page;
let allowed = false;

beforeAll(async () => {
  site = createServer((req, res) => {
    const url = req.url ?? '/';
    const prefix = Object.keys(files).find((p) => url.startsWith(p));
    if (!prefix) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    try {
      const body = readFileSync(join(files[prefix] as string, url.slice(prefix.length).split('?')[0] as string));
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  // `localhost` and `127.0.0.1` are two sites, as another app and the API are.
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
  // The API on another origin (another port), allowing the site's origin only when the test says so.
  // Like the Parde API, every answer but the liveness one is kept to its own site (Cross-Origin-Resource-Policy).
  api = await startRecorder((request) => ({
    status: 200,
    body: '{"id":1}',
    headers: {
      'cross-origin-resource-policy': request.path === '/api/health/live' ? 'cross-origin' : 'same-site',
      ...(allowed
        ? {
            'access-control-allow-origin': siteUrl,
            'access-control-allow-headers': 'accept, content-type, agerange, authorization',
          }
        : {}),
    },
  }));
  browser = await launchChromium(chromium);
  tab = await browser.newPage();
  await tab.goto(siteUrl);
  await tab.waitForFunction(() => (window as { ready?: boolean }).ready === true);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const call = (baseUrl: string) =>
  tab.evaluate((base) => (window as unknown as { call: (b: string) => Promise<unknown> }).call(base), baseUrl);

describe('a call from another origin', () => {
  it('succeeds when the API allows the origin (CORS_ORIGINS)', async () => {
    allowed = true;
    expect(await call(api.baseUrl)).toEqual({ ok: { id: 1 } });
  });

  it('is named a CORS refusal when the API answers without allowing the origin', async () => {
    allowed = false;
    const failure = await call(api.baseUrl);
    expect(failure).toMatchObject({ reason: 'cors', status: 0, shown: errorTexts.cors });
    expect((failure as { message: string }).message).toMatch(/CORS_ORIGINS/);
  });

  it('is a network failure, with the spec text, when nothing answers', async () => {
    expect(await call('http://127.0.0.1:9')).toMatchObject({ reason: 'network', status: 0, shown: errorTexts.network });
  });
});
