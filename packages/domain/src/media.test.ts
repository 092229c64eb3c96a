import { endpoints } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { createMedia, type MediaListName, mediaLists } from './media';
import { paths } from './paths';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function setup() {
  const ports = fakePorts();
  const media = createMedia(server.client({ getAgeRange: () => 12 }), createErrorReporter(ports));
  return { ports, media };
}

describe('media lists', () => {
  it('holds one store per list of spec §3 "Media data"', () => {
    const { media } = setup();
    const required: MediaListName[] = [
      'homeTopSliders',
      'homeBottomSliders',
      'topSeries',
      'topMovies',
      'homeSeries',
      'popularSeries',
      'suggestedSeries',
      'bestInternationalSeries',
      'seriesById',
      'seriesStars',
      'episodesBySeries',
      'episodesBySeason',
      'latestEpisodes',
      'episodeDetail',
      'continueWatching',
      'topMovie',
      'movieById',
      'popularMovies',
      'latestMovies',
      'suggestedMovies',
      'movieStars',
      'starDetail',
    ];
    for (const name of required) expect(media[name].getState().status).toBe('idle');
    expect(new Set(Object.values(media)).size).toBe(Object.keys(mediaLists).length);
  });

  it.each(Object.keys(mediaLists) as MediaListName[])('%s calls its own endpoint', async (name) => {
    const { media } = setup();
    const path = endpoints[mediaLists[name].endpoint].path;
    server.on(path, { status: 200, body: { data: [{ id: 1 }], totalCount: 1 } });
    const store = media[name] as unknown as { getState(): { load(a: unknown): Promise<void>; result: unknown } };
    await store.getState().load({ id: 5 });
    expect(server.calls(path)).toHaveLength(1);
    expect(store.getState().result).toEqual({ data: [{ id: 1 }], totalCount: 1 });
  });

  it('pages lists with the defaults of spec §9 and fixes the country of the international list', async () => {
    const { media } = setup();
    await media.popularMovies.getState().load({});
    expect(server.calls('/api/MovieQuery/GetPopularsMovies')[0]?.query).toEqual({ pageNumber: '1', pageSize: '12' });

    await media.bestInternationalSeries.getState().load({ pageNumber: 2 });
    expect(server.calls('/api/SeriesQuery/GetBestSeries')[0]?.query).toEqual({
      pageNumber: '2',
      pageSize: '12',
      CountryOfOrigin: 'Foreign',
    });
    expect(server.calls('/api/SeriesQuery/GetBestSeries')[0]?.headers.agerange).toBe('12');
  });

  it('home’s updated rows pass a country, Domestic or Foreign (spec §9), like its best rows', async () => {
    const { media } = setup();
    await media.updatedDomesticMovies.getState().load({});
    await media.updatedForeignMovies.getState().load({});
    await media.updatedDomesticSeries.getState().load({});
    await media.updatedForeignSeries.getState().load({});
    const countries = (path: string) => server.calls(path).map((call) => call.query.CountryOfOrigin);
    expect(countries('/api/MovieQuery/GetUpdatedMovies')).toEqual(['Domestic', 'Foreign']);
    expect(countries('/api/SeriesQuery/GetUpdatedSeries')).toEqual(['Domestic', 'Foreign']);
  });

  it('sends no query for lists that take none', async () => {
    const { media } = setup();
    await media.homeTopSliders.getState().load();
    expect(server.calls('/api/sliderQuery/GetHomeTopSliders')[0]?.query).toEqual({});
  });

  it('reports a missing title through the one error path: toast, then the not-found page', async () => {
    const { media, ports } = setup();
    server.on('/api/MovieQuery/GetById', { status: 404, body: errorBody('NotExistsError') });
    await media.movieById.getState().load({ id: 404 });
    expect(media.movieById.getState()).toMatchObject({ status: 'error', error: 'اطلاعات این فیلم یافت نشد' });
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual(['اطلاعات این فیلم یافت نشد']);
    expect(ports.navigation.last()).toBe(paths.notFound);
  });

  it('leaves continue watching empty while signed out instead of earning a 401 trip to login', async () => {
    let signedIn = false;
    const ports = fakePorts();
    const media = createMedia(server.client(), createErrorReporter(ports), () => signedIn);
    await media.continueWatching.getState().load({});
    expect(media.continueWatching.getState()).toMatchObject({ status: 'success', result: null });
    expect(server.requests).toEqual([]);
    await media.topMovie.getState().load();
    expect(server.calls('/api/MovieQuery/GetTopMovie')).toHaveLength(1);

    signedIn = true;
    await media.continueWatching.getState().load({});
    expect(server.calls('/api/VideoQuery/getHomeContinue')).toHaveLength(1);
    expect(ports.navigation.calls).toEqual([]);
  });
});
