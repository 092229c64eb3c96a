import { useDomain } from '@parde/domain/react';
import { formatDuration } from '@parde/fa';
import { NotFound } from '@parde/ui';
import { useParams } from 'react-router';
import { load, type PageLoads, usePageLoads, useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { CastRow } from '../../components/CastRow';
import { Comments } from '../../components/Comments';
import { DetailHero, DetailHeroSkeleton } from '../../components/DetailHero';
import { AddToPlaylist } from '../../components/PlaylistDialogs';
import * as styles from '../../components/page.css';
import { movieMeta } from '../../components/structured';
import { TitleRow } from '../../components/TitleRow';
import { yearsOf } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { ResumeButton } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';

/** The film and its cast (the suggestions row below waits for the viewport). */
const loads: PageLoads = (params, { domain: { media } }) => {
  const id = parseSlugId(params.id);
  return Number.isFinite(id) ? [load(media.movieById, { id }), load(media.movieStars, { id })] : [];
};

/** A film: backdrop, meta, genres, tags, cast, play and add-to-playlist, comments (spec §2 /movies-detail/{id}). */
export function MovieDetailPage() {
  const id = parseSlugId(useParams().id);
  const valid = Number.isFinite(id);
  const { media } = useDomain();
  usePageLoads(loads);
  const movie = useResource(media.movieById, valid ? { id } : null);
  const m = movie.result;
  usePageTitle(m?.title ?? null, m?.description, m ? movieMeta(m) : undefined);
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  return (
    <Async state={movie} skeleton={<DetailHeroSkeleton />}>
      {(m) => (
        <>
          <DetailHero
            title={m}
            meta={[yearsOf(m.releaseDate, m.year), formatDuration(m.duration)]}
            tags={m.tags}
            actions={
              <>
                <ResumeButton type="Movie" id={m.id} videoId={m.videoId} />
                <AddToPlaylist id={m.id} type="Movie" />
              </>
            }
          />
          <div className={`${styles.container} ${styles.rows}`}>
            <CastRow store={media.movieStars} id={m.id} />
            <TitleRow title="پیشنهاد برای شما" store={media.suggestedMovies} args={{}} />
            <Comments videoId={m.videoId} />
          </div>
        </>
      )}
    </Async>
  );
}
MovieDetailPage.loads = loads;
