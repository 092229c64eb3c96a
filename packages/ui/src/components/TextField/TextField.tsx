import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './field.css';
import { persianValidityMessage } from './validity';

/** Props of `TextField`: a visible `label`, and `error` (shown and announced) or `hint` below the input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Persian label of the field, always shown above it. */
  label: string;
  /** A line under the field, tied to it with `aria-describedby`. @default undefined */
  hint?: string;
  /** Persian error under the field; without it the browser's own refusal is shown in Persian. @default undefined */
  error?: string;
  /** Ref to the native `<input>`. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input; `error` marks it invalid and is linked as its description. When the browser refuses the
 * form (a `required` field left empty, too short…), the reason is shown here in Persian instead of the browser's
 * bubble, and the first refused field takes the focus.
 */
export function TextField({
  label,
  hint,
  error: givenError,
  id,
  className,
  onInvalid,
  onChange,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [refused, setRefused] = useState('');
  const error = givenError || refused;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className={styles.control}
        onInvalid={(event) => {
          onInvalid?.(event);
          const input = event.currentTarget;
          event.preventDefault();
          setRefused(persianValidityMessage(input));
          if (input.form?.querySelector(':invalid') === input) input.focus();
        }}
        onChange={(event) => {
          onChange?.(event);
          if (refused) setRefused(persianValidityMessage(event.currentTarget));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
      />
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
