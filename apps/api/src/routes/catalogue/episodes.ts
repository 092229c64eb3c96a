import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { visibleTitle } from './lists';
import { offset, paging, toCard, toEpisodes } from './wire';

type EpisodesEndpoint = 'getEpisodesBySeriesId' | 'getEpisodesBySeasonId' | 'getLatestEpisodes' | 'getEpisodeDetail';

/** Episodes of a series or a season, the newest episodes, and an episode's page. */
export function episodeHandlers(s: Services): HandlerGroup<EpisodesEndpoint> {
  const { episodes } = s.repos;

  async function page(column: 'series_id' | 'season_id', id: number, age: number, query: Parameters<typeof paging>[0]) {
    const p = paging(query);
    const { rows, total } = await episodes.page(column, id, age, p.pageSize, offset(p));
    return { data: await toEpisodes(s, rows), totalCount: total };
  }

  return {
    async getEpisodesBySeriesId({ query, request }) {
      const age = await request.ageLimit();
      await visibleTitle(s, 'Series', query.id, age);
      return page('series_id', query.id, age, query);
    },
    async getEpisodesBySeasonId({ query, request }) {
      const age = await request.ageLimit();
      if (!(await episodes.seasonVisible(query.seasonId, age))) throw notExists();
      return page('season_id', query.seasonId, age, query);
    },
    async getLatestEpisodes({ query, request }) {
      const age = await request.ageLimit();
      const p = paging(query);
      let besides: Awaited<ReturnType<typeof episodes.byId>>;
      if (query.episodeId !== undefined) {
        besides = await episodes.byId(query.episodeId, age);
        if (!besides) throw notExists();
      }
      const { rows, total } = await episodes.latest(age, p.pageSize, offset(p), besides);
      return { data: await toEpisodes(s, rows), totalCount: total };
    },
    async getEpisodeDetail({ query, request }) {
      const age = await request.ageLimit();
      const row = await episodes.byId(query.id, age);
      if (!row) throw notExists();
      const neighbours = await episodes.neighbours(row.series_id, row.id);
      const [episode] = await toEpisodes(s, [row]);
      const series = await visibleTitle(s, 'Series', row.series_id, age);
      return {
        ...episode!,
        series: toCard(series, s.media),
        previousEpisodeId: neighbours.previous,
        nextEpisodeId: neighbours.next,
      };
    },
  };
}
