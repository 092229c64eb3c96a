import type { StarCredit } from '@parde/api-client';
import { normalizeForSearch } from '@parde/fa';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { offset, paging, toCard } from './wire';

/** A star's page with filmography, and the star list with a name filter. */
export function starHandlers(s: Services): HandlerGroup<'getStarDetail' | 'getStars'> {
  const { stars } = s.repos;
  return {
    async getStarDetail({ query, request }) {
      const age = await s.age(request);
      const star = await stars.byId(query.id);
      if (!star) throw notExists();
      const rows = await stars.filmography(star.id, age);
      return {
        id: star.id,
        name: star.name,
        pictureUrl: s.media.portrait(star.id),
        profession: star.profession,
        bio: star.bio,
        birthDate: star.birth_date,
        birthPlace: star.birth_place,
        credits: rows.map((row) => ({
          title: toCard(row, s.media),
          role: row.role as StarCredit['role'],
          character: row.character,
        })),
      };
    },
    async getStars({ query }) {
      const p = paging(query);
      const { rows, total } = await stars.page(normalizeForSearch(query.searchText ?? ''), p.pageSize, offset(p));
      return { data: rows.map((row) => ({ ...row, pictureUrl: s.media.portrait(row.id) })), totalCount: total };
    },
  };
}
