import { describe, expect, it } from 'vitest';
import { jsonForHtml, landingPage } from '../src/routes/web/first-data';
import { withFirstData } from '../src/routes/web/routes';

describe('first data of a landing page', () => {
  it('knows home and each detail page, with their first reads, and no other page', () => {
    expect(landingPage('/')?.name).toBe('home');
    expect(landingPage('/')?.calls.map((call) => call.endpoint)).toEqual([
      'getHomeTopSliders',
      'getHomeTopMovies',
      'getHomeTopSeries',
    ]);
    expect(landingPage('/home')?.calls).toHaveLength(3);
    expect(landingPage('/movies-detail/12-%D8%B1%D8%AF%D9%BE%D8%A7')).toMatchObject({
      name: 'movie',
      calls: [{ endpoint: 'getMovieById', query: { id: '12' } }],
    });
    expect(landingPage('/shows-details/3')).toMatchObject({
      name: 'series',
      calls: [{ endpoint: 'getSeriesById', query: { id: '3' } }],
    });
    expect(landingPage('/episodes/7/')).toMatchObject({
      name: 'episode',
      calls: [{ endpoint: 'getEpisodeDetail', query: { id: '7' } }],
    });
    for (const path of ['/movies', '/movies-detail/abc', '/movies-detail/12/x', '/login', '/movies-detail/']) {
      expect(landingPage(path), path).toBeNull();
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
