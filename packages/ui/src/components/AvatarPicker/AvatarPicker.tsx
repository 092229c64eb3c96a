import { useId } from 'react';
import { Icon } from '../../icons/Icon';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './AvatarPicker.css';

/** An avatar to choose from. */
export interface AvatarOption {
  id: string;
  url: string;
  /** Read out for the choice («گربه»). */
  label: string;
}

/** Props of `AvatarPicker`. */
export interface AvatarPickerProps {
  /** The pictures to choose from, in the order they are shown. */
  avatars: AvatarOption[];
  /** Id of the chosen picture; `null` while none is chosen. */
  value: string | null;
  /** Called with the id of the picture the viewer picks. */
  onChange: (id: string) => void;
  /** Persian caption of the group, read first by screen readers. */
  legend?: string;
  /** Form field name of the radio group, for a native form submit. @default undefined */
  name?: string;
  /** Persian error shown under the group and tied to it with `aria-describedby`. @default undefined */
  error?: string;
}

/** The profile avatar chooser: a radio group of pictures (arrow keys move the choice, as with any radio group). */
export function AvatarPicker({ avatars, value, onChange, legend = 'چهرهٔ عضو', name, error }: AvatarPickerProps) {
  const id = useId();
  const group = name ?? id;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {avatars.map((avatar) => (
          <label key={avatar.id} className={styles.option}>
            <input
              type="radio"
              name={group}
              value={avatar.id}
              checked={value === avatar.id}
              onChange={() => onChange(avatar.id)}
              className={visuallyHidden}
            />
            <span className={styles.picture}>
              <img src={avatar.url} alt="" width={72} height={72} loading="lazy" />
              <span className={styles.check} aria-hidden>
                <Icon name="check" size={16} />
              </span>
            </span>
            <span className={visuallyHidden}>{avatar.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
