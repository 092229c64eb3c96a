import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as field from '../TextField/field.css';
import * as styles from './Select.css';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `Select`: a visible `label`, the `options`, and an optional `placeholder` shown as an empty first choice. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Persian label of the field. */
  label: string;
  /** The choices, in order. */
  options: SelectOption[];
  /** A first, empty choice that asks for one («انتخاب کنید»). @default undefined */
  placeholder?: string;
  /** Persian error shown under the field and tied to it with `aria-describedby`. @default undefined */
  error?: string;
  /** Ref to the native `<select>`. @default undefined */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the platform's picker is the most usable on phones), styled like the text fields. */
export function Select({ label, options, placeholder, error, id, className, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx(field.field, className)}>
      <label htmlFor={selectId} className={field.label}>
        {label}
      </label>
      <div className={styles.wrap}>
        <select
          {...rest}
          id={selectId}
          className={cx(field.control, styles.select)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </div>
      {error && (
        <p id={errorId} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
