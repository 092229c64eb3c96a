import type { TitleType } from '@parde/api-client';
import type { FastifyRequest } from 'fastify';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { offset, type PagingInput, paging, toCard, toSlide } from './wire';

type HomeEndpoint =
  | 'getRegalByPosition'
  | 'getRegalContent'
  | 'getHomeTopSliders'
  | 'getHomeBottomSliders'
  | 'getHomeTopSeries'
  | 'getHomeTopMovies';

/** The curated parts of the home page: sliders, top lists and regal collections. */
export function homeHandlers(s: Services): HandlerGroup<HomeEndpoint> {
  const { collections } = s.repos;

  async function slides(slider: 'top' | 'bottom', request: FastifyRequest) {
    const data = (await collections.slides(slider, await request.ageLimit())).map((row) => toSlide(row, s.media));
    return { data, totalCount: data.length };
  }

  async function homeTop(kind: TitleType, request: FastifyRequest, query: PagingInput) {
    const p = paging(query);
    const { rows, total } = await collections.homeTop(kind, await request.ageLimit(), p.pageSize, offset(p));
    return { data: rows.map((row) => toCard(row, s.media)), totalCount: total };
  }

  const regalItems = async (regalId: number, age: number, limit: number, skip: number) =>
    (await collections.regalItems(regalId, age, limit, skip)).map((row) => toCard(row, s.media));

  return {
    async getRegalByPosition({ query, request }) {
      const age = await request.ageLimit();
      const rows = await collections.regalsAt(query.position);
      const data = await Promise.all(
        rows.map(async (row) => {
          const items = await regalItems(row.id, age, 12, 0);
          const first = items[0];
          return {
            id: row.id,
            title: row.title,
            description: row.description,
            type: row.kind,
            position: row.position,
            imageUrl: first ? first.backdropUrl : s.media.genre(1),
            items,
          };
        }),
      );
      return { data, totalCount: data.length };
    },
    async getRegalContent({ query, request }) {
      const age = await request.ageLimit();
      const p = paging(query);
      const collection = await collections.regal(query.id);
      if (!collection) throw notExists();
      const [data, count] = await Promise.all([
        regalItems(collection.id, age, p.pageSize, offset(p)),
        query.needTotalCount === false ? undefined : collections.regalItemCount(collection.id, age),
      ]);
      return {
        collection: {
          id: collection.id,
          title: collection.title,
          description: collection.description,
          type: collection.kind,
        },
        data,
        ...(count !== undefined ? { totalCount: count } : {}),
      };
    },
    getHomeTopSliders: ({ request }) => slides('top', request),
    getHomeBottomSliders: ({ request }) => slides('bottom', request),
    getHomeTopSeries: ({ request, query }) => homeTop('Series', request, query),
    getHomeTopMovies: ({ request, query }) => homeTop('Movie', request, query),
  };
}
