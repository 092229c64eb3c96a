import { useId, useState } from 'react';
import { Icon } from '../../icons/Icon';
import * as field from '../TextField/field.css';
import * as styles from './FilePicker.css';

/** Props of `FilePicker`. */
export interface FilePickerProps {
  /** Persian label of the field. */
  label: string;
  /**
   * MIME types or extensions, as the native `accept`.
   * @default undefined
   */
  accept?: string;
  /** The chosen file, or undefined when the choice is cleared. */
  onChange: (file: File | undefined) => void;
  /**
   * Words of the button.
   * @default انتخاب فایل
   */
  buttonLabel?: string;
  /**
   * Shown while nothing is chosen.
   * @default فایلی انتخاب نشده است
   */
  emptyText?: string;
  /** A line under the field (allowed types, largest size). @default undefined */
  hint?: string;
  /** Disables the button and the native input. @default false */
  disabled?: boolean;
  /** Form field name of the native input. @default undefined */
  name?: string;
}

/**
 * A Persian file chooser: a themed button and the chosen file's name, in place of the browser's «Choose File / No
 * file chosen» (most Iranian viewers run English browsers). The native input underneath keeps keyboard and screen
 * reader behaviour.
 */
export function FilePicker({
  label,
  accept,
  onChange,
  buttonLabel = 'انتخاب فایل',
  emptyText = 'فایلی انتخاب نشده است',
  hint,
  disabled,
  name,
}: FilePickerProps) {
  const id = useId();
  const [fileName, setFileName] = useState('');
  return (
    <div className={field.field}>
      <span className={field.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <input
          id={id}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          className={styles.input}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-name${hint ? ` ${id}-hint` : ''}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setFileName(file?.name ?? '');
            onChange(file);
          }}
        />
        <label htmlFor={id} className={styles.button}>
          <Icon name="plus" size={20} />
          {buttonLabel}
        </label>
        <span id={`${id}-name`} className={styles.name} dir={fileName ? 'auto' : undefined}>
          {fileName || emptyText}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
