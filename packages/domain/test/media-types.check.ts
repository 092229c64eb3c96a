// Compile-only (run by `typecheck`): the media lists keep each endpoint's argument and result types.
import type { Media } from '../src/media';

export function mediaListTypes(media: Media) {
  void media.homeTopSliders.getState().load();
  void media.movieById.getState().load({ id: 5 });
  void media.popularMovies.getState().load({});
  void media.bestInternationalSeries.getState().load({ pageNumber: 2 });
  // @ts-expect-error the id of a title is required
  void media.movieById.getState().load({});
  // @ts-expect-error the international list's country is fixed to Foreign, but still typed
  void media.bestInternationalSeries.getState().load({ CountryOfOrigin: 'Elsewhere' });
  const movie = media.movieById.getState().result;
  return movie?.title satisfies string | undefined;
}
