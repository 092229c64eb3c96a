import type { Paged, TitleCard } from '@parde/api-client';
import type { ResourceData } from '@parde/domain';
import { useDomain } from '@parde/domain/react';
import { ButtonLink, NotFound } from '@parde/ui';
import { useParams } from 'react-router';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { usePageTitle } from '../../components/usePageTitle';
import { parseSlugId, paths } from '../../config/paths';

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
  list: ResourceData<Paged<TitleCard> | null> & { retry(): void };
  page: number;
  group: keyof typeof nextStep;
  kind: 'Movie' | 'Series';
}) {
  usePageTitle(heading);
  const what = kind === 'Movie' ? 'فیلمی' : 'سریالی';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading ?? '\u00a0'}</h1>
      <Async
        state={list}
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

function useIdParam() {
  return parseSlugId(useParams().id);
}

function GenreView({ kind }: { kind: 'Movie' | 'Series' }) {
  const { media } = useDomain();
  const id = useIdParam();
  const page = usePageNumber();
  const valid = Number.isFinite(id);
  const genre = useResource(media.genreById, valid ? { id } : null);
  const movies = useResource(media.moviesByGenre, valid && kind === 'Movie' ? { genreId: id, pageNumber: page } : null);
  const series = useResource(
    media.seriesByGenre,
    valid && kind === 'Series' ? { genreId: id, pageNumber: page } : null,
  );
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  const name = genre.result?.title;
  const heading = name ? (kind === 'Movie' ? `فیلم‌های ژانر ${name}` : `سریال‌های ژانر ${name}`) : null;
  return <ViewAll heading={heading} list={kind === 'Movie' ? movies : series} page={page} group="genre" kind={kind} />;
}

function TagView({ kind }: { kind: 'Movie' | 'Series' }) {
  const { media } = useDomain();
  const id = useIdParam();
  const page = usePageNumber();
  const valid = Number.isFinite(id);
  const tags = useResource(kind === 'Movie' ? media.movieTags : media.seriesTags, undefined);
  const movies = useResource(media.moviesByTag, valid && kind === 'Movie' ? { tagId: id, pageNumber: page } : null);
  const series = useResource(media.seriesByTag, valid && kind === 'Series' ? { tagId: id, pageNumber: page } : null);
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  const name = tags.result?.data.find((tag) => tag.id === id)?.title;
  const heading = name ? (kind === 'Movie' ? `فیلم‌های برچسب «${name}»` : `سریال‌های برچسب «${name}»`) : null;
  return <ViewAll heading={heading} list={kind === 'Movie' ? movies : series} page={page} group="tag" kind={kind} />;
}

/** All films of a genre. */
export const GenreMoviesPage = () => <GenreView kind="Movie" />;
/** All series of a genre. */
export const GenreSeriesPage = () => <GenreView kind="Series" />;
/** All films of a tag. */
export const TagMoviesPage = () => <TagView kind="Movie" />;
/** All series of a tag. */
export const TagSeriesPage = () => <TagView kind="Series" />;
