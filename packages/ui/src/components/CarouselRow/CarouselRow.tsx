import 'keen-slider/keen-slider.min.css';
import {
  Children,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { Icon } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { useLazySlider } from '../../utils/useLazySlider';
import { Button } from '../Button/Button';
import { CardPlaceholder } from '../Cards/CardPlaceholder';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import * as skeletonStyles from '../Skeleton/Skeleton.css';
import * as styles from './CarouselRow.css';

/** Card shapes a row holds; they set the slide width. */
export const carouselItemKinds = ['poster', 'wide', 'circle'] as const;
/** A `CarouselRow` card shape. */
export type CarouselItemKind = (typeof carouselItemKinds)[number];

/** Props of `CarouselRow`: `status` other than `success` replaces the slides with a skeleton or a message. */
export interface CarouselRowProps {
  /** Persian heading of the row; names the carousel region for screen readers. */
  title: string;
  /**
   * Address of the full list, shown as «مشاهده همه».
   * @default undefined
   */
  viewAllHref?: string;
  /** Which cards the row holds, for their width and the placeholders' shape. */
  kind?: CarouselItemKind;
  /** `loading` draws placeholders, `error` a message with a retry button, `success` the cards. */
  status?: 'loading' | 'error' | 'success';
  /** Called by the retry button shown with `status="error"`. @default undefined */
  onRetry?: () => void;
  /**
   * Shown when there are no items.
   * @default موردی برای نمایش نیست.
   */
  emptyText?: string;
  /**
   * One card per child.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A titled row of cards on keen-slider, right-to-left: swipe or drag on touch, the arrow keys when focused, and
 * previous/next buttons whose chevrons point the reading way.
 */
export function CarouselRow({
  title,
  viewAllHref,
  kind = 'poster',
  status = 'success',
  onRetry,
  emptyText = 'موردی برای نمایش نیست.',
  children,
}: CarouselRowProps) {
  const titleId = useId();
  const items = Children.toArray(children);
  const [position, setPosition] = useState({ atStart: true, atEnd: false, index: 0 });
  const showsSlides = status === 'success' && items.length > 0;
  const {
    ref: sliderRef,
    slider,
    ready,
  } = useLazySlider<HTMLDivElement>(
    {
      rtl: true,
      mode: 'free-snap',
      slides: { perView: 'auto', spacing: 16 },
      detailsChanged(s) {
        const { abs, maxIdx, minIdx } = s.track.details;
        setPosition((old) =>
          old.index === abs && old.atStart === abs <= minIdx && old.atEnd === abs >= maxIdx
            ? old
            : { atStart: abs <= minIdx, atEnd: abs >= maxIdx, index: abs },
        );
      },
    },
    showsSlides,
  );

  const move = (step: number) => {
    const s = slider.current;
    if (!s) return;
    const visible = Math.max(1, s.track.details.slides.filter((slide) => slide.portion > 0.9).length);
    s.moveToIdx(Math.min(s.track.details.maxIdx, Math.max(0, s.track.details.abs + step * visible)), true);
  };

  // In a right-to-left row the next card is to the left.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(1);
    else if (event.key === 'ArrowRight') move(-1);
    else return;
    event.preventDefault();
  };

  // Tabbing to a card that is off-screen brings it into view.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const slide = (event.target as HTMLElement).closest('.keen-slider__slide');
    const index = slide ? Array.prototype.indexOf.call(event.currentTarget.children, slide) : -1;
    const details = slider.current?.track.details;
    if (details && index >= 0 && (details.slides[index]?.portion ?? 1) < 1) slider.current?.moveToIdx(index, true);
  };

  let body: ReactNode;
  if (status === 'loading')
    body = (
      // The loaded row's own track and slides, so the placeholder is exactly as tall as the cards to come. Not a live
      // region: the page has one status region (a page of rows made home announce «در حال بارگذاری» sixteen times).
      <div className={styles.viewport}>
        <span className={visuallyHidden}>{`در حال بارگذاری ${title}`}</span>
        <div className={cx('keen-slider', styles.trackPending, skeletonStyles.pulse)}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <div key={index} className={cx('keen-slider__slide', styles.slide[kind])}>
              <CardPlaceholder kind={kind} />
            </div>
          ))}
        </div>
      </div>
    );
  else if (status === 'error')
    body = (
      <EmptyState
        tone="error"
        title="بارگذاری این فهرست انجام نشد"
        action={
          onRetry && (
            <Button variant="secondary" icon="refresh" onClick={onRetry}>
              تلاش دوباره
            </Button>
          )
        }
      />
    );
  else if (items.length === 0) body = <EmptyState title={emptyText} icon="list" />;
  else
    body = (
      <div className={styles.viewport}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keys and focus arrive from the focused card inside */}
        <div
          ref={sliderRef}
          className={cx('keen-slider', styles.track)}
          data-slider={ready ? 'ready' : 'pending'}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          // Focusing a card scrolls this overflow-hidden box natively, which would fight keen-slider's transforms.
          onScroll={(event) => {
            event.currentTarget.scrollLeft = 0;
          }}
        >
          {items.map((item, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: children keep their own keys; slots are positional
              key={index}
              className={cx('keen-slider__slide', styles.slide[kind], styles.slidePlaced)}
              style={{ [styles.slideIndexProperty]: index } as CSSProperties}
            >
              {item}
            </div>
          ))}
        </div>
        <IconButton
          icon="chevronStart"
          label="قبلی"
          variant="surface"
          className={cx(styles.arrow, styles.prev)}
          disabled={position.atStart}
          onClick={() => move(-1)}
        />
        <IconButton
          icon="chevronEnd"
          label="بعدی"
          variant="surface"
          className={cx(styles.arrow, styles.next)}
          disabled={position.atEnd}
          onClick={() => move(1)}
        />
      </div>
    );

  const loading = status === 'loading';
  // A row still loading is no landmark yet: placeholders of rows with one working title would be regions of one name.
  return (
    <section
      className={styles.row}
      aria-labelledby={loading ? undefined : titleId}
      aria-busy={loading || undefined}
      data-index={position.index}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {viewAllHref && (
          <Link href={viewAllHref} className={styles.viewAll} aria-label={`مشاهده همه ${title}`}>
            مشاهده همه
            <Icon name="chevronEnd" size={16} />
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}
