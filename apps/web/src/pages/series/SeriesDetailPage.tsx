import type { SeriesDetail } from '@parde/api-client';
import { useDomain } from '@parde/domain/react';
import { jalaliYear, toPersianDigits } from '@parde/fa';
import { NotFound, SeasonTabs } from '@parde/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { load, type PageLoads, usePageLoads, useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { CastRow } from '../../components/CastRow';
import { DetailHero, DetailHeroSkeleton } from '../../components/DetailHero';
import { EpisodeList } from '../../components/EpisodeList';
import { AddToPlaylist } from '../../components/PlaylistDialogs';
import * as styles from '../../components/page.css';
import { seriesMeta } from '../../components/structured';
import { usePageTitle } from '../../components/usePageTitle';
import { ResumeButton, WatchButton } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';

function Seasons({ series }: { series: SeriesDetail }) {
  const { media } = useDomain();
  const seasons = series.seasonsDto;
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = seasons.some((s) => s.id === chosen) ? chosen : (seasons[0]?.id ?? null);
  const episodes = useResource(media.episodesBySeason, seasonId === null ? null : { seasonId });
  return (
    <section className={styles.section} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={styles.subtitle}>
        فصل‌ها و قسمت‌ها
      </h2>
      {seasons.length === 0 ? (
        <p className={styles.muted}>هنوز فصلی از این سریال منتشر نشده است.</p>
      ) : (
        <SeasonTabs
          seasons={seasons.map((s) => ({ id: s.id, number: s.number, label: s.title || undefined }))}
          selectedId={seasonId ?? seasons[0]?.id ?? 0}
          onSelect={(id) => setChosen(Number(id))}
        >
          <EpisodeList state={episodes} />
        </SeasonTabs>
      )}
    </section>
  );
}

/** The series and its cast (a season's episodes wait for the series, which names its seasons). */
const loads: PageLoads = (params, { domain: { media } }) => {
  const id = parseSlugId(params.id);
  return Number.isFinite(id) ? [load(media.seriesById, { id }), load(media.seriesStars, { id })] : [];
};

/** A series: backdrop, meta, season tabs with their episodes, cast (spec §2 /shows-details/{id}). */
export function SeriesDetailPage() {
  const id = parseSlugId(useParams().id);
  const valid = Number.isFinite(id);
  const { media } = useDomain();
  usePageLoads(loads);
  const series = useResource(media.seriesById, valid ? { id } : null);
  const found = series.result;
  usePageTitle(found?.title ?? null, found?.description, found ? seriesMeta(found) : undefined);
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  return (
    <Async state={series} skeleton={<DetailHeroSkeleton />}>
      {(s) => (
        <>
          <DetailHero
            title={s}
            meta={[
              `${toPersianDigits(jalaliYear(new Date(Date.UTC(s.year, 6, 1))))} (${toPersianDigits(s.year)})`,
              `${toPersianDigits(s.seasonsDto.length)} فصل`,
            ]}
            tags={s.tags}
            actions={
              <>
                <ResumeButton type="Series" id={s.id} videoId={null} />
                <WatchButton kind="trailer" id={s.id} videoId={s.trailerVideoId} label="پیش‌نمایش" />
                <AddToPlaylist id={s.id} type="Series" />
              </>
            }
          />
          <div className={`${styles.container} ${styles.rows}`}>
            <Seasons series={s} />
            <CastRow store={media.seriesStars} id={s.id} />
          </div>
        </>
      )}
    </Async>
  );
}
SeriesDetailPage.loads = loads;
