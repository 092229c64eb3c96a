import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { useDomain } from '@parde/domain/react';
import { SkeletonRow, StarCard } from '@parde/ui';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../config/paths';

/** Stars, paged (spec §2 /cast). */
export function CastListPage() {
  usePageTitle('بازیگران و عوامل');
  const page = usePageNumber();
  const { media } = useDomain();
  const stars = useResource(media.stars, { pageNumber: page });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>بازیگران و عوامل</h1>
      <Async state={stars} skeleton={<SkeletonRow shape="circle" count={8} />} isEmpty={(r) => r.data.length === 0}>
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
