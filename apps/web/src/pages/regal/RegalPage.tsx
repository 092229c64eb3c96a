import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { useDomain } from '@parde/domain/react';
import { NotFound } from '@parde/ui';
import { useParams } from 'react-router';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton, TitleCards } from '../../components/TitleGrid';
import { usePageTitle } from '../../components/usePageTitle';
import { parseSlugId, paths } from '../../config/paths';

function Regal({ kind }: { kind: 'Movie' | 'Series' }) {
  const id = parseSlugId(useParams().id);
  const valid = Number.isFinite(id);
  const page = usePageNumber();
  const { media } = useDomain();
  const content = useResource(media.regalContent, valid ? { id, pageNumber: page } : null);
  const collection = content.result?.collection;
  usePageTitle(collection?.title ?? (kind === 'Movie' ? 'مجموعهٔ فیلم' : 'مجموعهٔ سریال'));
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  // Film and series collections share one id space: a film collection under the series address (or the other way)
  // is not found there, rather than shown under the wrong kind.
  if (collection && collection.type !== kind) return <NotFound homeHref={paths.home.to()} />;
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{collection?.title ?? '\u00a0'}</h1>
        {collection?.description && <p className={styles.muted}>{collection.description}</p>}
      </div>
      <Async state={content} skeleton={<GridSkeleton />} isEmpty={(r) => r.data.length === 0}>
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

/** A regal collection of films (spec §2 /movie-regal-content/{id}). */
export const MovieRegalPage = () => <Regal kind="Movie" />;
/** A regal collection of series (spec §2 /series-regal-content/{id}). */
export const SeriesRegalPage = () => <Regal kind="Series" />;
