import type { Paged, TitleCard } from '@parde/api-client';
import type { ResourceStore } from '@parde/domain';
import { useDomain } from '@parde/domain/react';
import { ButtonLink, NotFound } from '@parde/ui';
import { useParams } from 'react-router';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { usePageTitle } from '../../components/usePageTitle';
import { homeList } from '../../config/home';
import { paths } from '../../config/paths';

/** What every home title list is: a page of titles, asked for by page number. */
type TitleListStore = ResourceStore<Paged<TitleCard> | null, { pageNumber: number }>;

/** «مشاهده همه» of a home row (`/view-all/{list}`): the row's own list in its own order, paged; 404 for other names. */
export function HomeListPage() {
  const row = homeList(useParams().list);
  const { media } = useDomain();
  const page = usePageNumber();
  // Every list of `homeLists` answers a page of title cards and takes a page number (its other arguments are fixed).
  const store = media[row?.list ?? 'topMovies'] as unknown as TitleListStore;
  const list = useResource(store, row ? { pageNumber: page } : null);
  usePageTitle(row?.title ?? null);
  if (!row) return <NotFound homeHref={paths.home.to()} />;
  const films = row.kind === 'Movie';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{row.title}</h1>
      <Async
        state={list}
        skeleton={<GridSkeleton />}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle={films ? 'فعلاً فیلمی در این فهرست نیست' : 'فعلاً سریالی در این فهرست نیست'}
        emptyAction={
          <ButtonLink href={films ? paths.movies.to() : paths.tvShows.to()}>
            {films ? 'همهٔ فیلم‌ها' : 'همهٔ سریال‌ها'}
          </ButtonLink>
        }
      >
        {(result) => <PagedTitles page={page} result={result} />}
      </Async>
    </div>
  );
}
