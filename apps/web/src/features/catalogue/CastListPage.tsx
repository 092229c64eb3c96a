import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { SkeletonRow, StarCard } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader, pageParam } from '../../lib/data/loaders';

/** Stars, paged (spec §2 /cast). */
const loader = pageLoader((read, { request }) => read('stars', { pageNumber: pageParam(request) }));

function CastListPage() {
  const page = usePageNumber();
  const stars = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>بازیگران و عوامل</h1>
      <Async data={stars} skeleton={<SkeletonRow shape="circle" count={8} />} isEmpty={(r) => r.data.length === 0}>
        {(result) => (
          <>
            <ul className={styles.circleGrid}>
              {result.data.map((star) => (
                <li key={star.id}>
                  <StarCard
                    href={paths.castDetail.to(star.id, star.name)}
                    name={star.name}
                    portraitUrl={star.pictureUrl}
                    credit={star.profession}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={result.totalCount} />
          </>
        )}
      </Async>
    </div>
  );
}

export const pages = {
  CastListPage: { Component: CastListPage, loader, meta: () => ({ title: 'بازیگران و عوامل' }) },
} satisfies Record<string, PageRoute>;
