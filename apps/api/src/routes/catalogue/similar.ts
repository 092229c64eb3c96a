import type { HandlerGroup } from '../../http/endpoints';
import { requireSession } from '../../http/endpoints';
import type { Services } from '../../services';
import { visibleTitle } from './lists';
import { paging, toCard } from './wire';

/** History rows read to find what the member watched last (and what not to offer again). */
const HISTORY_ROWS = 50;

/** «مشابه‌ها» of a title page and home's «چون … را دیدید» (issue #28). */
export function similarHandlers(s: Services): HandlerGroup<'getSimilarTitles' | 'getBecauseYouWatched'> {
  const { titles, activity } = s.repos;
  return {
    async getSimilarTitles({ query, request }) {
      const age = await request.ageLimit();
      // A title the member may not see has no neighbours either: 404 as its own page.
      await visibleTitle(s, query.type, query.id, age);
      const { pageNumber, pageSize } = paging(query);
      const { rows, totalCount } = await titles.similar(query.type, query.id, age, {
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      return { data: rows.map((row) => toCard(row, s.media)), totalCount };
    },

    async getBecauseYouWatched({ query, request }) {
      const session = requireSession(request);
      const age = await request.ageLimit();
      const watched = (await activity.recent(session.profileId, HISTORY_ROWS))
        .filter((row) => row.title !== null && row.age_range !== null && row.age_range <= age)
        .map((row) => ({
          type: row.kind === 'Movie' ? ('Movie' as const) : ('Series' as const),
          id: row.kind === 'Movie' ? row.content_id : (row.series_id ?? 0),
          title: row.title ?? '',
        }));
      const source = watched[0];
      if (!source) return { source: null, data: [], totalCount: 0 };
      const { pageNumber, pageSize } = paging(query);
      const { rows, totalCount } = await titles.similar(source.type, source.id, age, {
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
        exclude: watched.filter((w) => w.type === source.type).map((w) => w.id),
      });
      return { source, data: rows.map((row) => toCard(row, s.media)), totalCount };
    },
  };
}
