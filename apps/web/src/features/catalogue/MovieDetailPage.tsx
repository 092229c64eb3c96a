import { formatDuration } from '@parde/fa';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { CastRow } from '../../components/CastRow';
import { DetailHero, DetailHeroSkeleton } from '../../components/DetailHero';
import * as styles from '../../components/page.css';
import { ShareButton } from '../../components/ShareButton';
import { movieMeta } from '../../components/structured';
import { TitleRow } from '../../components/TitleRow';
import { yearsOf } from '../../components/titles';
import { ResumeButton } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { canonicalOnly, idParam, metaOf, pageLoader } from '../../lib/data/loaders';
import { Comments } from '../comments';
import { DownloadButton } from '../downloads';
import { AddToPlaylist } from '../playlists';

/** The film and its cast («مشابه‌ها» below waits for the viewport). */
const loader = pageLoader(async (read, { params, request }) => {
  const id = idParam(params, parseSlugId);
  const [movie, stars] = await Promise.all([read('movieById', { id }), read('movieStars', { id })]);
  canonicalOnly(request, paths.movieDetail.to(movie.id, movie.title));
  return { movie, stars };
});

/** A film: backdrop, meta, genres, tags, cast, play and add-to-playlist, similar titles, comments (spec §2 /movies-detail/{id}). */
function MovieDetailPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <Async data={page?.movie ?? null} skeleton={<DetailHeroSkeleton />}>
      {(m) => (
        <>
          <DetailHero
            title={m}
            meta={[yearsOf(m.releaseDate, m.year), formatDuration(m.duration)]}
            tags={m.tags}
            actions={
              <>
                <ResumeButton type="Movie" id={m.id} videoId={m.videoId} />
                <DownloadButton videoId={m.videoId} title={m.title} />
                <AddToPlaylist id={m.id} type="Movie" />
                <ShareButton title={m.title} path={paths.movieDetail.to(m.id, m.title)} />
              </>
            }
          />
          <div className={`${styles.container} ${styles.rows}`}>
            <CastRow stars={page?.stars ?? null} />
            <TitleRow title="مشابه‌ها" read="similarTitles" args={{ type: 'Movie', id: m.id }} />
            <Comments videoId={m.videoId} />
          </div>
        </>
      )}
    </Async>
  );
}
export const pages = {
  MovieDetailPage: {
    Component: MovieDetailPage,
    loader,
    meta: metaOf(loader, ({ movie }) => ({ title: movie.title, description: movie.description, ...movieMeta(movie) })),
  },
} satisfies Record<string, PageRoute>;
