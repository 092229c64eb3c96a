import { useId } from 'react';
import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import { SkeletonRow } from '../Skeleton/Skeleton';
import * as styles from './ProfilePicker.css';

/** One member profile of the picker. */
export interface PickerProfile {
  id: string | number;
  name: string;
  avatarUrl?: string;
  /** A line under the name, e.g. the age range. */
  detail?: string;
}

/** Props of `ProfilePicker`. */
export interface ProfilePickerProps {
  /**
   * The question over the faces.
   * @default چه کسی تماشا می‌کند؟
   */
  title?: string;
  /** Null while the list loads (placeholders stand in). */
  profiles: PickerProfile[] | null;
  /** Id of the profile in use, marked with the accent ring. */
  activeProfileId?: string | number | null;
  /** The profile whose switch is under way: its tile shows it, the others wait. */
  pendingProfileId?: string | number | null;
  /** Called with the id of the face the viewer picks. */
  onSelect(id: string | number): void;
  /**
   * «مدیریت اعضا»: a link under the faces to the page that adds, edits and deletes members.
   * @default undefined
   */
  manageHref?: string;
}

/**
 * The full-page «who is watching?» picker shown after sign-in when an account has several profiles: large faces in
 * a centred row, each a button; the active one is ringed.
 */
export function ProfilePicker({
  title = 'چه کسی تماشا می‌کند؟',
  profiles,
  activeProfileId = null,
  pendingProfileId = null,
  onSelect,
  manageHref,
}: ProfilePickerProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={pendingProfileId !== null}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {profiles === null ? (
        // The page's one status region: the placeholders themselves are not live (SkeletonRow).
        <div role="status">
          <SkeletonRow shape="circle" count={3} />
        </div>
      ) : (
        <ul className={styles.list}>
          {profiles.map((profile) => {
            const active = profile.id === activeProfileId;
            const pending = profile.id === pendingProfileId;
            return (
              <li key={profile.id}>
                <button
                  type="button"
                  className={styles.tile}
                  aria-current={active ? 'true' : undefined}
                  data-pending={pending || undefined}
                  disabled={pendingProfileId !== null && !pending}
                  onClick={() => {
                    if (pendingProfileId === null) onSelect(profile.id);
                  }}
                >
                  <span className={cx(styles.face, profile.avatarUrl && styles.withPicture)} aria-hidden>
                    {profile.avatarUrl ? (
                      <img src={profile.avatarUrl} alt="" width={128} height={128} />
                    ) : (
                      <span className={styles.initial}>{profile.name.slice(0, 1)}</span>
                    )}
                  </span>
                  <span className={styles.name} dir="auto">
                    {profile.name}
                  </span>
                  {profile.detail && <span className={styles.detail}>{profile.detail}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {manageHref && (
        <Link href={manageHref} className={styles.manage}>
          مدیریت اعضا
        </Link>
      )}
    </section>
  );
}
