import { useAuth, useDomain, useWatch } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, EmptyState, Loader, NotFound, preloadPlayer, VideoPlayer } from '@parde/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PageRoute } from '../../app/router';
import { useResource } from '../../app/useResource';
import { titleHref } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { returnFocusTo } from '../../components/WatchButton';
import { parseWatchTarget, paths, type WatchKind } from '../../config/paths';
import * as styles from './watch.css';

/** What the watch view plays, whatever kind of title it came from. */
interface Playable {
  videoId: number | null;
  /** The title shown along the top of the player, once. */
  title: string;
  poster?: string | undefined;
  /** Where Back goes when the watch view was opened directly (no page of ours before it). */
  backTo: string;
}

/** The title behind a watch address, loaded through the same stores as the detail pages (so it is often there). */
function usePlayable(
  kind: WatchKind,
  id: number,
): { status: 'loading' | 'missing' | 'error' | 'ready'; playable?: Playable; retry(): void } {
  const { media } = useDomain();
  const ok = Number.isFinite(id);
  const movie = useResource(media.movieById, ok && kind === 'movie' ? { id } : null);
  const episode = useResource(media.episodeDetail, ok && kind === 'episode' ? { id } : null);
  const series = useResource(media.seriesById, ok && kind === 'trailer' ? { id } : null);
  const state = kind === 'movie' ? movie : kind === 'episode' ? episode : series;
  const { retry } = state;
  // Only a title that does not exist is "not found"; a failed read (the network) is offered again (issue #28 D6).
  if (state.status === 'error') return { status: state.notFound ? 'missing' : 'error', retry };
  if (kind === 'movie' && movie.result) {
    const m = movie.result;
    return {
      status: 'ready',
      retry,
      playable: {
        videoId: m.videoId,
        title: m.title,
        poster: m.backdropUrl,
        backTo: paths.movieDetail.to(m.id, m.title),
      },
    };
  }
  if (kind === 'episode' && episode.result) {
    const e = episode.result;
    return {
      status: 'ready',
      retry,
      playable: {
        videoId: e.videoId,
        title: `${e.seriesTitle}، فصل ${toPersianDigits(e.seasonNumber)}، قسمت ${toPersianDigits(e.number)}: ${e.title}`,
        poster: e.stillUrl,
        backTo: paths.episode.to(e.id),
      },
    };
  }
  if (kind === 'trailer' && series.result) {
    const s = series.result;
    return {
      status: 'ready',
      retry,
      playable: {
        videoId: s.trailerVideoId,
        title: `پیش‌نمایش ${s.title}`,
        poster: s.backdropUrl,
        backTo: titleHref({ id: s.id, type: 'Series', title: s.title }),
      },
    };
  }
  return { status: 'loading', retry };
}

/**
 * The player wired to the domain's watch store: it asks for a signed link, resumes where the member stopped, and
 * hands every position to the store, which decides when to send one (the only throttle).
 */
function WatchPlayer({ videoId, title, poster, onBack }: Playable & { videoId: number; onBack(): void }) {
  const { watch } = useDomain();
  const navigate = useNavigate();
  const link = useWatch((s) => (s.status === 'ready' && s.videoId === videoId ? s : null));
  const failed = useWatch((s) => s.status === 'error' && s.videoId === videoId);
  const settings = useWatch((s) => s.settings);
  const preferences = useMemo(
    () => ({
      audioLanguage: settings.audioLanguage,
      subtitleLanguage: settings.subtitleLanguage,
      subtitleStyle: { size: settings.subtitleSize, background: settings.subtitleBackground },
      dataUsage: settings.dataUsage,
    }),
    [settings],
  );
  const next = link?.next ?? null;

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
      onPreferencesChange={({ audioLanguage, subtitleLanguage, subtitleStyle, autoplayNext, dataUsage }) =>
        void watch.getState().settingsChanged({
          ...(audioLanguage !== undefined ? { audioLanguage } : {}),
          ...(subtitleLanguage !== undefined ? { subtitleLanguage } : {}),
          ...(subtitleStyle ? { subtitleSize: subtitleStyle.size, subtitleBackground: subtitleStyle.background } : {}),
          ...(autoplayNext !== undefined ? { autoplayNext } : {}),
          ...(dataUsage !== undefined ? { dataUsage } : {}),
        })
      }
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

  const { status: loadStatus, playable, retry } = usePlayable(target?.kind ?? 'movie', target?.id ?? Number.NaN);
  usePageTitle(playable ? `تماشای ${playable.title}` : null);

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
      {status !== 'authenticated' || loadStatus === 'loading' ? (
        <Loader fullPage label="در حال آماده‌سازی ویدیو" />
      ) : loadStatus === 'error' ? (
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
  WatchPage: { Component: WatchPage, preload: preloadPlayer },
} satisfies Record<string, PageRoute>;
