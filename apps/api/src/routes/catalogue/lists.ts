import type { CountryOfOrigin, TitleType } from '@parde/api-client';
import type { FastifyRequest } from 'fastify';
import { notExists } from '../../http/errors';
import type { TitleOrder } from '../../repositories/titles';
import type { Services } from '../../services';
import type { TitleListSpec } from '../../services/title-lists';
import { type PagingInput, paging, toCard, toCredit } from './wire';

/** A list of title cards as the wire carries it. */
export async function cardList(s: Services, spec: TitleListSpec) {
  const { rows, totalCount } = await s.titles.list(spec);
  return { data: rows.map((row) => toCard(row, s.media)), totalCount };
}

/** A handler of a plain list endpoint: one kind in one order, optionally by country. */
export const listHandler =
  (s: Services, kind: TitleType, order: TitleOrder, extra: { suggested?: boolean } = {}) =>
  async ({ query, request }: { query: PagingInput & { CountryOfOrigin?: CountryOfOrigin }; request: FastifyRequest }) =>
    cardList(s, {
      kind,
      order,
      age: await request.ageLimit(),
      country: query.CountryOfOrigin,
      ...extra,
      ...paging(query),
    });

/** A visible title's row, or 404 (unknown or above the age limit look the same). */
export async function visibleTitle(s: Services, kind: TitleType, id: number, age: number) {
  const row = await s.repos.titles.visible(kind, id, age);
  if (!row) throw notExists();
  return row;
}

/** A visible title's cast and crew. */
export async function credits(s: Services, kind: TitleType, id: number, request: FastifyRequest) {
  await visibleTitle(s, kind, id, await request.ageLimit());
  const data = (await s.repos.stars.creditsOf(kind, id)).map((row) => toCredit(row, s.media));
  return { data, totalCount: data.length };
}
