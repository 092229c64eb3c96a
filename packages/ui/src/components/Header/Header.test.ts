import { describe, expect, it } from 'vitest';
import { mainNav } from './Header';

describe('mainNav', () => {
  it('lists the menu of spec §2 in order, with the two external links', () => {
    const nav = mainNav('https://mag.example', 'https://ads.example');
    expect(nav.map((item) => [item.label, item.href, Boolean(item.external)])).toEqual([
      ['خانه', '/', false],
      ['سریال‌ها', '/tv-shows', false],
      ['فیلم‌ها', '/movies', false],
      ['ژانرها', '/genres', false],
      ['مجله', 'https://mag.example', true],
      ['درباره ما', '/about-us', false],
      ['تماس با ما', '/contact-us', false],
      ['تبلیغات', 'https://ads.example', true],
    ]);
  });
});
