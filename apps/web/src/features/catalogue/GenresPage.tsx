import type { Genre, Paged } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';
import { Link, SkeletonRow } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader } from '../../lib/data/loaders';
import * as local from './catalogue.css';
import { hasTitles } from './TagsPage';

function GenreTiles({ genres, kind }: { genres: Paged<Genre>; kind: 'Movie' | 'Series' }) {
  return (
    <ul className={styles.wideGrid}>
      {genres.data.filter(hasTitles).map((genre) => (
        <li key={genre.id}>
          <Link
            href={kind === 'Movie' ? paths.genreMovies.to(genre.id) : paths.genreSeries.to(genre.id)}
            className={local.tile}
          >
            <img src={genre.imageUrl} alt="" width={320} height={180} loading="lazy" className={local.tileImage} />
            <span className={local.tileText}>
              <strong>{genre.title}</strong>
              <span className={styles.muted}>
                {toPersianDigits(genre.count)} {kind === 'Movie' ? 'فیلم' : 'سریال'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Genres of films and of series, each leading to its view-all page. */
const loader = pageLoader(async (read) => {
  const [movies, series] = await Promise.all([read('movieGenres', undefined), read('seriesGenres', undefined)]);
  return { movies, series };
});

function GenresPage() {
  const genres = useLoaderData<typeof loader>();
  const movies = genres?.movies ?? null;
  const series = genres?.series ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>ژانرها</h1>
      <section className={styles.section} aria-labelledby="movie-genres">
        <h2 id="movie-genres" className={styles.subtitle}>
          ژانرهای فیلم
        </h2>
        <Async data={movies} skeleton={<SkeletonRow shape="wide" />} isEmpty={(r) => !r.data.some(hasTitles)}>
          {(result) => <GenreTiles genres={result} kind="Movie" />}
        </Async>
      </section>
      <section className={styles.section} aria-labelledby="series-genres">
        <h2 id="series-genres" className={styles.subtitle}>
          ژانرهای سریال
        </h2>
        <Async data={series} skeleton={<SkeletonRow shape="wide" />} isEmpty={(r) => !r.data.some(hasTitles)}>
          {(result) => <GenreTiles genres={result} kind="Series" />}
        </Async>
      </section>
    </div>
  );
}

export const pages = {
  GenresPage: { Component: GenresPage, loader, meta: () => ({ title: 'ژانرها' }) },
} satisfies Record<string, PageRoute>;
