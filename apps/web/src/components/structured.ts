/**
 * What the detail pages tell search engines and link previews (usePageTitle's meta): a description, a picture,
 * the schema.org object and the breadcrumb trail. The server puts them in the page's `<head>` (docs/decisions/017).
 */
import type { EpisodeDetail, MovieDetail, SeriesDetail, StarDetail } from '@parde/api-client';
import { paths } from '../config/paths';
import type { PageMeta } from '../lib/usePageTitle';

type Meta = Omit<PageMeta, 'title'>;

const home = { name: 'خانه', path: paths.home.to() };
const films = { name: 'فیلم‌ها', path: paths.movies.to() };
const shows = { name: 'سریال‌ها', path: paths.tvShows.to() };

/** Minutes as an ISO 8601 duration (`PT1H53M`). */
const isoDuration = (minutes: number) =>
  minutes > 0 ? `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60}M` : undefined;

/**
 * The link-preview picture of a page (issue #28): the PNG the API draws once from the SVG art at `/media/og/`, as
 * messengers show no SVG. Same origin or CDN as the art; any other address is kept as it is.
 */
export const previewOf = (artUrl: string): string =>
  artUrl.replace(
    /\/media\/(?:backdrops|stills|portraits)\/((?:movie|series|episode|star)-\d+)\.svg$/,
    '/media/og/$1.png',
  );

const genres = (title: { genres: { title: string }[] }) => title.genres.map((genre) => genre.title);

export function movieMeta(movie: MovieDetail): Meta {
  const path = paths.movieDetail.to(movie.id, movie.title);
  return {
    description: movie.description,
    image: previewOf(movie.backdropUrl),
    type: 'video.movie',
    canonical: path,
    structured: {
      '@type': 'Movie',
      name: movie.title,
      alternateName: movie.originalTitle || undefined,
      description: movie.description,
      image: movie.posterUrl,
      datePublished: movie.releaseDate,
      duration: isoDuration(movie.duration),
      genre: genres(movie),
      contentRating: movie.ageRange ? `${movie.ageRange}+` : undefined,
      aggregateRating: undefined,
    },
    breadcrumbs: [home, films, { name: movie.title, path }],
  };
}

export function seriesMeta(series: SeriesDetail): Meta {
  const path = paths.showDetail.to(series.id, series.title);
  return {
    description: series.description,
    image: previewOf(series.backdropUrl),
    type: 'video.tv_show',
    canonical: path,
    structured: {
      '@type': 'TVSeries',
      name: series.title,
      alternateName: series.originalTitle || undefined,
      description: series.description,
      image: series.posterUrl,
      startDate: String(series.year),
      numberOfSeasons: series.seasonsDto.length,
      genre: genres(series),
    },
    breadcrumbs: [home, shows, { name: series.title, path }],
  };
}

export function episodeMeta(episode: EpisodeDetail): Meta {
  const path = paths.episode.to(episode.id);
  const seriesPath = paths.showDetail.to(episode.seriesId, episode.seriesTitle);
  return {
    description: episode.description || episode.series.description,
    image: previewOf(episode.stillUrl),
    type: 'video.episode',
    canonical: path,
    structured: {
      '@type': 'TVEpisode',
      name: episode.title,
      description: episode.description,
      image: episode.stillUrl,
      episodeNumber: episode.number,
      datePublished: episode.releaseDate,
      duration: isoDuration(episode.duration),
      partOfSeason: { '@type': 'TVSeason', seasonNumber: episode.seasonNumber },
      partOfSeries: { '@type': 'TVSeries', name: episode.seriesTitle, url: seriesPath },
    },
    breadcrumbs: [home, shows, { name: episode.seriesTitle, path: seriesPath }, { name: episode.title, path }],
  };
}

export function starMeta(star: StarDetail): Meta {
  const path = paths.castDetail.to(star.id, star.name);
  return {
    description: star.bio || `${star.name}، ${star.profession}`,
    image: previewOf(star.pictureUrl),
    type: 'profile',
    canonical: path,
    structured: {
      '@type': 'Person',
      name: star.name,
      description: star.bio || undefined,
      image: star.pictureUrl,
      jobTitle: star.profession,
      birthDate: star.birthDate ?? undefined,
      birthPlace: star.birthPlace ?? undefined,
    },
    breadcrumbs: [home, { name: 'بازیگران و عوامل', path: paths.cast.to() }, { name: star.name, path }],
  };
}
