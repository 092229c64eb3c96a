import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  fullWidth?: boolean;
  children: ReactNode;
}

/** Props of `Button`. */
export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Disables the button and shows a spinner while an action is pending. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function lookClass({ variant = 'solid', size = 'md', fullWidth }: Look, className?: string) {
  return cx(styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className);
}

/** The primary action control; `loading` disables it and announces the busy state. */
export function Button({
  variant,
  size,
  icon,
  fullWidth,
  loading,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={lookClass({ variant, size, fullWidth, children }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden /> : icon && <Icon name={icon} size={20} />}
      <span>{children}</span>
    </button>
  );
}

/** Props of `ButtonLink`. */
export interface ButtonLinkProps extends Look {
  href: string;
  /** Opens in a new tab outside the app's router. */
  external?: boolean;
  className?: string;
  onClick?: () => void;
}

/** A link that looks like a `Button` (e.g. «تماشا» leading to a page). */
export function ButtonLink({ href, external, className, onClick, icon, children, ...look }: ButtonLinkProps) {
  return (
    <Link href={href} external={external} className={lookClass({ ...look, children }, className)} onClick={onClick}>
      {icon && <Icon name={icon} size={20} />}
      <span>{children}</span>
    </Link>
  );
}
