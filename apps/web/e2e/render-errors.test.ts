/**
 * The built server renderer when the API cannot answer (docs/decisions/019): a loader's failure is the page's error
 * state inside the layout with its status (503 when the API is away, 404 for a missing title), never a 500, and the
 * header and footer are drawn all the same. The API is the renderer's `fetch` port, answered here.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Render, RendererModule } from '@parde/renderer';
import { describe, expect, test } from 'vitest';

const dist = join(import.meta.dirname, '../dist');

async function renderer(): Promise<Render> {
  const { createRenderer } = (await import(pathToFileURL(join(dist, 'ssr/server.js')).href)) as RendererModule;
  return createRenderer({ dist, publicUrl: 'https://parde.example' });
}

/** An API that answers every call with `status` and the wire's error body. */
const apiAnswering =
  (status: number): typeof fetch =>
  async () =>
    new Response(JSON.stringify({ message: 'پایگاه داده در دسترس نیست', code: 'unavailable' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('a loader that fails', () => {
  test('the database away: the page is its error state with status 503, header and footer drawn', async () => {
    const render = await renderer();
    for (const url of ['/', '/movies-detail/12', '/movies', '/cast']) {
      const page = await render({ url, fetch: apiAnswering(503), member: false, ageRange: null });
      expect(page?.status, url).toBe(503);
      expect(page?.html, url).toContain('دریافت اطلاعات ممکن نشد');
      expect(page?.html, url).toContain('<header');
      expect(page?.html, url).toContain('<footer');
    }
  });

  test("input the API refuses is the visitor's: its 4xx, with the reason in Persian, never a 503", async () => {
    const render = await renderer();
    const refusing =
      (status: number, code: string, errors: string[]): typeof fetch =>
      async () =>
        new Response(JSON.stringify({ code, message: errors[0], errors }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
    const invalid = refusing(400, 'ValidationError', ['Invalid request', 'متن جستجو بلندتر از ۱۰۰ حرف است']);
    for (const url of ['/search?q=خانه&page=101', '/movies?page=100001', '/cast-detail/0']) {
      const page = await render({ url, fetch: invalid, member: false, ageRange: null });
      expect(page?.status, url).toBe(400);
      expect(page?.html, url).toContain('این نشانی درست نیست');
      expect(page?.html, url).toContain('متن جستجو بلندتر از ۱۰۰ حرف است');
      expect(page?.html, url).toContain('<footer');
    }
    const tooMany = await render({
      url: '/search?q=خانه',
      fetch: refusing(429, 'TooManyRequests', ['Too many requests']),
      member: false,
      ageRange: null,
    });
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.html).toContain('درخواست‌ها بیش از اندازه است');
    // A page number that is not one is refused before any read.
    const calls: string[] = [];
    const bad = await render({
      url: '/movies?page=abc',
      fetch: async (input) => {
        calls.push(String(input));
        return apiAnswering(503)(input);
      },
      member: false,
      ageRange: null,
    });
    expect(bad?.status).toBe(400);
    expect(bad?.html).toContain('شمارهٔ صفحه در این نشانی درست نیست');
    expect(calls).toEqual([]);
  });

  test('a missing title: the not-found page with status 404', async () => {
    const render = await renderer();
    const page = await render({ url: '/movies-detail/12', fetch: apiAnswering(404), member: false, ageRange: null });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('آدرس یافت نشد');
  });

  test("a member's page whose age range is not named waits for the browser: no call, the layout drawn", async () => {
    const render = await renderer();
    const calls: string[] = [];
    const page = await render({
      url: '/movies-detail/12',
      fetch: async (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return apiAnswering(503)(input);
      },
      member: true,
      ageRange: null,
    });
    expect(page?.status).toBe(200);
    expect(calls).toEqual([]);
    expect(page?.html).toContain('<header');
  });

  test("a member's page of a named age range reads the catalogue for that range, and no one's token", async () => {
    const render = await renderer();
    const asked: { range: string | null; token: string | null }[] = [];
    const page = await render({
      url: '/movies-detail/12',
      fetch: async (input, init) => {
        const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
        asked.push({ range: headers.get('AgeRange'), token: headers.get('Authorization') });
        return apiAnswering(503)(input);
      },
      member: true,
      ageRange: 7,
    });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every(({ range, token }) => range === '7' && token === null)).toBe(true);
    expect(page?.html).toMatch(/<html data-session="7" /);
  });
});
