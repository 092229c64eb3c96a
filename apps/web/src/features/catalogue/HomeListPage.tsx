import type { Paged, TitleCard } from '@parde/api-client';
import { ButtonLink } from '@parde/ui';
import { data, useLoaderData, useParams } from 'react-router';
import { Async } from '../../components/Async';
import { usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, PagedTitles } from '../../components/TitleGrid';
import { homeList } from '../../config/home';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader, pageParam } from '../../lib/data/loaders';

const loader = pageLoader(async (read, { params, request }) => {
  const row = homeList(params.list);
  if (!row) throw data(null, { status: 404 });
  // Every list of `homeLists` answers a page of title cards and takes a page number (its other arguments are fixed).
  const list = (await read(row.list, { pageNumber: pageParam(request) })) as Paged<TitleCard> | null;
  return { title: row.title, list };
});

/** «مشاهده همه» of a home row (`/view-all/{list}`): the row's own list in its own order, paged; 404 for other names. */
function HomeListPage() {
  const row = homeList(useParams().list);
  const page = usePageNumber();
  const list = useLoaderData<typeof loader>()?.list ?? null;
  if (!row) return null;
  const films = row.kind === 'Movie';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{row.title}</h1>
      <Async
        data={list}
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

export const pages = {
  HomeListPage: {
    Component: HomeListPage,
    loader,
    meta: (view: Awaited<ReturnType<typeof loader>>) => ({ title: view?.title ?? null }),
  },
} satisfies Record<string, PageRoute>;
