import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

/** Looks of `IconButton`. */
export const iconButtonVariants = ['ghost', 'surface', 'solid'] as const;
/** An `IconButton` look. */
export type IconButtonVariant = (typeof iconButtonVariants)[number];

/** Props of `IconButton`: `label` is required because the icon alone has no accessible name. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: IconName;
  label: string;
  variant?: IconButtonVariant;
  iconSize?: number;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, 44 px button showing only an icon, named for screen readers by `label` (also its tooltip). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  iconSize = 24,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} title={label} className={cx(styles.variant[variant], className)}>
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
