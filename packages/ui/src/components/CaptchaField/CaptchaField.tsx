import { toAsciiDigits } from '@parde/fa';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import * as field from '../TextField/field.css';
import { persianValidityProps } from '../TextField/validity';
import * as styles from './CaptchaField.css';

/** Props of `CaptchaField`: `imageUrl` is null while a new image loads. */
export interface CaptchaFieldProps {
  /** Address of the captcha picture; `null` while a new one loads (a placeholder stands in). */
  imageUrl: string | null;
  /** What the viewer typed; Persian digits are accepted and normalised by the app. */
  value: string;
  /** Called with the field's text on every change. */
  onChange: (value: string) => void;
  /** Asks for a new picture (the refresh button beside it). */
  onRefresh: () => void;
  /** Persian label of the field. */
  label?: string;
  /** Persian error shown under the field and tied to it with `aria-describedby`. @default undefined */
  error?: string;
  /** Form field name of the input. */
  name?: string;
}

/** The security-code field: the captcha image, a refresh button and the input (digits normalised to ASCII). */
export function CaptchaField({
  imageUrl,
  value,
  onChange,
  onRefresh,
  label = 'کد امنیتی',
  error,
  name = 'captcha',
}: CaptchaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          className={cx(field.control, styles.input)}
          value={value}
          onChange={(event) => onChange(toAsciiDigits(event.currentTarget.value).trim())}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // The picture shows digits; Persian and Arabic digits typed on a phone count the same (toAsciiDigits).
          inputMode="numeric"
          required
          {...persianValidityProps}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.image}>
          {imageUrl ? <img src={imageUrl} alt="تصویر کد امنیتی" width={120} height={44} /> : <Skeleton shape="block" />}
        </span>
        <IconButton icon="refresh" label="تصویر تازه" onClick={onRefresh} disabled={!imageUrl} />
      </div>
      {error && (
        <p id={errorId} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
