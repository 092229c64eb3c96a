import { toPersianDigits } from '@parde/fa';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Icon } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { visuallyHidden } from '../../utils/a11y.css';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './SearchOverlay.css';

/** One search result as the overlay shows it; the app gives its address (ui holds no routes). */
export interface SearchResultItem {
  /** Unique among the results (e.g. `Movie-12`). */
  key: string;
  href: string;
  title: string;
  description?: string;
  pictureUrl?: string;
  /** A person's picture (square) rather than a poster. */
  portrait?: boolean;
  /** The watch label of a film or a series (spec §2: «تماشای فیلم», «تماشای سریال»). */
  watchLabel?: string;
  /** The heading of the group it is listed under («فیلم‌ها», «سریال‌ها», «افراد»); groups keep the results' order. */
  group?: string;
}

/** Results listed per group in the overlay; «همهٔ نتایج» shows the rest. */
export const SEARCH_GROUP_SIZE = 4;

/** Results in groups, each group where its first result ranks, at most `size` results in each. */
export function groupResults(results: SearchResultItem[], size = SEARCH_GROUP_SIZE) {
  const groups: { label: string; items: SearchResultItem[] }[] = [];
  for (const result of results) {
    const label = result.group ?? '';
    let group = groups.find((g) => g.label === label);
    if (!group) {
      group = { label, items: [] };
      groups.push(group);
    }
    if (group.items.length < size) group.items.push(result);
  }
  return groups;
}

/**
 * Phases of a search, driven by the app's search store. `idle`: the text is too short to search (the store decides,
 * after its normalisation: one rule).
 */
export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

/** The placeholder of spec §2. */
export const SEARCH_PLACEHOLDER = 'جستجوی فیلم، سریال، بازیگر، کارگردان و ...';

/** Props of `SearchOverlay`. */
export interface SearchOverlayProps {
  /** Shows the overlay over the page and moves focus into its field. */
  open: boolean;
  /** The text in the search field. */
  query: string;
  /** Called with the field's text on every change; the app debounces the search. */
  onQueryChange: (query: string) => void;
  /** `idle` shows the too-short hint, `loading` placeholders, `error` a retry button, `success` the results. */
  status: SearchStatus;
  /** Shortest text that is searched, for the hint shown while `status` is `idle` (spec §9: 2). */
  minLength: number;
  /** The titles and people found, each with its address. */
  results: SearchResultItem[];
  /**
   * When a search found nothing: the closest titles, offered as «منظورتان … بود؟».
   * @default undefined
   */
  suggestions?: SearchResultItem[];
  /** Called on Escape, the close button, a click outside and a followed result. */
  onClose: () => void;
  /**
   * Called by the retry button after an error.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * The current route: the overlay closes whenever it changes (spec §2).
   * @default undefined
   */
  pathname?: string;
  /** The results page of the query («همهٔ نتایج»), offered under the results. */
  allResultsHref?: string;
  /** Enter in the input: the app opens the results page. */
  onSubmit?: (query: string) => void;
  /** A result or «همهٔ نتایج» was chosen: the app remembers the query. */
  onChoose?: () => void;
  /** The member's recent searches, shown while nothing is typed. */
  recent?: string[];
  /** A recent search was chosen: it becomes the query. */
  onRecentPick?: (query: string) => void;
  /** «پاک کردن» of the recent searches. */
  onRecentClear?: () => void;
}

