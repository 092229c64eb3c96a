import { useAuth, useDomain, useWatch } from '@parde/domain/react';
import { Button, ButtonLink, Dialog, VideoPlayer } from '@parde/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import * as styles from './detail.css';

interface PlayerProps {
  /** The video to play; null while the title has none attached. */
  videoId: number | null;
  /** Persian title, for the player's labels. */
  title: string;
  poster?: string;
}

/**
 * The player itself, wired to the domain's watch store: it asks for a signed link, resumes where the member
 * stopped, and reports progress (every 15 s, on pause, at the end and when the page is left).
 */
function Player({ videoId, title, poster }: PlayerProps & { videoId: number }) {
  const { watch } = useDomain();
  const link = useWatch((s) => (s.status === 'ready' && s.videoId === videoId ? s : null));
  const failed = useWatch((s) => s.status === 'error' && s.videoId === videoId);
  // The last position the player reported, so closing the player hands the store a real one.
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
      src={link?.url ?? null}
      // The watch store renews the link before it expires; the player moves to it without stopping.
      streamId={videoId}
      startPosition={link?.position ?? 0}
      title={title}
      {...(poster ? { poster } : {})}
      autoPlay
      {...(failed ? { errorMessage: 'پخش ویدیو ممکن نشد؛ لطفا دوباره تلاش کنید.' } : {})}
      onProgress={({ position, duration, reason }) => {
        last.current = { position, duration };
        if (reason === 'interval') watch.getState().progressed(position, duration);
        else watch.getState().paused(position, duration);
      }}
      // An expired link (or a failed one) is asked for again; the player continues where it was.
      onRetry={() => void watch.getState().playRequested(videoId)}
    />
  );
}

/** Play (DECISIONS.md: watching needs sign-in): signed out it leads to login and back; signed in it opens the player. */
export function WatchButton({ videoId, title, poster, label = 'تماشا' }: PlayerProps & { label?: string }) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <ButtonLink href={paths.login.to(pathname)} icon="play" size="lg">
        {`ورود و ${label}`}
      </ButtonLink>
    );
  }
  if (videoId === null) {
    return (
      <span className={styles.soon} role="note">
        ویدیوی این عنوان هنوز آماده نیست
      </span>
    );
  }
  return (
    <>
      <Button icon="play" size="lg" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {/* Closing the dialog unmounts the player, which reports where the member stopped. */}
      <Dialog open={open} onClose={() => setOpen(false)} title={title} size="lg">
        {open ? <Player videoId={videoId} title={title} {...(poster ? { poster } : {})} /> : null}
      </Dialog>
    </>
  );
}

/** The player's place on the episode page: it plays in place once signed in. */
export function PlayerArea({ videoId, title, poster }: PlayerProps) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  return (
    <section className={signedIn && videoId !== null ? styles.playerFrame : styles.player} aria-label={`پخش ${title}`}>
      {signedIn && videoId !== null ? (
        <Player videoId={videoId} title={title} {...(poster ? { poster } : {})} />
      ) : (
        <WatchButton videoId={videoId} title={title} {...(poster ? { poster } : {})} />
      )}
    </section>
  );
}
