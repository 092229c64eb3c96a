import { toPersianDigits } from '@parde/fa';
import { ButtonLink } from '@parde/ui';
import { useLocation, useSearchParams } from 'react-router';
import { listQuery } from '../config/paths';
import * as styles from './page.css';

/** The current page number of a list from the URL (`?page=`), 1 when absent or invalid. */
export function usePageNumber(): number {
  const [params] = useSearchParams();
  const page = Number(params.get(listQuery.page));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Previous / next and the page position of a paged list; the page lives in the URL. */
export function Pagination({ page, pageSize, totalCount }: { page: number; pageSize: number; totalCount: number }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  const hrefOf = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete(listQuery.page);
    else next.set(listQuery.page, String(n));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pager} aria-label="صفحه‌ها">
      {page > 1 && (
        <ButtonLink href={hrefOf(page - 1)} variant="secondary" icon="chevronStart">
          صفحهٔ قبل
        </ButtonLink>
      )}
      <span className={styles.muted} aria-current="page">
        صفحهٔ {toPersianDigits(page)} از {toPersianDigits(pages)}
      </span>
      {page < pages && (
        <ButtonLink href={hrefOf(page + 1)} variant="secondary" icon="chevronEnd">
          صفحهٔ بعد
        </ButtonLink>
      )}
    </nav>
  );
}
