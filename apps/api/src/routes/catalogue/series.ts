import type { Season } from '@parde/api-client';
import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import { cardList, credits, listHandler, visibleTitle } from './lists';
import { paging, toCard } from './wire';

type SeriesEndpoint =
  | 'getHomeSeries'
  | 'getBestSeries'
  | 'getUpdatedSeries'
  | 'getSuggestedSeries'
  | 'getPopularSeries'
  | 'getSeriesById'
  | 'getSeasonsById'
  | 'getSeriesStars'
  | 'getSeriesByGenreId'
  | 'getSeriesByTagId';

/** Series lists, the series page with its seasons, and its cast. */
export function seriesHandlers(s: Services): HandlerGroup<SeriesEndpoint> {
  const { titles, episodes } = s.repos;

  async function seasons(seriesId: number): Promise<Season[]> {
    const rows = await episodes.seasons(seriesId);
    return rows.map((row) => ({
      id: row.id,
      seriesId: row.series_id,
      number: row.number,
      title: row.title,
      episodeCount: row.episode_count,
    }));
  }

  return {
    getHomeSeries: listHandler(s, 'Series', 'home'),
    getBestSeries: listHandler(s, 'Series', 'best'),
    getUpdatedSeries: listHandler(s, 'Series', 'updated'),
    getSuggestedSeries: listHandler(s, 'Series', 'popular', { suggested: true }),
    getPopularSeries: listHandler(s, 'Series', 'popular'),
    async getSeriesById({ query, request }) {
      const row = await visibleTitle(s, 'Series', query.id, await request.ageLimit());
      const [tagRows, seasonRows, trailerId] = await Promise.all([
        titles.tagsOf('Series', query.id),
        seasons(query.id),
        titles.seriesTrailerId(query.id),
      ]);
      return {
        ...toCard(row, s.media),
        tags: tagRows,
        seasonsDto: seasonRows,
        trailerVideoId: trailerId ?? null,
      };
    },
    async getSeasonsById({ query, request }) {
      await visibleTitle(s, 'Series', query.id, await request.ageLimit());
      const data = await seasons(query.id);
      return { data, totalCount: data.length };
    },
    getSeriesStars: ({ query, request }) => credits(s, 'Series', query.id, request),
    getSeriesByGenreId: async ({ query, request }) =>
      cardList(s, {
        kind: 'Series',
        order: 'popular',
        age: await request.ageLimit(),
        genreId: query.genreId,
        country: query.CountryOfOrigin,
        ...paging(query),
      }),
    getSeriesByTagId: async ({ query, request }) =>
      cardList(s, {
        kind: 'Series',
        order: 'popular',
        age: await request.ageLimit(),
        tagId: query.tagId,
        ...paging(query),
      }),
  };
}
