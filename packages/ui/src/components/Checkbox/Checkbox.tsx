import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

/** Props of `Checkbox`: every native checkbox attribute, and the visible `label`. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Ref to the native `<input type="checkbox">`. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/** A themed checkbox with its label: the whole row is the touch target; keyboard and screen readers see a native one. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx(styles.row, className)}>
      <span className={styles.control}>
        <input {...rest} type="checkbox" className={styles.input} />
        <span className={styles.box} aria-hidden>
          <Icon name="check" size={16} />
        </span>
      </span>
      <span>{label}</span>
    </label>
  );
}
