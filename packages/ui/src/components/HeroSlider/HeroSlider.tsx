import 'keen-slider/keen-slider.min.css';
import { toPersianDigits } from '@parde/fa';
import { type KeyboardEvent, useId, useState } from 'react';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { useLazySlider } from '../../utils/useLazySlider';
import { AgeBadge } from '../AgeBadge/AgeBadge';
import { ButtonLink } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './HeroSlider.css';

/** One slide of the home hero. */
export interface HeroSlide {
  id: string | number;
  title: string;
  synopsis?: string;
  backdropUrl: string;
  age?: number;
  /** Where «تماشا» leads (the player or the first episode). */
  watchHref: string;
  /** Where «اطلاعات بیشتر» leads (the detail page). */
  infoHref: string;
  color?: string;
}

/** Props of `HeroSlider`. */
export interface HeroSliderProps {
  /** The featured titles, one slide each. */
  slides: HeroSlide[];
  /** Draws a placeholder of the same size while the slides load. */
  loading?: boolean;
  /** Persian name of the carousel region for screen readers. */
  label?: string;
}

/**
 * The home hero: a ≈56 vh backdrop per slide with a scrim from the text side, title, synopsis, age badge and the
 * «تماشا» / «اطلاعات بیشتر» buttons. The first backdrop loads eagerly with high priority (it is the LCP image).
 */
export function HeroSlider({ slides, loading = false, label = 'پیشنهادهای ویژه' }: HeroSliderProps) {
  const id = useId();
  const [current, setCurrent] = useState(0);
  const {
    ref: sliderRef,
    slider,
    ready,
  } = useLazySlider<HTMLDivElement>(
    {
      rtl: true,
      loop: slides.length > 1,
      slideChanged(s) {
        setCurrent(s.track.details.rel);
      },
    },
    !loading && slides.length > 0,
    'frame',
  );

  if (loading) {
    return (
      <div className={styles.hero} aria-busy="true">
        <span className={visuallyHidden}>در حال بارگذاری</span>
        <Skeleton shape="block" />
      </div>
    );
  }
  if (slides.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') slider.current?.next();
    else if (event.key === 'ArrowRight') slider.current?.prev();
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.hero} aria-roledescription="اسلایدر" aria-label={label} data-index={current}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys reach it from the focused buttons inside */}
      <div
        ref={sliderRef}
        className={cx('keen-slider', ready ? styles.track : styles.trackPending)}
        data-slider={ready ? 'ready' : 'pending'}
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
          <div
            key={slide.id}
            className={cx('keen-slider__slide', styles.slide)}
            role="group"
            aria-roledescription="اسلاید"
            aria-label={`${toPersianDigits(index + 1)} از ${toPersianDigits(slides.length)}: ${slide.title}`}
            aria-hidden={index !== current || undefined}
            inert={index !== current || undefined}
            style={{ backgroundColor: slide.color }}
          >
            <img
              src={slide.backdropUrl}
              alt=""
              width={1280}
              height={720}
              className={styles.backdrop}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
            <div className={styles.scrim} />
            <div className={styles.content}>
              <h2 id={`${id}-${index}`} className={styles.title}>
                {slide.title}
              </h2>
              {slide.age !== undefined && <AgeBadge age={slide.age} />}
              {slide.synopsis && <p className={styles.synopsis}>{slide.synopsis}</p>}
              <div className={styles.actions}>
                <ButtonLink href={slide.watchHref} icon="play" size="lg">
                  تماشا
                </ButtonLink>
                <ButtonLink href={slide.infoHref} icon="info" size="lg" variant="secondary">
                  اطلاعات بیشتر
                  {/* The link's own words name the title for screen readers and search engines; the design keeps two. */}
                  <span className={visuallyHidden}> دربارهٔ «{slide.title}»</span>
                </ButtonLink>
              </div>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`اسلاید ${toPersianDigits(index + 1)}: ${slide.title}`}
              aria-current={index === current || undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
