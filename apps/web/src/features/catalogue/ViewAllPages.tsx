import type { Paged, TitleCard } from '@parde/api-client';
import { ButtonLink } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { parseSlugId, paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { idParam, pageLoader, pageParam } from '../../lib/data/loaders';

/** Where an empty tag or genre page sends the viewer next. */
const nextStep = {
  tag: { href: paths.tags.to(), label: 'برچسب‌های دیگر' },
  genre: { href: paths.genres.to(), label: 'ژانرهای دیگر' },
} as const;

function ViewAll({
  heading,
  list,
  page,
  group,
  kind,
}: {
  heading: string | null;
  list: Paged<TitleCard> | null;
  page: number;
  group: keyof typeof nextStep;
  kind: 'Movie' | 'Series';
}) {
  const what = kind === 'Movie' ? 'فیلمی' : 'سریالی';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading ?? '\u00a0'}</h1>
      <Async
        data={list}
        skeleton={<GridSkeleton />}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle={`فعلاً ${what} در این ${group === 'tag' ? 'برچسب' : 'ژانر'} برای نمایش نیست`}
        emptyAction={
          <div className={styles.actions}>
            <ButtonLink href={nextStep[group].href}>{nextStep[group].label}</ButtonLink>
            <ButtonLink href={kind === 'Movie' ? paths.movies.to() : paths.tvShows.to()} variant="secondary">
              {kind === 'Movie' ? 'همهٔ فیلم‌ها' : 'همهٔ سریال‌ها'}
            </ButtonLink>
          </div>
        }
      >
        {(result) => <PagedTitles page={page} result={result} />}
      </Async>
    </div>
  );
}

/** A genre's or a tag's titles, and their heading (the genre's or tag's name). */
const viewLoader = (group: keyof typeof nextStep, kind: 'Movie' | 'Series') =>
  pageLoader(async (read, { params, request }) => {
    const id = idParam(params, parseSlugId);
    const pageNumber = pageParam(request);
    if (group === 'genre') {
      const [genre, list] = await Promise.all([
        read('genreById', { id }),
        kind === 'Movie'
          ? read('moviesByGenre', { genreId: id, pageNumber })
          : read('seriesByGenre', { genreId: id, pageNumber }),
      ]);
      const name = genre?.title;
      return { list, heading: name ? (kind === 'Movie' ? `فیلم‌های ژانر ${name}` : `سریال‌های ژانر ${name}`) : null };
    }
    const [tags, list] = await Promise.all([
      read(kind === 'Movie' ? 'movieTags' : 'seriesTags', undefined),
      kind === 'Movie'
        ? read('moviesByTag', { tagId: id, pageNumber })
        : read('seriesByTag', { tagId: id, pageNumber }),
    ]);
    const name = tags?.data.find((tag) => tag.id === id)?.title;
    return { list, heading: name ? (kind === 'Movie' ? `فیلم‌های برچسب «${name}»` : `سریال‌های برچسب «${name}»`) : null };
  });

type ViewData = Awaited<ReturnType<ReturnType<typeof viewLoader>>>;

function View({ group, kind }: { group: keyof typeof nextStep; kind: 'Movie' | 'Series' }) {
  const view = useLoaderData<ViewData>();
  const page = usePageNumber();
  return <ViewAll heading={view?.heading ?? null} list={view?.list ?? null} page={page} {...{ group, kind }} />;
}

const meta = (view: ViewData) => ({ title: view?.heading ?? null });

export const pages = {
  /** All films of a genre. */
  GenreMoviesPage: { Component: () => <View group="genre" kind="Movie" />, loader: viewLoader('genre', 'Movie'), meta },
  /** All series of a genre. */
  GenreSeriesPage: {
    Component: () => <View group="genre" kind="Series" />,
    loader: viewLoader('genre', 'Series'),
    meta,
  },
  /** All films of a tag. */
  TagMoviesPage: { Component: () => <View group="tag" kind="Movie" />, loader: viewLoader('tag', 'Movie'), meta },
  /** All series of a tag. */
  TagSeriesPage: { Component: () => <View group="tag" kind="Series" />, loader: viewLoader('tag', 'Series'), meta },
} satisfies Record<string, PageRoute>;
