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
  /** The icon drawn; way-pointing icons mirror in RTL. */
  icon: IconName;
  /** Persian accessible name (`aria-label`) and tooltip; required because the icon has no words. */
  label: string;
  /** `ghost` on the page, `surface` on pictures and video (a filled disc), `solid` for the main action. */
  variant?: IconButtonVariant;
  /** Icon size in px; the button keeps its 44 px touch target. */
  iconSize?: number;
  /** Ref to the native `<button>`. @default undefined */
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
