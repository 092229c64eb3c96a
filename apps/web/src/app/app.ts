/**
 * The app's stores, made from ports: the browser's (composition.ts, one per page) or the server renderer's (one per
 * request). Nothing here touches `window`, so the server bundle can import it.
 */
import type { ApiClient } from '@parde/api-client';
import {
  createDomain,
  createResourceStore,
  type Domain,
  type DomainOptions,
  type EndpointListStore,
  type ResourceStore,
} from '@parde/domain';
import { REGAL_POSITIONS } from '../config/home';

/** Round-trip to the API, for the diagnostics page. */
export interface Health {
  ms: number;
  genres: number;
}

/** What the domain does not hold: the diagnostics round-trip and one list per home regal position. */
export interface Services {
  health: ResourceStore<Health | null, undefined>;
  regalRows: EndpointListStore<'getRegalByPosition'>[];
}

/** The domain and the extra stores. */
export interface App {
  domain: Domain;
  services: Services;
}

/** Builds the stores on the given ports. `api` reads the token and age range from the domain lazily. */
export function createApp(options: DomainOptions & { api: ApiClient }): App {
  const domain = createDomain(options);
  const { api } = options;
  const services: Services = {
    health: createResourceStore(async (_: undefined, signal) => {
      const started = performance.now();
      const genres = await api.getMovieGenres(undefined, { signal });
      return { ms: Math.round(performance.now() - started), genres: genres?.totalCount ?? 0 };
    }),
    regalRows: REGAL_POSITIONS.map(() => domain.createList('getRegalByPosition')),
  };
  return { domain, services };
}
