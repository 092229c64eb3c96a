import { generateCatalogue } from '@parde/demo-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledQueries, mistakeKinds } from '../bench/search-queries';
import { startServer, type TestServer } from './helper';

// The demo catalogue and a sample of the labelled query set of `pnpm bench:search` (the full set is the benchmark).
const catalogue = generateCatalogue();
const sample = labelledQueries(catalogue, { perKind: 4, seed: 7 });

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ catalogue });
});
afterAll(() => server?.close());

const search = async (searchText: string) => (await server.client().search({ searchText }))!.data;

describe('search forgives every kind of mistake (a sample of bench:search)', () => {
  it('samples every kind', () => {
    expect(new Set(sample.map((q) => q.kind))).toEqual(new Set(mistakeKinds));
  });

  it.each(sample.map((q) => [q.kind, q.query, q.target.text, q] as const))('%s: «%s» finds «%s»', async (...args) => {
    const q = args[3];
    const top = (await search(q.query)).slice(0, 5).map((r) => `${r.type}:${r.id}`);
    expect(top, q.how).toContain(`${q.target.type}:${q.target.id}`);
  });

  it('answers the issue’s reports with their title first', async () => {
    for (const [query, title] of [
      ['سف سنجاب به دریا', 'سفر سنجاب به دریا'],
      ['زر پل', 'زیر پل'],
      ['خانه کنار دریا', 'خانه‌ای کنار دریا'],
      ['خانه کنار دریاا', 'خانه‌ای کنار دریا'],
      ['رد پا', 'ردپا'],
      ['کلاغهای سخنگو', 'کلاغ‌های سخنگو'],
      ['شهر بیخواب', 'شهر بی‌خواب'],
      ['نفرین خانه‌ی سنگی', 'نفرین خانهٔ سنگی'],
      ['صفر سنجاب به دریا', 'سفر سنجاب به دریا'],
      ['bazgasht be khane', 'بازگشت به خانه'],
    ]) {
      expect((await search(query!))[0]?.title, query).toBe(title);
    }
  });

  it('keeps exact titles first, then titles that begin with the query', async () => {
    // «ماه» is a word of many titles; the titles that begin with it come first, most popular first.
    const results = await search('ماه و');
    expect(results.slice(0, 2).map((r) => r.title)).toEqual(['ماه و کویر', 'ماه و دریا']);
    expect((await search('ردپا'))[0]?.title).toBe('ردپا');
    expect((await search('دلتنگی'))[0]?.title).toBe('دلتنگی');
  });

  it('ranks by how many words match, so one wrong word does not sink the query', async () => {
    const results = (await search('پسری که دروغ نمی‌گفت ناگهان')).map((r) => r.title);
    expect(results[0]).toBe('پسری که دروغ نمی‌گفت');
  });
});

describe('bad input answers 200 with an empty list or a clear 400, never 500', () => {
  it.each([
    ['whitespace only', '   \t  '],
    ['emoji only', '🎬🍿🎞️'],
    ['a NUL byte', 'سلام\u0000'],
    ['only a NUL byte', '\u0000'],
    ['control characters', '\u0001\u0002\u001b[31m'],
    ['ZWNJ and bidi marks only', '\u200c\u200f\u202e'],
    ['punctuation only', '«»،؟!?'],
  ])('%s', async (_, text) => {
    const response = await server.fetch(`/api/SearchQuery/Search?searchText=${encodeURIComponent(text)}`);
    expect([200, 400]).toContain(response.status);
    const body = (await response.json()) as { data?: unknown[]; code?: string };
    if (response.status === 200) expect(Array.isArray(body.data)).toBe(true);
    else expect(body.code).toBeTruthy();
  });

  it('empty and 1,000-character queries are a 400 ValidationError (the wire schema: 1 to 100 characters)', async () => {
    for (const text of ['', 'ب'.repeat(1000), '🎬'.repeat(1000)]) {
      const response = await server.fetch(`/api/SearchQuery/Search?searchText=${encodeURIComponent(text)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('ValidationError');
    }
  });

  it('a control character inside a title is refused as a ValidationError, not a 500', async () => {
    const response = await server.fetch(`/api/SearchQuery/Search?searchText=${encodeURIComponent('زیر\u0000پل')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('ValidationError');
  });
});
