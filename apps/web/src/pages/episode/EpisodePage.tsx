import { useDomain } from '@parde/domain/react';
import { formatDuration, toPersianDigits } from '@parde/fa';
import { ButtonLink, Icon, JalaliDate, Link, MetaLine, NotFound, Skeleton } from '@parde/ui';
import { useParams } from 'react-router';
import { load, type PageLoads, usePageLoads, useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { Comments } from '../../components/Comments';
import { EpisodeList } from '../../components/EpisodeList';
import * as styles from '../../components/page.css';
import { episodeMeta } from '../../components/structured';
import { titleHref } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { PlayerArea } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';

/** The episode (its season's list waits for it: the episode names its season). */
const loads: PageLoads = (params, { domain: { media } }) => {
  const id = parseSlugId(params.id);
  return Number.isFinite(id) ? [load(media.episodeDetail, { id })] : [];
};

/** An episode: the player area, its season's episodes and its comments (spec §2 /episodes/{id}). */
export function EpisodePage() {
  const id = parseSlugId(useParams().id);
  const valid = Number.isFinite(id);
  const { media } = useDomain();
  usePageLoads(loads);
  const episode = useResource(media.episodeDetail, valid ? { id } : null);
  const seasonId = episode.result?.id === id ? episode.result.seasonId : null;
  const season = useResource(media.episodesBySeason, seasonId === null ? null : { seasonId });
  const e = episode.result;
  usePageTitle(e ? `${e.seriesTitle}، ${e.title}` : null, e?.description, e ? episodeMeta(e) : undefined);
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  return (
    <div className={styles.page}>
      <Async state={episode} skeleton={<Skeleton shape="wide" width="100%" />}>
        {(ep) => (
          <>
            <PlayerArea episodeId={ep.id} videoId={ep.videoId} title={ep.title} poster={ep.stillUrl} />
            <div className={styles.stack}>
              <Link href={titleHref(ep.series)} className={styles.eyebrowLink}>
                {`سریال «${ep.seriesTitle}»`}
                <Icon name="chevronEnd" size={16} />
              </Link>
              <h1 className={styles.title}>{ep.title}</h1>
              <p className={styles.muted}>
                <MetaLine
                  items={[
                    `فصل ${toPersianDigits(ep.seasonNumber)}، قسمت ${toPersianDigits(ep.number)}`,
                    formatDuration(ep.duration),
                    <JalaliDate key="date" date={ep.releaseDate} />,
                  ]}
                />
              </p>
              <p className={styles.prose}>{ep.description}</p>
              <div className={styles.actions}>
                {ep.previousEpisodeId !== null && (
                  <ButtonLink href={paths.episode.to(ep.previousEpisodeId)} variant="secondary" icon="chevronStart">
                    قسمت قبل
                  </ButtonLink>
                )}
                {ep.nextEpisodeId !== null && (
                  <ButtonLink href={paths.episode.to(ep.nextEpisodeId)} variant="secondary" icon="chevronEnd">
                    قسمت بعد
                  </ButtonLink>
                )}
              </div>
            </div>
            <section className={styles.section} aria-labelledby="season-episodes">
              <h2 id="season-episodes" className={styles.subtitle}>
                قسمت‌های فصل {toPersianDigits(ep.seasonNumber)}
              </h2>
              <EpisodeList state={season} currentId={ep.id} />
            </section>
            <Comments videoId={ep.videoId} />
          </>
        )}
      </Async>
    </div>
  );
}
EpisodePage.loads = loads;
