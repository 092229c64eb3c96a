import { describe, expect, it } from 'vitest';
import { searchResultHref } from './SearchOverlay';

describe('searchResultHref', () => {
  it('builds the address of spec §2 for each result type', () => {
    expect(searchResultHref({ type: 'Movie', id: 12, title: 'فروشنده' })).toBe('/movies-detail/12-فروشنده');
    expect(searchResultHref({ type: 'Series', id: 7, title: 'شهرزاد' })).toBe('/shows-details/7-شهرزاد');
    expect(searchResultHref({ type: 'Star', id: 3, title: 'لیلا حاتمی' })).toBe('/cast-detail/3-لیلا-حاتمی');
  });

  it('joins the words of a title with hyphens and trims it', () => {
    expect(searchResultHref({ type: 'Movie', id: 1, title: '  جدایی   نادر از سیمین ' })).toBe(
      '/movies-detail/1-جدایی-نادر-از-سیمین',
    );
  });
});
