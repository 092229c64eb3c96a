import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { data, useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, TitleCards } from '../../components/TitleGrid';
import { parseSlugId } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { idParam, pageLoader, pageParam } from '../../lib/data/loaders';

const regalLoader = (kind: 'Movie' | 'Series') =>
  pageLoader(async (read, { params, request }) => {
    const content = await read('regalContent', { id: idParam(params, parseSlugId), pageNumber: pageParam(request) });
    // Film and series collections share one id space: a film collection under the series address (or the other way)
    // is not found there, rather than shown under the wrong kind.
    if (content?.collection && content.collection.type !== kind) throw data(null, { status: 404 });
    return content;
  });

type RegalData = Awaited<ReturnType<ReturnType<typeof regalLoader>>>;

function Regal() {
  const result = useLoaderData<RegalData>();
  const page = usePageNumber();
  const collection = result?.collection;
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{collection?.title ?? '\u00a0'}</h1>
        {collection?.description && <p className={styles.muted}>{collection.description}</p>}
      </div>
      <Async data={result} skeleton={<GridSkeleton />} isEmpty={(r) => r.data.length === 0}>
        {(result) => (
          <>
            <TitleCards titles={result.data} priority={6} />
            <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={result.totalCount ?? result.data.length} />
          </>
        )}
      </Async>
    </div>
  );
}

const meta = (kind: 'Movie' | 'Series') => (content: RegalData) => ({
  title: content?.collection?.title ?? (kind === 'Movie' ? 'مجموعهٔ فیلم' : 'مجموعهٔ سریال'),
});

export const pages = {
  /** A regal collection of films (spec §2 /movie-regal-content/{id}). */
  MovieRegalPage: { Component: Regal, loader: regalLoader('Movie'), meta: meta('Movie') },
  /** A regal collection of series (spec §2 /series-regal-content/{id}). */
  SeriesRegalPage: { Component: Regal, loader: regalLoader('Series'), meta: meta('Series') },
} satisfies Record<string, PageRoute>;
