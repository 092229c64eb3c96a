import type { Services } from '../../services';
import { episodeHandlers } from './episodes';
import { genreHandlers } from './genres';
import { homeHandlers } from './home';
import { movieHandlers } from './movies';
import { seriesHandlers } from './series';
import { similarHandlers } from './similar';
import { starHandlers } from './stars';

/** Every read of the catalogue: lists, details, cast, seasons and episodes, sliders, regal collections. */
export function catalogueHandlers(s: Services) {
  return {
    ...genreHandlers(s),
    ...movieHandlers(s),
    ...seriesHandlers(s),
    ...episodeHandlers(s),
    ...homeHandlers(s),
    ...starHandlers(s),
    ...similarHandlers(s),
  };
}
