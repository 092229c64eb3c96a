import { type CountryOfOrigin, countriesOfOrigin, type Genre, type Paged } from '@parde/api-client';
import { ButtonLink, Select } from '@parde/ui';
import { useLoaderData, useSearchParams } from 'react-router';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { countryLabel } from '../../components/titles';
import { listQuery, paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader, pageParam } from '../../lib/data/loaders';

/** The genre and country filters of a list page's address. */
function filtersOf(params: URLSearchParams) {
  const genreId = Number(params.get(listQuery.genre)) || null;
  const countryParam = params.get(listQuery.country);
  const country = (countriesOfOrigin as readonly string[]).includes(countryParam ?? '')
    ? (countryParam as CountryOfOrigin)
    : null;
  return { genreId, country };
}

/** The genre and country filters of a list page, read from and written to the URL query. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const { genreId, country } = filtersOf(params);
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
const listLoader = (kind: keyof typeof titleLists) =>
  pageLoader(async (read, { request }) => {
    const config = titleLists[kind];
    const { genreId, country } = filtersOf(new URL(request.url).searchParams);
    const paging = { pageNumber: pageParam(request), CountryOfOrigin: country ?? undefined };
    const [genres, list] = await Promise.all([
      read(config.genres, undefined),
      genreId ? read(config.byGenre, { genreId, ...paging }) : read(config.all, paging),
    ]);
    return { genres, list };
  });

function TitleListPage({ kind }: { kind: keyof typeof titleLists }) {
  const config = titleLists[kind];
  const page = usePageNumber();
  const filters = useFilters();
  const data = useLoaderData<ReturnType<typeof listLoader>>();
  const genres = { result: data?.genres ?? null };
  const list = data?.list ?? null;
  const filtered = filters.genreId !== null || filters.country !== null;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{config.heading}</h1>
        <Filters {...filters} genres={genres.result} />
      </div>
      <Async
        data={list}
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
const MoviesPage = () => <TitleListPage kind="Movie" />;

/** Series (spec §2 /tv-shows). */
const SeriesPage = () => <TitleListPage kind="Series" />;

export const pages = {
  MoviesPage: { Component: MoviesPage, loader: listLoader('Movie'), meta: () => ({ title: titleLists.Movie.heading }) },
  SeriesPage: {
    Component: SeriesPage,
    loader: listLoader('Series'),
    meta: () => ({ title: titleLists.Series.heading }),
  },
} satisfies Record<string, PageRoute>;
