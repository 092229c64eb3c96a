import { type CountryOfOrigin, countriesOfOrigin, type Genre, type Paged } from '@parde/api-client';
import { useDomain } from '@parde/domain/react';
import { ButtonLink, Select } from '@parde/ui';
import { useSearchParams } from 'react-router';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { countryLabel } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { listQuery, paths } from '../../config/paths';

/** The genre and country filters of a list page, read from and written to the URL query. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const genreId = Number(params.get(listQuery.genre)) || null;
  const countryParam = params.get(listQuery.country);
  const country = (countriesOfOrigin as readonly string[]).includes(countryParam ?? '')
    ? (countryParam as CountryOfOrigin)
    : null;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete(listQuery.page);
    setParams(next);
  };
  return { genreId, country, set };
}

function Filters({ genres, genreId, country, set }: ReturnType<typeof useFilters> & { genres: Paged<Genre> | null }) {
  return (
    <div className={styles.filters}>
      <Select
        label="ژانر"
        options={[
          { value: '', label: 'همهٔ ژانرها' },
          ...(genres?.data.map((genre) => ({ value: String(genre.id), label: genre.title })) ?? []),
        ]}
        value={genreId === null ? '' : String(genreId)}
        onChange={(e) => set(listQuery.genre, e.target.value || null)}
      />
      <Select
        label="کشور سازنده"
        options={[
          { value: '', label: 'همه' },
          ...countriesOfOrigin.map((value) => ({ value, label: countryLabel[value] })),
        ]}
        value={country ?? ''}
        onChange={(e) => set(listQuery.country, e.target.value || null)}
      />
    </div>
  );
}

/** The media lists behind the films and series pages: same shapes, different endpoints. */
const titleLists = {
  Movie: {
    heading: 'فیلم‌ها',
    empty: 'فیلمی با این ویژگی‌ها پیدا نشد',
    path: paths.movies,
    showAll: 'همهٔ فیلم‌ها',
    genres: 'movieGenres',
    byGenre: 'moviesByGenre',
    all: 'updatedMovies',
  },
  Series: {
    heading: 'سریال‌ها',
    empty: 'سریالی با این ویژگی‌ها پیدا نشد',
    path: paths.tvShows,
    showAll: 'همهٔ سریال‌ها',
    genres: 'seriesGenres',
    byGenre: 'seriesByGenre',
    all: 'updatedSeries',
  },
} as const;

/** Films or series, paged, filtered by genre and country (spec §2 /movies and /tv-shows). */
function TitleListPage({ kind }: { kind: keyof typeof titleLists }) {
  const config = titleLists[kind];
  usePageTitle(config.heading);
  const { media } = useDomain();
  const page = usePageNumber();
  const filters = useFilters();
  const genres = useResource(media[config.genres], undefined);
  const byGenre = useResource(
    media[config.byGenre],
    filters.genreId
      ? { genreId: filters.genreId, pageNumber: page, CountryOfOrigin: filters.country ?? undefined }
      : null,
  );
  const all = useResource(
    media[config.all],
    filters.genreId ? null : { pageNumber: page, CountryOfOrigin: filters.country ?? undefined },
  );
  const list = filters.genreId ? byGenre : all;
  const filtered = filters.genreId !== null || filters.country !== null;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{config.heading}</h1>
        <Filters {...filters} genres={genres.result} />
      </div>
      <Async
        state={list}
        skeleton={<GridSkeleton />}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle={config.empty}
        emptyDescription={filtered ? 'ژانر یا کشور دیگری را انتخاب کنید یا همه را ببینید.' : undefined}
        emptyAction={
          filtered ? (
            <ButtonLink href={config.path.to()} variant="secondary">
              {config.showAll}
            </ButtonLink>
          ) : undefined
        }
      >
        {(result) => <PagedTitles page={page} result={result} />}
      </Async>
    </div>
  );
}

/** Films (spec §2 /movies). */
export const MoviesPage = () => <TitleListPage kind="Movie" />;

/** Series (spec §2 /tv-shows). */
export const SeriesPage = () => <TitleListPage kind="Series" />;
