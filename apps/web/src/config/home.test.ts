import { expect, test } from 'vitest';
import { reads } from '../lib/data/reads';
import { homeList, homeLists } from './home';
import { paths } from './paths';

test('a view-all name is one of home rows; anything else (an inherited key too) is none', () => {
  expect(homeList('popular-movies')).toEqual(homeLists['popular-movies']);
  for (const name of [undefined, '', 'constructor', 'toString', 'popularMovies', 'popular-movies/2']) {
    expect(homeList(name)).toBeUndefined();
  }
});

test('each row pages the same endpoint as the home row it opens from', () => {
  for (const [name, row] of Object.entries(homeLists)) {
    expect(reads[row.list]).toHaveProperty('defaults.pageNumber');
    expect(paths.homeList.to(name as keyof typeof homeLists)).toBe(`/view-all/${name}`);
  }
});
