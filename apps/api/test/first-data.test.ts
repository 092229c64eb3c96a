import { describe, expect, it } from 'vitest';
import { firstCalls, jsonForHtml } from '../src/routes/web/first-data';
import { withFirstData } from '../src/routes/web/routes';

describe('first data of a landing page', () => {
  it('knows the first reads of home and of each detail page, and none of any other page', () => {
    expect(firstCalls('/').map((call) => call.endpoint)).toEqual([
      'getHomeTopSliders',
      'getHomeTopMovies',
      'getHomeTopSeries',
    ]);
    expect(firstCalls('/home')).toHaveLength(3);
    expect(firstCalls('/movies-detail/12-%D8%B1%D8%AF%D9%BE%D8%A7')).toMatchObject([
      { endpoint: 'getMovieById', query: { id: '12' } },
    ]);
    expect(firstCalls('/shows-details/3')).toMatchObject([{ endpoint: 'getSeriesById', query: { id: '3' } }]);
    expect(firstCalls('/episodes/7/')).toMatchObject([{ endpoint: 'getEpisodeDetail', query: { id: '7' } }]);
    for (const path of ['/movies', '/movies-detail/abc', '/movies-detail/12/x', '/login', '/movies-detail/']) {
      expect(firstCalls(path), path).toEqual([]);
    }
  });

  it('writes JSON that cannot close or comment its script element', () => {
    const hostile = { title: '</script><script>alert(1)</script><!--', line: '\u2028\u2029' };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
    const page = withFirstData('<html><head></head><body></body></html>', {
      answers: { '/api/x': hostile },
      picture: '/media/a.svg?x=1&y=2',
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('href="/media/a.svg?x=1&amp;y=2"');
  });
});
