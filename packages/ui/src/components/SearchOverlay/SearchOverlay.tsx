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
  open: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchStatus;
  /** Shortest text that is searched, for the hint shown while `status` is `idle` (spec §9: 2). */
  minLength: number;
  results: SearchResultItem[];
  /** When a search found nothing: the closest titles, offered as «منظورتان … بود؟». */
  suggestions?: SearchResultItem[];
  onClose: () => void;
  /** Called by the retry button after an error. */
  onRetry?: () => void;
  /** The current route: the overlay closes whenever it changes (spec §2). */
  pathname?: string;
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
            enterKeyHint="search"
          />
          <IconButton icon="close" label="بستن جستجو" onClick={onClose} />
        </div>

        <div className={styles.results} aria-live="polite" aria-busy={status === 'loading'}>
          {short ? (
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
            <ul className={styles.list}>
              {results.map((result) => (
                <li key={result.key}>
                  <Link href={result.href} className={styles.item}>
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
          )}
        </div>
      </div>
    </section>
  );
}
