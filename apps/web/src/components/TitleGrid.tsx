import type { Paged, TitleCard } from '@parde/api-client';
import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { Skeleton } from '@parde/ui';
import { IntentPoster } from './IntentPoster';
import { Pagination } from './Pagination';
import * as styles from './page.css';
import { cardSubtitle, titleHref } from './titles';

/** Posters in a responsive grid. */
export function TitleCards({ titles, priority = 0 }: { titles: TitleCard[]; priority?: number }) {
  return (
    <ul className={styles.grid}>
      {titles.map((title, index) => (
        <li key={`${title.type}-${title.id}`}>
          <IntentPoster
            href={titleHref(title)}
            title={title.title}
            posterUrl={title.posterUrl}
            age={title.ageRange}
            color={title.color}
            subtitle={cardSubtitle(title)}
            priority={index < priority}
          />
        </li>
      ))}
    </ul>
  );
}

/** A grid of poster skeletons, the shape of a loading list. */
export function GridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={styles.grid} role="status" aria-label="در حال بارگذاری">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} shape="poster" width="100%" />
      ))}
    </div>
  );
}

/** One page of titles and the pager under it. */
export function PagedTitles({ page, result }: { page: number; result: Paged<TitleCard> }) {
  return (
    <>
      <TitleCards titles={result.data} priority={6} />
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={result.totalCount} />
    </>
  );
}
