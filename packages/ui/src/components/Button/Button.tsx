import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';

interface Look {
  /** Look of the control: `solid` for the main action, `secondary`, `ghost` and `danger` for the rest. @default solid */
  variant?: ButtonVariant;
  /** Height and padding: `md` (44 px, the touch target) or `lg` for a page's main call. @default md */
  size?: ButtonSize;
  /** Icon drawn before the label (on its right in RTL). @default undefined */
  icon?: IconName;
  /** Stretches to the full inline size of its container (forms on phones). @default false */
  fullWidth?: boolean;
  /** The label: short Persian words, a verb for actions («تماشا», «ذخیره»). */
  children: ReactNode;
}

/** Props of `Button`. */
export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Disables the button and shows a spinner while an action is pending.
   * @default false
   */
  loading?: boolean;
  /** Ref to the native `<button>`. @default undefined */
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
  /** Address the link leads to, given by the app's routes. */
  href: string;
  /**
   * Opens in a new tab outside the app's router.
   * @default false
   */
  external?: boolean;
  /** Extra class for placing the link. @default undefined */
  className?: string;
  /** Called when the link is followed, before navigation. @default undefined */
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
