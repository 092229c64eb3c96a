import { paths as domainPaths } from '@parde/domain';
import { describe, expect, test } from 'vitest';
import { footerLinks, mainNav, parseSlugId, partners, paths, redirectTarget, searchResultPath, slugId } from './paths';

describe('slug ids', () => {
  test('round-trip an id through `{id}-{title}`, whatever the title holds', () => {
    for (const title of ['شهر کوچک', 'a/b?c#d%e', '  فاصله   ها  ', 'The Little City']) {
      const slug = slugId(42, title);
      expect(slug).not.toMatch(/[/?#%\s]/);
      expect(parseSlugId(slug)).toBe(42);
    }
    expect(parseSlugId('7')).toBe(7);
  });

  test('read no id from addresses without one', () => {
    for (const param of [undefined, '', 'abc', '-3', '12abc', '99999999999']) expect(parseSlugId(param)).toBeNaN();
  });
});

describe('the sign-in redirect', () => {
  test('rebuilds same-site addresses from the optional segments', () => {
    expect(redirectTarget('movies-detail', '12-شهر')).toBe('/movies-detail/12-شهر');
    expect(redirectTarget('playlist')).toBe('/playlist');
    expect(redirectTarget()).toBeNull();
  });

  test('never leads off the site', () => {
    expect(redirectTarget('/evil.example')).toBeNull();
    expect(redirectTarget('\\evil.example')).toBeNull();
    expect(redirectTarget('a\\b')).toBeNull();
  });

  test('the login links carry the page to come back to, as the domain builds them', () => {
    expect(paths.login.to('/movies-detail/12-x')).toBe('/login/movies-detail/12-x');
    expect(paths.login.to(null)).toBe('/login');
    expect(paths.verifyOtp.to('/playlist')).toBe(domainPaths.verifyOtp('/playlist'));
  });
});

test('every pattern is unique (one route per address)', () => {
  const patterns = Object.values(paths).map((p) => p.pattern);
  expect(new Set(patterns).size).toBe(patterns.length);
});

describe('search results and menus', () => {
  test('a result links by its type, and a title with / ? # % still makes one working address', () => {
    expect(searchResultPath('Movie', 12, 'فروشنده')).toBe('/movies-detail/12-فروشنده');
    expect(searchResultPath('Series', 7, 'شهرزاد')).toBe('/shows-details/7-شهرزاد');
    expect(searchResultPath('Star', 3, 'لیلا حاتمی')).toBe('/cast-detail/3-لیلا-حاتمی');
    const odd = searchResultPath('Movie', 9, 'AC/DC: 100% Live?#1');
    expect(odd).toBe('/movies-detail/9-ACDC:-100-Live1');
    expect(parseSlugId(odd.split('/')[2])).toBe(9);
  });

  test('the header menu of spec §2 in order, magazine and advertising our own pages, no link to a made-up host', () => {
    expect(mainNav.map((item) => [item.label, Boolean(item.external)])).toEqual([
      ['خانه', false],
      ['سریال‌ها', false],
      ['فیلم‌ها', false],
      ['ژانرها', false],
      ['مجله', false],
      ['درباره ما', false],
      ['تماس با ما', false],
      ['تبلیغات', false],
    ]);
    for (const link of [...mainNav, ...footerLinks.quick, ...footerLinks.contact]) expect(link.href).toMatch(/^\//);
    expect(footerLinks.quick[0]).toMatchObject({ label: 'مجله', href: '/blogs' });
    expect(partners.every((partner) => !('href' in partner))).toBe(true);
    expect(mainNav[0]).toMatchObject({ href: '/', alsoCurrentOn: ['/home'] });
    expect(footerLinks.contact.map((link) => link.href)).toEqual(['/about-us', '/contact-us', '/terms-of-use']);
  });
});
