import { ApiError } from '@parde/api-client';
import { useAuth, useCaptionStyle, useDomain, useWatch } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, EmptyState, Loader, NotFound, preloadPlayer, VideoPlayer } from '@parde/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams, useRevalidator } from 'react-router';
import { titleHref } from '../../components/titles';
import { returnFocusTo, takeStartedPlay } from '../../components/WatchButton';
import { parseWatchTarget, paths } from '../../config/paths';
import { browserLoader, type LoaderPorts, type PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';
import { useLazyDownloads } from '../downloads';
import * as styles from './watch.css';

/** How much of an episode is watched before the next one is downloaded, when the member asked for that. */
const NEXT_DOWNLOAD_AT = 0.9;

/** What the watch view plays, whatever kind of title it came from. */
interface Playable {
  videoId: number | null;
  /** The title shown along the top of the player, once. */
  title: string;
  poster?: string | undefined;
  /** Where Back goes when the watch view was opened directly (no page of ours before it). */
  backTo: string;
  /** What the lock screen shows under the title: the series and the episode's place, or the film's line. */
  session: { artist?: string; album?: string };
}

/** What the watch loader answers: the title to play, or why there is none to show. */
type PlayableAnswer = { status: 'missing' | 'error' } | { status: 'ready'; playable: Playable };

/**
 * A play a title page's button started: its video plays at once, and the title (which only names it) comes when
 * read. React Router keeps the promise in the loader's data without waiting for it.
 */
type StartedAnswer = { status: 'started'; videoId: number; title: Promise<PlayableAnswer> };

/**
 * The title behind a watch address, read by the route's loader; after a title page's play button, not waited for
 * (`StartedAnswer`). Only a title that does not exist is "missing"; a failed read (the network) is the page's own to
 * offer again (issue #28 D6), so neither is thrown as a route error. The server does not draw this page (its handle
 * is client-only): there it reads nothing.
 */
const loader = browserLoader(
  async (_read, ports, { params, request }): Promise<PlayableAnswer | StartedAnswer | null> => {
    const target = parseWatchTarget(params.target);
    if (!target) return null;
    const title = readPlayable(target, ports, request.signal);
    const videoId = takeStartedPlay(new URL(request.url).pathname);
    if (videoId === null) return title;
    // Read meanwhile: a failure shows when there is no video playing to show instead.
    title.catch(() => undefined);
    return { status: 'started', videoId, title };
  },
);

/** The title behind a watch target and what plays for it. */
async function readPlayable(
  target: NonNullable<ReturnType<typeof parseWatchTarget>>,
  { api, reportError }: LoaderPorts,
  signal: AbortSignal,
): Promise<PlayableAnswer> {
  try {
    if (target.kind === 'movie') {
      const m = await api.getMovieById({ id: target.id }, { signal });
      if (!m) return { status: 'missing' };
      return {
        status: 'ready',
        playable: {
          videoId: m.videoId,
          title: m.title,
          poster: m.backdropUrl,
          backTo: paths.movieDetail.to(m.id, m.title),
          session: { artist: 'فیلم', album: 'پرده' },
        },
      };
    }
    if (target.kind === 'episode') {
      const e = await api.getEpisodeDetail({ id: target.id }, { signal });
      if (!e) return { status: 'missing' };
      return {
        status: 'ready',
        playable: {
          videoId: e.videoId,
          title: `${e.seriesTitle}، فصل ${toPersianDigits(e.seasonNumber)}، قسمت ${toPersianDigits(e.number)}: ${e.title}`,
          poster: e.stillUrl,
          backTo: paths.episode.to(e.id),
          session: {
            artist: `فصل ${toPersianDigits(e.seasonNumber)}، قسمت ${toPersianDigits(e.number)}: ${e.title}`,
            album: e.seriesTitle,
          },
        },
      };
    }
    const s = await api.getSeriesById({ id: target.id }, { signal });
    if (!s) return { status: 'missing' };
    return {
      status: 'ready',
      playable: {
        videoId: s.trailerVideoId,
        title: `پیش‌نمایش ${s.title}`,
        poster: s.backdropUrl,
        backTo: titleHref({ id: s.id, type: 'Series', title: s.title }),
        session: { artist: 'پیش‌نمایش', album: s.title },
      },
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.aborted) throw error;
    // The one error path speaks first (spec §8: a dialog for a network failure); the page then offers a retry.
    reportError?.(error);
    return { status: error.status === 404 ? 'missing' : 'error' };
  }
}

/**
 * The player wired to the domain's watch store: it asks for a signed link, resumes where the member stopped, and
 * hands every position to the store, which decides when to send one (the only throttle).
 */
function WatchPlayer({ videoId, title, poster, session, onBack }: Playable & { videoId: number; onBack(): void }) {
  const { watch, captionStyle } = useDomain();
  // The member's caption look (issue 37), kept on the server: asked for as the player opens, and a change in the
  // player's caption panel is shown at once and saved.
  const captions = useCaptionStyle((s) => (s.status === 'idle' ? null : s.style));
  useEffect(() => {
    if (captionStyle.getState().status === 'idle') void captionStyle.getState().styleRequested();
  }, [captionStyle]);
  const navigate = useNavigate();
  const link = useWatch((s) => (s.status === 'ready' && s.videoId === videoId ? s : null));
  const failed = useWatch((s) => s.status === 'error' && s.videoId === videoId);
  const settings = useWatch((s) => s.settings);
  const preferences = useMemo(
    () => ({
      audioLanguage: settings.audioLanguage,
      subtitleLanguage: settings.subtitleLanguage,
      subtitleStyle: { size: settings.subtitleSize, background: settings.subtitleBackground },
      ...(captions ? { captionStyle: captions } : {}),
      dataUsage: settings.dataUsage,
    }),
    [settings, captions],
  );
  const next = link?.next ?? null;
  const lazyDownloads = useLazyDownloads();
  // «دانلود خودکار قسمت بعد» (issue #40): once this episode is nearly watched, the next one is stored, once.
  const nextAsked = useRef<number | null>(null);
  const nearlyWatched = (position: number, duration: number) => {
    if (!settings.downloadNext || !next || duration <= 0 || position / duration < NEXT_DOWNLOAD_AT) return;
    if (nextAsked.current === next.videoId) return;
    nextAsked.current = next.videoId;
    void lazyDownloads
      .load()
      .then((store) => store.getState().downloadRequested(next.videoId))
      .catch(() => undefined);
  };

  // The member's languages and subtitle look follow them from device to device. The stream waits for them (asked
  // for beside the link), so a member on «کم» never loads a segment above the lowest rung.
  const [settingsRead, setSettingsRead] = useState(false);
  useEffect(() => {
    void watch
      .getState()
      .settingsRequested()
      .finally(() => setSettingsRead(true));
  }, [watch]);
  // The last position the player reported, so leaving hands the store a real one.
  const last = useRef<{ position: number; duration: number } | null>(null);

  useEffect(() => {
    last.current = null;
    void watch.getState().playRequested(videoId);
    return () => {
      if (last.current) watch.getState().stopped(last.current.position, last.current.duration);
    };
  }, [watch, videoId]);

  return (
    <VideoPlayer
      key={videoId}
      src={settingsRead ? (link?.url ?? null) : null}
      // The watch store renews the link before it expires; the player moves to it without stopping.
      streamId={videoId}
      startPosition={link?.position ?? 0}
      title={title}
      {...(poster ? { poster } : {})}
      autoPlay
      autoFocus
      fill
      onBack={onBack}
      preferences={preferences}
      mediaSession={session}
      onPreferencesChange={({
        audioLanguage,
        subtitleLanguage,
        subtitleStyle,
        captionStyle: style,
        autoplayNext,
        dataUsage,
      }) => {
        if (style) void captionStyle.getState().styleChanged(style);
        const change = {
          ...(audioLanguage !== undefined ? { audioLanguage } : {}),
          ...(subtitleLanguage !== undefined ? { subtitleLanguage } : {}),
          ...(subtitleStyle ? { subtitleSize: subtitleStyle.size, subtitleBackground: subtitleStyle.background } : {}),
          ...(autoplayNext !== undefined ? { autoplayNext } : {}),
          ...(dataUsage !== undefined ? { dataUsage } : {}),
        };
        if (Object.keys(change).length > 0) void watch.getState().settingsChanged(change);
      }}
      {...(link ? { markers: link.markers } : {})}
      next={
        next
          ? {
              title: `فصل ${toPersianDigits(next.seasonNumber)}، قسمت ${toPersianDigits(next.episodeNumber)}: ${next.title}`,
              imageUrl: next.imageUrl,
            }
          : null
      }
      autoplayNext={settings.autoplayNext}
      // The next episode has its own watch address: Back from it returns here.
      {...(next ? { onNext: () => navigate(paths.watch.to('episode', next.episodeId)) } : {})}
      {...(failed ? { errorMessage: 'پخش ویدیو ممکن نشد؛ لطفاً دوباره تلاش کنید.' } : {})}
      // One beacon per viewing for the team's playback figures (apps/api src/ops/playback-quality.ts), naming the
      // session the server issued with the link: sendBeacon outlives the page, which a request through the api
      // client would not.
      playbackSession={link?.playbackSession}
      onQualityReport={(report) => {
        if (report.playbackSession) navigator.sendBeacon('/api/playback/quality', JSON.stringify(report));
      }}
      onProgress={({ position, duration, reason }) => {
        last.current = { position, duration };
        nearlyWatched(position, duration);
        if (reason === 'interval' || reason === 'seek') watch.getState().progressed(position, duration);
        else watch.getState().paused(position, duration);
      }}
      // An expired link (or a failed one) is asked for again; the player continues where it was.
      onRetry={() => void watch.getState().playRequested(videoId)}
    />
  );
}

/**
 * The watch view (/watch/{movie|episode|trailer}/{id}): the player fills the screen with the keyboard focus on it.
 * It has its own address, so Back leaves it and a link opens it; watching needs sign-in (DECISIONS.md), so a
 * visitor goes to sign-in and comes back here.
 */
export function WatchPage() {
  const target = parseWatchTarget(useParams().target);
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const status = useAuth((s) => s.status);
  const settled = useAuth((s) => s.isTokenSetedFromStorage);

  useEffect(() => {
    if (status === 'anonymous' && settled) navigate(paths.login.to(pathname), { replace: true });
  }, [status, settled, pathname, navigate]);
  // The player's script comes while the title is read, not after (it is already here when the title's page fetched it).
  useEffect(() => {
    if (status === 'authenticated') preloadPlayer();
  }, [status]);

  const loaded = useLoaderData<typeof loader>();
  // A started play's title, once read.
  const [named, setNamed] = useState<{ of: StartedAnswer; answer: PlayableAnswer } | null>(null);
  useEffect(() => {
    if (loaded?.status !== 'started') return;
    let current = true;
    void loaded.title.then(
      (answer) => current && setNamed({ of: loaded, answer }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  const started = loaded?.status === 'started' ? loaded : null;
  const answer = started ? (named?.of === started ? named.answer : null) : loaded;
  const revalidator = useRevalidator();
  const loadStatus = answer?.status ?? 'loading';
  // Playing before the title is read (or when that read failed): the player needs the video only.
  const unnamed = useMemo<Playable | undefined>(
    () => (started ? { videoId: started.videoId, title: '', backTo: paths.home.to(), session: {} } : undefined),
    [started],
  );
  const playable = answer?.status === 'ready' ? answer.playable : loadStatus !== 'missing' ? unnamed : undefined;
  const retry = () => void revalidator.revalidate();
  usePageTitle(playable?.title ? `تماشای ${playable.title}` : null);

  // However the viewer leaves (Back here or the browser's), the focus goes back to the play button there.
  useEffect(() => () => returnFocusTo(pathname), [pathname]);

  // Back returns to the page the viewer came from; opened directly, it goes to the title's page.
  const back = () => {
    if (key !== 'default') navigate(-1);
    else navigate(playable?.backTo ?? paths.home.to(), { replace: true });
  };

  if (!target) return <NotFound homeHref={paths.home.to()} />;
  return (
    <main className={styles.watch}>
      {status !== 'authenticated' || (loadStatus === 'loading' && !playable) ? (
        <Loader fullPage label="در حال آماده‌سازی ویدیو" />
      ) : loadStatus === 'error' && !playable ? (
        <div className={styles.message}>
          <EmptyState
            tone="error"
            icon="alert"
            title="دریافت اطلاعات ممکن نشد"
            description="ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید."
            action={
              <Button icon="refresh" onClick={retry}>
                تلاش دوباره
              </Button>
            }
          />
        </div>
      ) : loadStatus === 'missing' || !playable ? (
        <div className={styles.message}>
          <NotFound homeHref={paths.home.to()} />
        </div>
      ) : playable.videoId === null ? (
        <div className={styles.message} role="note">
          <p>ویدیوی این عنوان هنوز آماده نیست.</p>
          <ButtonLink href={playable.backTo} variant="secondary">
            بازگشت
          </ButtonLink>
        </div>
      ) : (
        <WatchPlayer {...playable} videoId={playable.videoId} onBack={back} />
      )}
    </main>
  );
}

export const pages = {
  WatchPage: { Component: WatchPage, loader, preload: preloadPlayer },
} satisfies Record<string, PageRoute>;
