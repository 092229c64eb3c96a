import { useAuth } from '@parde/domain/react';
import { ButtonLink, Icon } from '@parde/ui';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import * as styles from './detail.css';

/**
 * Play (DECISIONS.md: watching needs sign-in). The player arrives in a later release: signed in, the
 * button says so plainly instead of pretending to play.
 */
export function WatchButton({ label = 'تماشا' }: { label?: string }) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const { pathname } = useLocation();
  if (!signedIn) {
    return (
      <ButtonLink href={paths.login.to(pathname)} icon="play" size="lg">
        {`ورود و ${label}`}
      </ButtonLink>
    );
  }
  return (
    <span className={styles.soon} role="note">
      <Icon name="play" />
      پخش آنلاین به‌زودی
    </span>
  );
}

/** The player's place on the episode page, until the player arrives. */
export function PlayerArea({ title }: { title: string }) {
  return (
    <section className={styles.player} aria-label={`پخش ${title}`}>
      <WatchButton />
      <p className={styles.original}>پخش این قسمت به‌زودی در پرده فعال می‌شود.</p>
    </section>
  );
}
