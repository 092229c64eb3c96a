import { paths as domainPaths } from '@parde/domain';
import { describe, expect, test } from 'vitest';
import { parseSlugId, paths, redirectTarget, slugId } from './paths';

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
