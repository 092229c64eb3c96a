import { formatDuration, toPersianDigits } from '@parde/fa';
import { ButtonLink, Icon, JalaliDate, Link, MetaLine, Skeleton } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { EpisodeList } from '../../components/EpisodeList';
import * as styles from '../../components/page.css';
import { ShareButton } from '../../components/ShareButton';
import { episodeMeta } from '../../components/structured';
import { titleHref } from '../../components/titles';
import { PlayerArea } from '../../components/WatchButton';
import { parseSlugId, paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { canonicalOnly, idParam, metaOf, pageLoader } from '../../lib/data/loaders';
import { Comments } from '../comments';
import { DownloadButton } from '../downloads';

/** The episode and its season's list (which waits for it: the episode names its season). */
const loader = pageLoader(async (read, { params, request }) => {
  const episode = await read('episodeDetail', { id: idParam(params, parseSlugId) });
  canonicalOnly(request, paths.episode.to(episode.id));
  return { episode, season: await read('episodesBySeason', { seasonId: episode.seasonId }) };
});

/** An episode: the player area, its season's episodes and its comments (spec §2 /episodes/{id}). */
function EpisodePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <Async data={page?.episode ?? null} skeleton={<Skeleton shape="wide" width="100%" />}>
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
                <DownloadButton videoId={ep.videoId} title={`${ep.seriesTitle}: ${ep.title}`} />
                <ShareButton title={`${ep.seriesTitle}: ${ep.title}`} path={paths.episode.to(ep.id)} />
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
              <EpisodeList data={page?.season ?? null} currentId={ep.id} />
            </section>
            <Comments videoId={ep.videoId} />
          </>
        )}
      </Async>
    </div>
  );
}
export const pages = {
  EpisodePage: {
    Component: EpisodePage,
    loader,
    meta: metaOf(loader, ({ episode: e }) => ({
      title: `${e.seriesTitle}، ${e.title}`,
      description: e.description,
      ...episodeMeta(e),
    })),
  },
} satisfies Record<string, PageRoute>;
