import type { Episode, Paged, SeriesDetail } from '@parde/api-client';
import { jalaliYear, toPersianDigits } from '@parde/fa';
import { SeasonTabs } from '@parde/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { CastRow } from '../../components/CastRow';
import { DetailHero, DetailHeroSkeleton } from '../../components/DetailHero';
import { EpisodeList } from '../../components/EpisodeList';
import * as styles from '../../components/page.css';
import { ShareButton } from '../../components/ShareButton';
import { seriesMeta } from '../../components/structured';
import { TitleRow } from '../../components/TitleRow';
import { ResumeButton, WatchButton } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';
import { useRead } from '../../lib/data/fetchers';
import type { PageRoute } from '../../lib/data/loaders';
import { canonicalOnly, idParam, metaOf, pageLoader } from '../../lib/data/loaders';
import { SeasonDownload } from '../downloads';
import { AddToPlaylist } from '../playlists';

/** The season tabs: the first season's episodes come with the page, another's when its tab is chosen. */
function Seasons({ series, first }: { series: SeriesDetail; first: Paged<Episode> | null }) {
  const seasons = series.seasonsDto;
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = seasons.some((s) => s.id === chosen) ? chosen : (seasons[0]?.id ?? null);
  const other = seasonId !== (seasons[0]?.id ?? null);
  const asked = useRead('episodesBySeason', { seasonId: seasonId ?? 0 }, other && seasonId !== null);
  const shown = other ? asked.result : first;
  const season = seasons.find((s) => s.id === seasonId);
  const videoIds = (shown?.data ?? []).flatMap((episode) => (episode.videoId === null ? [] : [episode.videoId]));
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
          {other ? <EpisodeList state={asked} /> : <EpisodeList data={first} />}
          <SeasonDownload videoIds={videoIds} label={season?.title || `فصل ${toPersianDigits(season?.number ?? 1)}`} />
        </SeasonTabs>
      )}
    </section>
  );
}

/** The series, its cast and its first season's episodes (which wait for the series: it names its seasons). */
const loader = pageLoader(async (read, { params, request }) => {
  const id = idParam(params, parseSlugId);
  const [series, stars] = await Promise.all([read('seriesById', { id }), read('seriesStars', { id })]);
  canonicalOnly(request, paths.showDetail.to(series.id, series.title));
  const first = series.seasonsDto[0];
  const episodes = first ? await read('episodesBySeason', { seasonId: first.id }) : null;
  return { series, stars, episodes };
});

/** A series: backdrop, meta, season tabs with their episodes, cast, similar series (spec §2 /shows-details/{id}). */
function SeriesDetailPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <Async data={page?.series ?? null} skeleton={<DetailHeroSkeleton />}>
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
                <ShareButton title={s.title} path={paths.showDetail.to(s.id, s.title)} />
              </>
            }
          />
          <div className={`${styles.container} ${styles.rows}`}>
            <Seasons series={s} first={page?.episodes ?? null} />
            <CastRow stars={page?.stars ?? null} />
            <TitleRow title="مشابه‌ها" read="similarTitles" args={{ type: 'Series', id: s.id }} />
          </div>
        </>
      )}
    </Async>
  );
}
export const pages = {
  SeriesDetailPage: {
    Component: SeriesDetailPage,
    loader,
    meta: metaOf(loader, ({ series }) => ({
      title: series.title,
      description: series.description,
      ...seriesMeta(series),
    })),
  },
} satisfies Record<string, PageRoute>;
