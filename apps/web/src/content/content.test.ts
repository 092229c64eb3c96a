import { describe, expect, it } from 'vitest';
import {
  aboutPage,
  advertisingPage,
  blogIndexPage,
  blogPostBySlug,
  blogPosts,
  contactPage,
  faqCategoryIds,
  faqCategoryTitles,
  faqItems,
  faqPage,
  type InfoSection,
  type PageMeta,
  planPeriodMonths,
  plans,
  pricingPage,
  termsPage,
} from './index';

/** Fields that hold identifiers, dates or addresses rather than Persian prose. */
const codeKeys = new Set(['slug', 'id', 'category', 'period', 'updatedAt', 'publishedAt']);
/** Latin text allowed inside prose: none (the made-up support@parde.example reached nobody; issue #28, D10). */
const allowedLatin: string[] = [];

interface ProseString {
  path: string;
  text: string;
}

/** Every prose string reachable from `value`, with a path for readable failures. */
function proseStrings(value: unknown, path: string): ProseString[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => proseStrings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      codeKeys.has(key) ? [] : proseStrings(item, `${path}.${key}`),
    );
  }
  return [];
}

const content = {
  aboutPage,
  advertisingPage,
  termsPage,
  faqPage,
  faqCategoryTitles,
  faqItems,
  pricingPage,
  plans,
  blogIndexPage,
  blogPosts,
  contactPage,
};
const strings = proseStrings(content, 'content');

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const sectionWords = (sections: InfoSection[]): number =>
  sections.reduce(
    (sum, section) =>
      sum +
      countWords(section.heading) +
      section.paragraphs.reduce((acc, p) => acc + countWords(p), 0) +
      (section.bullets ?? []).reduce((acc, b) => acc + countWords(b), 0),
    0,
  );
/** Strings that match `pattern`, as `path: text` lines, so a failure names the culprit. */
const offenders = (pattern: RegExp): string[] =>
  strings.filter(({ text }) => pattern.test(text)).map(({ path, text }) => `${path}: ${text}`);

