import { useAuth, useDomain } from '@parde/domain/react';
import { formatClock, toPersianDigits } from '@parde/fa';
import { ButtonLink, mayPrefetch, prefetchStream, preloadPlayer } from '@parde/ui';
import { useCallback, useEffect, useRef } from 'react';
import { paths, type WatchKind } from '../config/paths';
import { useRead } from '../lib/data/fetchers';
import { usePreloadPages } from '../lib/preload';
import * as styles from './detail.css';
import { onFastLink, useIntent } from './intent';

interface WatchLinkProps {
  /** What plays: a film, an episode, or a series' trailer, and its id. */
  kind: WatchKind;
  id: number;
  /** The title's video; null while none is attached. */
  videoId: number | null;
  label?: string;
}

/** Videos whose start this page already fetched: one prefetch per video and page visit. */
const prefetched = new Set<number>();

/**
 * Ahead of a likely play (decisions 046 and 051): the member's playback settings and caption style, the signed link
 * (kept by the watch store for the play that follows), the player's script and the stream's first segment through
 * hls.js; never on «کم» or with Save-Data. `clicked`: the play was pressed, so the settings, the link and the script
 * are fetched now whatever the data mode (the player needs them), beside the watch page's read of the title.
 */
function usePlayAhead(videoId: number | null, enabled: boolean, watchHref: string) {
  const { watch, captionStyle } = useDomain();
  const preloadPages = usePreloadPages();
  return useCallback(
    (clicked: boolean) => {
      if (!enabled || videoId === null || prefetched.has(videoId)) return;
      const dataUsage = watch.getState().settings.dataUsage;
      const spend = mayPrefetch(dataUsage);
      if (!clicked && !spend) return;
      prefetched.add(videoId);
      // What the watch page reads before it hands the player its link: the member's settings and caption look.
      void watch.getState().settingsRequested();
      if (captionStyle.getState().status === 'idle') void captionStyle.getState().styleRequested();
      // The watch view's modules, and the player's script beside them rather than after them (the watch page's own
      // `preload` asks for it only once its module has come), if the idle moment has not come.
      preloadPages(watchHref);
      preloadPlayer();
      void watch
        .getState()
        .linkPrefetched(videoId)
        .then((url) => (url && spend ? prefetchStream(url, { dataUsage }) : undefined));
    },
    [watch, captionStyle, videoId, enabled, preloadPages, watchHref],
  );
}

/** The video a play button just started, by its watch address: the watch view starts it before its title is read. */
let started: { watchHref: string; videoId: number } | null = null;

/**
 * The video the play button for `watchHref` started a moment ago, taken once: the watch view plays it while it reads
 * the title (which only names it), so the click waits for the link and the stream, not for that read too.
 */
export function takeStartedPlay(watchHref: string): number | null {
  const videoId = started?.watchHref === watchHref ? started.videoId : null;
  started = null;
  return videoId;
}

/** The watch address whose play button takes the focus back when it shows again (the viewer left the player). */
let returning: string | null = null;

/**
 * Leaving the watch view at `watchHref`: the page's play button for it takes the keyboard focus when it shows, so
 * focus does not fall to `<body>` and Tab start over from the top (issue #28 D13).
 */
export function returnFocusTo(watchHref: string) {
  returning = watchHref;
}

/**
 * Play: a link to the watch view (its own address, so Back returns here). Signed out it leads to sign-in first and
 * then straight into the player (DECISIONS.md: watching needs sign-in).
 */
export function WatchButton({ kind, id, videoId, label = 'تماشا' }: WatchLinkProps) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const preloadPages = usePreloadPages();
  const domain = useDomain();
  const watch = paths.watch.to(kind, id);
  const place = useRef<HTMLSpanElement>(null);
  const ahead = usePlayAhead(videoId, signedIn, watch);
  const intent = useIntent(() => ahead(false));
  useEffect(() => {
    if (returning !== watch || videoId === null) return;
    returning = null;
    place.current?.querySelector('a')?.focus();
  }, [watch, videoId]);
  // A member who may press play gets the watch view's modules and the player's script while the page is idle, so the
  // play waits for the title, its link and the stream alone (decision 034).
  useEffect(() => {
    if (!signedIn || videoId === null) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    // On a fast link (and data the member lets us spend) the stream's start too: the play is likely, the cost small.
    const handle = idle(() => {
      preloadPages(watch);
      preloadPlayer();
      // The member's «مصرف داده» is read first: on «کم» nothing is fetched ahead.
      if (onFastLink())
        void domain.watch
          .getState()
          .settingsRequested()
          .then(() => ahead(false));
    });
    return () => cancel(handle as number);
  }, [signedIn, videoId, watch, preloadPages, ahead, domain]);
  if (videoId === null) {
    return (
      <span className={styles.soon} role="note">
        ویدیوی این عنوان هنوز آماده نیست
      </span>
    );
  }
  return (
    // The span only lets the focus find its link; it takes no room of its own.
    <span ref={place} className={styles.contents} {...intent}>
      <ButtonLink
        href={signedIn ? watch : paths.login.to(watch)}
        icon="play"
        size="lg"
        // The link and the settings start with the click, beside the watch page's own read of the title.
        onClick={() => {
          if (signedIn) started = { watchHref: watch, videoId };
          ahead(true);
        }}
      >
        {signedIn ? label : `ورود و ${label}`}
      </ButtonLink>
    </span>
  );
}

/** The episode page's picture with a big play button that opens the watch view. */
export function PlayerArea({
  episodeId,
  videoId,
  title,
  poster,
}: {
  episodeId: number;
  videoId: number | null;
  title: string;
  poster?: string;
}) {
  return (
    <section
      className={styles.player}
      aria-label={`پخش ${title}`}
      style={poster ? { backgroundImage: `url(${poster})` } : undefined}
    >
      <WatchButton kind="episode" id={episodeId} videoId={videoId} />
    </section>
  );
}

/**
 * The title page's main play button. A film: «ادامهٔ تماشا از ۱۲:۳۴» where the member stopped, else «تماشا». A
 * series: the episode the member is on («ادامهٔ تماشا: فصل ۱، قسمت ۲»), or its first episode, not the trailer.
 * Signed out, or until the resume point arrives, the film's plain button (a series offers its trailer elsewhere).
 */
export function ResumeButton({ type, id, videoId }: { type: 'Movie' | 'Series'; id: number; videoId: number | null }) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  // Asked afresh each time the page shows (a fetcher of this button's own): coming back from the watch view, the
  // position has moved.
  const resume = useRead('resumePoint', { type, id }, signedIn);
  const point = resume.status === 'success' ? resume.result : null;
  if (type === 'Movie') {
    const label = point && point.position > 0 ? `ادامهٔ تماشا از ${formatClock(point.position)}` : 'تماشا';
    return <WatchButton kind="movie" id={id} videoId={videoId} label={label} />;
  }
  if (!point || point.episodeId === null || point.videoId === null) return null;
  const where = `فصل ${toPersianDigits(point.seasonNumber ?? 1)}، قسمت ${toPersianDigits(point.episodeNumber ?? 1)}`;
  return (
    <WatchButton
      kind="episode"
      id={point.episodeId}
      videoId={point.videoId}
      label={point.position > 0 ? `ادامهٔ تماشا: ${where}` : `تماشای ${where}`}
    />
  );
}
