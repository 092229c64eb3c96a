import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, type EndpointName, endpoints, preloadKey } from '@parde/api-client';
import type { FastifyInstance } from 'fastify';

/** One anonymous read: an endpoint and its query. */
export interface Call {
  endpoint: EndpointName;
  query?: Record<string, string>;
  /** Where the page's largest picture sits in the answer, if it is this one's. */
  picture?: (answer: unknown) => unknown;
}

const paged = { pageNumber: String(DEFAULT_PAGE_NUMBER), pageSize: String(DEFAULT_PAGE_SIZE) };
const firstSlide = (answer: unknown) => (answer as { data?: { imageUrl?: unknown }[] }).data?.[0]?.imageUrl;
const backdrop = (answer: unknown) => (answer as { backdropUrl?: unknown }).backdropUrl;

// A detail address: `/movies-detail/{id}` or `/movies-detail/{id}-{title}`.
const DETAIL = /^\/(movies-detail|shows-details|episodes)\/(\d{1,10})(?:-[^/]*)?\/?$/;
const details: Record<string, (id: string) => Call[]> = {
  'movies-detail': (id) => [{ endpoint: 'getMovieById', query: { id }, picture: backdrop }],
  'shows-details': (id) => [{ endpoint: 'getSeriesById', query: { id }, picture: backdrop }],
  episodes: (id) => [{ endpoint: 'getEpisodeDetail', query: { id } }],
};

/**
 * The anonymous reads a landing page (home, a title) makes first, by its path: the same ones apps/web's
 * `startFirstLoads` starts (its browser test checks that none of them leaves the page). None for any other page.
 */
export function firstCalls(pathname: string): Call[] {
  if (pathname === '/' || pathname === '/home') {
    return [
      { endpoint: 'getHomeTopSliders', picture: firstSlide },
      { endpoint: 'getHomeTopMovies', query: paged },
      { endpoint: 'getHomeTopSeries', query: paged },
    ];
  }
  const detail = DETAIL.exec(pathname);
  return detail?.[1] && detail[2] ? (details[detail[1]]?.(detail[2]) ?? []) : [];
}

/** What a page's HTML carries: the answers by `preloadKey`, and its largest picture, to fetch beside the scripts. */
export interface FirstData {
  answers: Record<string, unknown>;
  picture: string | null;
}

/**
 * Answers a landing page's first reads through the app itself (`inject`: the same validation, age rules and
 * handlers as over the network, as an anonymous visitor), so the page needs no round trip for them. A read that
 * fails is left out; the page then makes it itself.
 */
export async function firstData(app: FastifyInstance, calls: Call[]): Promise<FirstData> {
  const answers: Record<string, unknown> = {};
  let picture: string | null = null;
  await Promise.all(
    calls.map(async (call) => {
      const url = preloadKey(endpoints[call.endpoint].path, call.query);
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode !== 200) return;
      const answer: unknown = response.json();
      answers[url] = answer;
      const found = call.picture?.(answer);
      if (typeof found === 'string' && /^(\/|https:\/\/)[^\s"<>]*$/.test(found)) picture = found;
    }),
  );
  return { answers, picture };
}

/** JSON that can sit inside a `<script type="application/json">`: no `<` that could close or comment it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
