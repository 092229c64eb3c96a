import type { Paged, Tag } from '@parde/api-client';
import { useDomain } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Link, Skeleton } from '@parde/ui';
import { useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../config/paths';

/** A tag or genre worth a link: it holds something for this viewer (the counts are per age range). */
export const hasTitles = (entry: { count: number }) => entry.count > 0;

function TagChips({ tags, kind }: { tags: Paged<Tag>; kind: 'Movie' | 'Series' }) {
  return (
    <ul className={styles.chips}>
      {tags.data.filter(hasTitles).map((tag) => (
        <li key={tag.id}>
          <Link
            href={kind === 'Movie' ? paths.tagMovies.to(tag.id) : paths.tagSeries.to(tag.id)}
            className={styles.chip}
          >
            {tag.title} ({toPersianDigits(tag.count)})
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Tags of films and of series, each leading to its view-all page. */
export function TagsPage() {
  usePageTitle('برچسب‌ها');
  const { media } = useDomain();
  const movies = useResource(media.movieTags, undefined);
  const series = useResource(media.seriesTags, undefined);
  const skeleton = <Skeleton shape="text" width="60%" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>برچسب‌ها</h1>
      <section className={styles.section} aria-labelledby="movie-tags">
        <h2 id="movie-tags" className={styles.subtitle}>
          برچسب‌های فیلم
        </h2>
        <Async
          state={movies}
          skeleton={skeleton}
          isEmpty={(r) => !r.data.some(hasTitles)}
          emptyTitle="برچسبی با فیلم برای نمایش نیست"
        >
          {(result) => <TagChips tags={result} kind="Movie" />}
        </Async>
      </section>
      <section className={styles.section} aria-labelledby="series-tags">
        <h2 id="series-tags" className={styles.subtitle}>
          برچسب‌های سریال
        </h2>
        <Async
          state={series}
          skeleton={skeleton}
          isEmpty={(r) => !r.data.some(hasTitles)}
          emptyTitle="برچسبی با سریال برای نمایش نیست"
        >
          {(result) => <TagChips tags={result} kind="Series" />}
        </Async>
      </section>
    </div>
  );
}
