import type { Domain } from '@parde/domain';
import { paths } from '../config/paths';
import { ensureLoaded, viewerOf } from './useResource';

/** The home page's above-the-fold lists and their arguments; the page uses the same ones. */
export const homeFirstLists = ['homeTopSliders', 'topMovies', 'topSeries'] as const;

/** Starts the home page's first calls when the app opens on home, before React renders anything. */
export function startHomeLoads(domain: Domain, pathname: string) {
  if (pathname !== paths.home.pattern && pathname !== paths.homeAlias.pattern) return;
  const viewer = viewerOf(domain);
  ensureLoaded(domain.media.homeTopSliders, undefined, viewer);
  ensureLoaded(domain.media.topMovies, {}, viewer);
  ensureLoaded(domain.media.topSeries, {}, viewer);
}
