import type { TitleCard } from '@parde/api-client';
import { AgeBadge, Link, Rating, Skeleton } from '@parde/ui';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import * as styles from './detail.css';
import * as page from './page.css';
import { countryLabel } from './titles';

interface DetailHeroProps {
  title: Pick<
    TitleCard,
    | 'title'
    | 'originalTitle'
    | 'description'
    | 'backdropUrl'
    | 'posterUrl'
    | 'color'
    | 'ageRange'
    | 'rating'
    | 'countryOfOrigin'
    | 'genres'
    | 'type'
  >;
  /** Extra items of the meta line (years, duration, seasons). */
  meta: ReactNode[];
  tags?: { id: number; title: string }[];
  actions: ReactNode;
}

/** The top of a detail page: backdrop, poster, title, meta line, genres as chips, tags and the actions. */
export function DetailHero({ title, meta, tags = [], actions }: DetailHeroProps) {
  const movie = title.type === 'Movie';
  return (
    <section className={styles.hero} style={{ backgroundColor: title.color }}>
      <img src={title.backdropUrl} alt="" width={1280} height={720} className={styles.backdrop} fetchPriority="high" />
      <div className={styles.scrim} />
      <div className={`${page.container} ${styles.heroInner}`}>
        <img src={title.posterUrl} alt="" width={200} height={300} className={styles.poster} />
        <div className={styles.info}>
          <h1 className={page.title}>{title.title}</h1>
          {title.originalTitle && (
            <p className={styles.original}>
              <bdi lang="en">{title.originalTitle}</bdi>
            </p>
          )}
          <ul className={styles.meta}>
            {meta.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the meta line is fixed in order
              <li key={index}>{item}</li>
            ))}
            <li>
              <AgeBadge age={title.ageRange} />
            </li>
            <li>
              <Rating value={title.rating} />
            </li>
            <li>{countryLabel[title.countryOfOrigin]}</li>
          </ul>
          <ul className={page.chips} aria-label="ژانرها">
            {title.genres.map((genre) => (
              <li key={genre.id}>
                <Link
                  href={movie ? paths.genreMovies.to(genre.id) : paths.genreSeries.to(genre.id)}
                  className={page.chip}
                >
                  {genre.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className={page.prose}>{title.description}</p>
          <div className={page.actions}>{actions}</div>
          {tags.length > 0 && (
            <ul className={page.chips} aria-label="برچسب‌ها">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link href={movie ? paths.tagMovies.to(tag.id) : paths.tagSeries.to(tag.id)} className={page.chip}>
                    #{tag.title}
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

/** The detail page's shape while it loads, so nothing moves when the data arrives. */
export function DetailHeroSkeleton() {
  return (
    <div className={styles.hero} role="status" aria-label="در حال بارگذاری">
      <div className={`${page.container} ${styles.heroInner}`}>
        <Skeleton shape="poster" width="200px" className={styles.poster} />
        <div className={styles.info}>
          <Skeleton shape="text" width="40%" height="40px" />
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="90%" />
        </div>
      </div>
    </div>
  );
}
