import type { Paged, Tag } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';
import { Link, Skeleton } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader } from '../../lib/data/loaders';

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
const loader = pageLoader(async (read) => {
  const [movies, series] = await Promise.all([read('movieTags', undefined), read('seriesTags', undefined)]);
  return { movies, series };
});

function TagsPage() {
  const tags = useLoaderData<typeof loader>();
  const movies = tags?.movies ?? null;
  const series = tags?.series ?? null;
  const skeleton = <Skeleton shape="text" width="60%" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>برچسب‌ها</h1>
      <section className={styles.section} aria-labelledby="movie-tags">
        <h2 id="movie-tags" className={styles.subtitle}>
          برچسب‌های فیلم
        </h2>
        <Async
          data={movies}
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
          data={series}
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

export const pages = {
  TagsPage: { Component: TagsPage, loader, meta: () => ({ title: 'برچسب‌ها' }) },
} satisfies Record<string, PageRoute>;
