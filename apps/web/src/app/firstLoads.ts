import type { Domain } from '@parde/domain';
import { matchPath } from 'react-router';
import { parseSlugId, paths } from '../config/paths';
import { ensureLoaded, viewerOf } from './useResource';

/** The `{id}` of a detail address, read as its page reads it; null when `pathname` is not one. */
function detailId(pattern: string, pathname: string): number | null {
  const id = parseSlugId(matchPath(pattern, pathname)?.params.id);
  return Number.isFinite(id) ? id : null;
}

/**
 * Starts the first calls of the page the app opens on, before React renders anything, so they travel in parallel
 * with the page's chunk instead of after it. The pages ask for the same arguments and find them under way.
 */
export function startFirstLoads(domain: Domain, pathname: string) {
  const viewer = viewerOf(domain);
  const { media } = domain;
  if (pathname === paths.home.pattern || pathname === paths.homeAlias.pattern) {
    ensureLoaded(media.homeTopSliders, undefined, viewer);
    ensureLoaded(media.topMovies, {}, viewer);
    ensureLoaded(media.topSeries, {}, viewer);
    return;
  }
  const film = detailId(paths.movieDetail.pattern, pathname);
  if (film !== null) ensureLoaded(media.movieById, { id: film }, viewer);
  const series = detailId(paths.showDetail.pattern, pathname);
  if (series !== null) ensureLoaded(media.seriesById, { id: series }, viewer);
  const episode = detailId(paths.episode.pattern, pathname);
  if (episode !== null) ensureLoaded(media.episodeDetail, { id: episode }, viewer);
}