/** The search panel under the header: the input, then results with picture, title, description and watch label. */
export function SearchOverlay({
  open,
  query,
  onQueryChange,
  status,
  minLength,
  results,
  suggestions = [],
  onClose,
  onRetry,
  pathname,
  allResultsHref,
  onSubmit,
  onChoose,
  recent = [],
  onRecentPick,
  onRecentClear,
}: SearchOverlayProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const closeOnRouteChange = useEffectEvent(() => {
    if (open) onClose();
  });
  useEffect(() => {
    if (pathname !== lastPath.current) {
      lastPath.current = pathname;
      closeOnRouteChange();
    }
  }, [pathname]);

  if (!open) return null;
  const short = status === 'idle';

  return (
    <section
      className={styles.overlay}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={visuallyHidden}>
          جستجو
        </h2>
        <div className={styles.bar}>
          <Icon name="search" className={styles.barIcon} />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(event) => onQueryChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && onSubmit && !short) onSubmit(query);
            }}
            enterKeyHint="search"
          />
          <IconButton icon="close" label="بستن جستجو" onClick={onClose} />
        </div>

        <div className={styles.results} aria-live="polite" aria-busy={status === 'loading'}>
          {short && query.trim() === '' && recent.length > 0 ? (
            <div className={styles.recent}>
              <div className={styles.groupHead}>
                <h3 className={styles.groupTitle}>جستجوهای اخیر</h3>
                {onRecentClear && (
                  <button type="button" className={styles.textButton} onClick={onRecentClear}>
                    پاک کردن
                  </button>
                )}
              </div>
              <ul className={styles.recentList}>
                {recent.map((text) => (
                  <li key={text}>
                    <button type="button" className={styles.recentItem} onClick={() => onRecentPick?.(text)}>
                      <Icon name="search" size={14} />
                      {text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : short ? (
            <p className={styles.hint}>{`برای جستجو دست‌کم ${toPersianDigits(minLength)} حرف بنویسید.`}</p>
          ) : status === 'loading' ? (
            <ul className={styles.list} aria-label="در حال جستجو">
              {[0, 1, 2].map((n) => (
                <li key={n} className={styles.skeletonItem}>
                  <Skeleton shape="poster" width="56px" />
                  <span className={styles.skeletonText}>
                    <Skeleton shape="text" width="40%" />
                    <Skeleton shape="text" width="80%" />
                  </span>
                </li>
              ))}
            </ul>
          ) : status === 'error' ? (
            <EmptyState
              tone="error"
              title="جستجو انجام نشد"
              description="اتصال را بررسی کنید و دوباره تلاش کنید."
              action={
                onRetry && (
                  <Button variant="secondary" icon="refresh" onClick={onRetry}>
                    تلاش دوباره
                  </Button>
                )
              }
            />
          ) : status === 'success' && results.length === 0 ? (
            <EmptyState
              title="نتیجه‌ای یافت نشد"
              description={`برای «${query.trim()}» چیزی پیدا نکردیم.`}
              action={
                suggestions.length > 0 && (
                  <p className={styles.suggestions}>
                    {'منظورتان '}
                    {suggestions.map((s, i) => (
                      <span key={s.key}>
                        {i > 0 && (i === suggestions.length - 1 ? ' یا ' : '، ')}
                        <Link href={s.href} className={styles.suggestion}>
                          {s.title}
                        </Link>
                      </span>
                    ))}
                    {' بود؟'}
                  </p>
                )
              }
            />
          ) : (
            <>
              {groupResults(results).map((group) => (
                <section key={group.label} className={styles.group} aria-label={group.label || undefined}>
                  {group.label && <h3 className={styles.groupTitle}>{group.label}</h3>}
                  <ul className={styles.list}>
                    {group.items.map((result) => (
                      <li key={result.key}>
                        <Link href={result.href} className={styles.item} onClick={onChoose}>
                          {result.pictureUrl ? (
                            <img
                              src={result.pictureUrl}
                              alt=""
                              width={56}
                              height={84}
                              loading="lazy"
                              decoding="async"
                              className={result.portrait ? styles.portrait : styles.picture}
                            />
                          ) : (
                            <span className={styles.picture} aria-hidden />
                          )}
                          <span className={styles.text}>
                            <span className={styles.title}>{result.title}</span>
                            {result.description && <span className={styles.description}>{result.description}</span>}
                            {result.watchLabel && (
                              <span className={styles.watch}>
                                <Icon name="play" size={14} />
                                {result.watchLabel}
                              </span>
                            )}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {allResultsHref && (
                <Link href={allResultsHref} className={styles.allResults} onClick={onChoose}>
                  همهٔ نتایج
                  <Icon name="chevronEnd" size={16} />
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