describe('Persian prose', () => {
  it('finds a healthy amount of copy to check', () => {
    expect(strings.length).toBeGreaterThan(150);
  });

  it('has no empty or untrimmed string', () => {
    expect(offenders(/^\s*$/)).toEqual([]);
    expect(offenders(/^\s|\s$/)).toEqual([]);
    expect(offenders(/ {2}/)).toEqual([]);
  });

  it('is written in Persian letters, with no Latin words (no made-up addresses)', () => {
    expect(strings.filter(({ text }) => !/[آ-ی]/.test(text)).map(({ path }) => path)).toEqual([]);
    const latin = strings.filter(({ text }) =>
      /[A-Za-z]/.test(allowedLatin.reduce((t, a) => t.replaceAll(a, ''), text)),
    );
    expect(latin.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });

  it('uses Persian digits only', () => {
    expect(offenders(/[0-9]/)).toEqual([]);
    expect(offenders(/[٠-٩]/)).toEqual([]);
  });

  it('uses Persian punctuation instead of Latin commas, question marks, semicolons and quotes', () => {
    expect(offenders(/[,?;"]/)).toEqual([]);
    expect(offenders(/ [،.؛:؟!)»]/)).toEqual([]);
    expect(offenders(/[«(] /)).toEqual([]);
  });

  it('balances its «» quotes and parentheses', () => {
    const unbalanced = strings.filter(({ text }) => {
      let quotes = 0;
      let parens = 0;
      for (const ch of text) {
        if (ch === '«') quotes++;
        if (ch === '»') quotes--;
        if (ch === '(') parens++;
        if (ch === ')') parens--;
        if (quotes < 0 || parens < 0) return true;
      }
      return quotes !== 0 || parens !== 0;
    });
    expect(unbalanced.map(({ path }) => path)).toEqual([]);
  });

  it('joins prefixes and suffixes with a zero-width non-joiner, never a plain space', () => {
    expect(strings.some(({ text }) => text.includes('می\u200c'))).toBe(true);
    expect(strings.some(({ text }) => text.includes('\u200cها'))).toBe(true);
    // A standalone «می»/«نمی» before a word is the verb prefix written with a space.
    expect(offenders(/(^|[^\u0600-\u06FF\u200c])ن?می [\u0600-\u06FF]/)).toEqual([]);
    // A standalone «ها»/«های» is the plural suffix detached from its noun.
    expect(offenders(/(^|\s)(ها|های|هایی)(\s|$|[،.؛:])/)).toEqual([]);
    expect(offenders(/\u200c(\s|$|\u200c)|(^|\s)\u200c/)).toEqual([]);
  });

  it('ends every paragraph, answer and summary like a sentence', () => {
    const sentences = strings.filter(({ path }) =>
      /\.(paragraphs\[\d+\]|answer|summary|description|responseTime)$/.test(path),
    );
    expect(sentences.length).toBeGreaterThan(60);
    expect(sentences.filter(({ text }) => !/[.:؟!]$/.test(text)).map(({ path }) => path)).toEqual([]);
  });
});

describe('all exported data', () => {
  it('uses Persian ی and ک, never the Arabic yeh and kaf, in prose and identifiers alike', () => {
    const everything = JSON.stringify(content);
    expect(everything.length).toBeGreaterThan(20_000);
    expect(everything.match(/.{0,20}[\u064A\u0643].{0,20}/g) ?? []).toEqual([]);
  });
});

describe('pages', () => {
  const metas: PageMeta[] = [aboutPage, advertisingPage, termsPage, faqPage, pricingPage, blogIndexPage, contactPage];

  it('have meta descriptions that fit search results', () => {
    for (const meta of metas) {
      expect(meta.description.length, meta.slug).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, meta.slug).toBeLessThanOrEqual(160);
    }
  });

  it('have unique URL-safe slugs, blog posts included', () => {
    const slugs = [...metas.map((m) => m.slug), ...blogPosts.map((p) => p.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('carry real ISO dates', () => {
    const dates = [...metas.map((m) => m.updatedAt), ...blogPosts.map((p) => p.publishedAt)];
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });

  it('give the about page 400 to 600 words', () => {
    const words = sectionWords(aboutPage.sections);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(600);
  });

  it('give the terms page 900 to 1300 words covering sign-in, ages, data and storage', () => {
    const words = sectionWords(termsPage.sections);
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1300);
    const text = proseStrings(termsPage, 'terms')
      .map((s) => s.text)
      .join(' ');
    for (const phrase of ['کد یک‌بارمصرف', 'حافظهٔ محلی', 'ادامهٔ تماشا', 'هشدار', 'پیگیری', 'تماس با ما']) {
      expect(text).toContain(phrase);
    }
  });

  it('name all five age ranges wherever they are explained', () => {
    const ranges = ['همه سنین', '+۷', '+۱۲', '+۱۵', '+۱۸'];
    const ageGuide = blogPostBySlug('age-ranges-guide');
    expect(ageGuide).toBeDefined();
    for (const value of [termsPage, aboutPage, ageGuide]) {
      const text = JSON.stringify(value);
      for (const range of ranges) expect(text).toContain(range);
    }
  });
});

describe('FAQ', () => {
  it('has at least 16 distinct questions', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(16);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
    for (const item of faqItems) expect(item.question).toMatch(/؟$/);
  });

  it('fills every category with several questions, in display order', () => {
    expect(faqCategoryIds.length).toBeGreaterThanOrEqual(4);
    expect(faqCategoryIds.length).toBeLessThanOrEqual(5);
    for (const id of faqCategoryIds) {
      expect(faqCategoryTitles[id]).toBeTruthy();
      expect(faqItems.filter((item) => item.category === id).length, id).toBeGreaterThanOrEqual(3);
    }
    const order = faqItems.map((item) => faqCategoryIds.indexOf(item.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says that online payment is not live yet', () => {
    const payment = faqItems.filter((item) => item.category === 'payment').map((item) => item.answer);
    expect(payment.join(' ')).toContain('پرداخت آنلاین به‌زودی فعال می‌شود');
  });
});

describe('pricing', () => {
  it('offers 3 to 4 plans with unique ids and exactly one highlighted', () => {
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.length).toBeLessThanOrEqual(4);
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
    expect(plans.filter((p) => p.highlighted).length).toBe(1);
  });

  it('prices in whole Toman within the product limits', () => {
    for (const plan of plans) {
      expect(Number.isSafeInteger(plan.priceToman), plan.id).toBe(true);
      expect(plan.priceToman % 1000, plan.id).toBe(0);
      expect(plan.priceToman / planPeriodMonths[plan.period], plan.id).toBeGreaterThan(50_000);
      expect(plan.maxProfiles).toBeGreaterThanOrEqual(1);
      expect(plan.maxProfiles).toBeLessThanOrEqual(3);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes longer periods cheaper per month than the monthly plan with the same profiles', () => {
    for (const plan of plans.filter((p) => p.period !== 'monthly')) {
      const monthly = plans.find((p) => p.period === 'monthly' && p.maxProfiles === plan.maxProfiles);
      expect(monthly, plan.id).toBeDefined();
      expect(plan.priceToman / planPeriodMonths[plan.period]).toBeLessThan(monthly?.priceToman ?? 0);
    }
  });

  it('says that online payment is not live yet', () => {
    expect(JSON.stringify(pricingPage)).toContain('پرداخت آنلاین به‌زودی فعال می‌شود');
  });
});

describe('blog', () => {
  it('has 5 to 6 posts, newest first', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(5);
    expect(blogPosts.length).toBeLessThanOrEqual(6);
    const dates = blogPosts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each post 300 to 600 words and an honest reading time', () => {
    for (const post of blogPosts) {
      const words = sectionWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(words, post.slug).toBeLessThanOrEqual(600);
      // Screen reading of Persian runs at roughly 150 to 200 words a minute.
      expect(post.readingMinutes, post.slug).toBeGreaterThanOrEqual(Math.floor(words / 200));
      expect(post.readingMinutes, post.slug).toBeLessThanOrEqual(Math.ceil(words / 150) + 1);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds a post by slug and nothing for an unknown one', () => {
    const [first] = blogPosts;
    expect(first && blogPostBySlug(first.slug)).toBe(first);
    expect(blogPostBySlug('no-such-post')).toBeUndefined();
  });
});

describe('contact', () => {
  it('gives a Tehran postal address and no made-up e-mail address that reaches nobody', () => {
    expect(JSON.stringify(contactPage)).not.toMatch(/@|parde\.example/);
    expect(contactPage.address.startsWith('تهران،')).toBe(true);
    expect(contactPage.supportHours.length).toBeGreaterThanOrEqual(2);
  });
});
