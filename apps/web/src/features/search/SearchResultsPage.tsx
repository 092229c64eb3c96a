import type { SearchResult, SearchResultType } from '@parde/api-client';
import { SEARCH_MIN_LENGTH } from '@parde/domain';
import { normalizeForSearch, toPersianDigits } from '@parde/fa';
import { Button, EmptyState, PosterCard, StarCard, TextField } from '@parde/ui';
import { Form, useLoaderData, useSearchParams } from 'react-router';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { GridSkeleton } from '../../components/TitleGrid';
import { paths, searchResultPath } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader, pageParam } from '../../lib/data/loaders';
import * as own from './search.css';

/** Results per page of the results page. */
const RESULTS_PAGE_SIZE = 20;

const tabs: { type: SearchResultType | undefined; label: string }[] = [
  { type: undefined, label: 'همه' },
  { type: 'Movie', label: 'فیلم‌ها' },
  { type: 'Series', label: 'سریال‌ها' },
  { type: 'Star', label: 'افراد' },
];

const typeOf = (value: string | null): SearchResultType | undefined =>
  value === 'Movie' || value === 'Series' || value === 'Star' ? value : undefined;

/** One kind (or every kind) of a search's results, one page of them; nothing to ask for a text too short. */
const loader = pageLoader(async (read, { request }) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim();
  if (normalizeForSearch(query).length < SEARCH_MIN_LENGTH) return { query, answer: null };
  const type = typeOf(url.searchParams.get('type'));
  const answer = await read('searchResults', {
    searchText: query,
    ...(type ? { type } : {}),
    pageNumber: pageParam(request),
    pageSize: RESULTS_PAGE_SIZE,
  });
  return { query, answer };
});

function ResultCards({ results }: { results: SearchResult[] }) {
  const titles = results.filter((r) => r.type !== 'Star');
  const people = results.filter((r) => r.type === 'Star');
  return (
    <>
      {titles.length > 0 && (
        <ul className={styles.grid}>
          {titles.map((r) => (
            <li key={`${r.type}-${r.id}`}>
              <PosterCard
                href={searchResultPath(r.type, r.id, r.title)}
                title={r.title}
                posterUrl={r.pictures[0]?.url ?? ''}
                subtitle={r.type === 'Movie' ? 'فیلم' : 'سریال'}
              />
            </li>
          ))}
        </ul>
      )}
      {people.length > 0 && (
        <ul className={styles.circleGrid}>
          {people.map((r) => (
            <li key={`${r.type}-${r.id}`}>
              <StarCard
                href={searchResultPath(r.type, r.id, r.title)}
                name={r.title}
                portraitUrl={r.pictures[0]?.url ?? ''}
                credit={r.description}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The page's own field: where the header's search button leads before the app has started (or without script), and
 * a new search from the results. A plain GET form, so it works before the app does; the router takes it after.
 */
function SearchForm({ query }: { query: string }) {
  return (
    <Form role="search" action={paths.search.pattern} className={own.form}>
      <TextField
        // A new query from elsewhere (the overlay, the browser's history) replaces what was typed.
        key={query}
        className={own.field}
        label="جستجو در فیلم‌ها، سریال‌ها و افراد"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="نام فیلم، سریال یا بازیگر"
        enterKeyHint="search"
        autoComplete="off"
        required
        // Reached without a query only by the search button or an address typed: the viewer came to type.
        autoFocus={!query}
      />
      <Button type="submit">نمایش نتایج</Button>
    </Form>
  );
}

/** Every result of a search (issue #28), with tabs by kind and pages: where the overlay's «همهٔ نتایج» leads. */
function SearchResultsPage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const type = typeOf(params.get('type'));
  const page = usePageNumber();
  const query = data?.query ?? (params.get('q') ?? '').trim();
  const counts = data?.answer?.counts;
  const all = counts ? counts.Movie + counts.Series + counts.Star : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? `نتایج جستجوی «${query}»` : 'جستجو'}</h1>
      <SearchForm query={query} />
      {data && data.answer === null ? (
        query && (
          <EmptyState
            title="چیزی برای جستجو ننوشته‌اید"
            description={`دست‌کم ${toPersianDigits(SEARCH_MIN_LENGTH)} حرف از نام فیلم، سریال یا بازیگر را بنویسید.`}
          />
        )
      ) : (
        <>
          <nav className={own.tabs} aria-label="نوع نتیجه">
            {tabs.map((tab) => {
              const count = tab.type ? counts?.[tab.type] : all;
              return (
                <a
                  key={tab.label}
                  href={paths.search.to(query, tab.type)}
                  className={own.tab}
                  aria-current={tab.type === type ? 'page' : undefined}
                >
                  {tab.label}
                  {count !== undefined && <span className={own.count}>{toPersianDigits(count)}</span>}
                </a>
              );
            })}
          </nav>
          <Async
            data={data?.answer ?? null}
            skeleton={<GridSkeleton />}
            isEmpty={(r) => r.data.length === 0}
            emptyTitle="نتیجه‌ای یافت نشد"
            emptyDescription={`برای «${query}»${type ? ` در ${tabs.find((t) => t.type === type)?.label}` : ''} چیزی پیدا نکردیم.`}
          >
            {(answer) => (
              <>
                <ResultCards results={answer.data} />
                <Pagination page={page} pageSize={RESULTS_PAGE_SIZE} totalCount={answer.totalCount} />
              </>
            )}
          </Async>
        </>
      )}
    </div>
  );
}

export const pages = {
  SearchResultsPage: {
    Component: SearchResultsPage,
    loader,
    meta: (data: Awaited<ReturnType<typeof loader>>) => ({
      title: data?.query ? `نتایج جستجوی «${data.query}»` : 'جستجو',
      image: '/media/og/page-search.png',
    }),
  },
} satisfies Record<string, PageRoute>;
