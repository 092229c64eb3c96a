import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
import { Icon, type IconName } from '../../icons/Icon';
import { toastHost } from './layer';
import { toastHovered, useToastsPaused } from './pause';
import * as styles from './Toaster.css';

/** How long a toast stays, in ms (spec §9). */
export const TOAST_DURATION = 5000;

/** Kinds of toast; each has its colour and icon. */
export const toastKinds = ['info', 'success', 'error'] as const;
/** A toast kind. */
export type ToastKind = (typeof toastKinds)[number];

/** Options of one toast. */
export interface ToastOptions {
  description?: ReactNode;
  /** Overrides the 5000 ms lifetime. */
  duration?: number;
  id?: string | number;
}

const icons: Record<ToastKind, IconName> = { info: 'info', success: 'check', error: 'alert' };

interface ToastCardProps extends ToastOptions {
  toastId: string | number;
  kind: ToastKind;
  title: ReactNode;
  duration: number;
}

function ToastCard({ toastId, kind, title, description, duration }: ToastCardProps) {
  const paused = useToastsPaused();
  const remaining = useRef(duration);
  const hovered = useRef(false);
  const setHovered = (value: boolean) => {
    if (hovered.current === value) return;
    hovered.current = value;
    toastHovered(value);
  };

  // A toast closed under the pointer (by a click) gets no mouseleave; release its hover on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on unmount
  useEffect(() => () => setHovered(false), []);

  // The library's own timer is off (duration Infinity) because it does not pause on window blur; this one does, and
  // the progress bar's CSS animation pauses with it, so the bar always shows the time left.
  useEffect(() => {
    if (paused) return;
    const started = performance.now();
    const timer = window.setTimeout(() => sonner.dismiss(toastId), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= performance.now() - started;
    };
  }, [paused, toastId]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere closes; keyboard users have the close button
    // biome-ignore lint/a11y/noStaticElementInteractions: same as above
    <div
      className={styles.card[kind]}
      onClick={() => sonner.dismiss(toastId)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.icon[kind]}>
        <Icon name={icons[kind]} size={20} />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label="بستن اعلان">
        <Icon name="close" size={16} />
      </button>
      <span
        aria-hidden
        className={styles.progress[kind]}
        style={
          {
            animationDuration: `${duration}ms`,
            animationPlayState: paused ? 'paused' : 'running',
          } as CSSProperties
        }
      />
    </div>
  );
}

function show(kind: ToastKind, title: ReactNode, options: ToastOptions = {}) {
  const duration = options.duration ?? TOAST_DURATION;
  return sonner.custom(
    (id) => <ToastCard toastId={id} kind={kind} title={title} description={options.description} duration={duration} />,
    { id: options.id, duration: Number.POSITIVE_INFINITY, unstyled: true },
  );
}

/** Shows a toast: `toast('…')`, `toast.success('…')`, `toast.error('…')`; `toast.dismiss(id?)` closes one or all. */
export const toast = Object.assign((title: ReactNode, options?: ToastOptions) => show('info', title, options), {
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => show('error', title, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
});

/**
 * The toast area, mounted once by the app: bottom-right, right-to-left, dark, oldest toast on top and newest at the
 * bottom, close on click, swipe to dismiss, pause on hover and when the window loses focus.
 */
export function Toaster() {
  return createPortal(
    <SonnerToaster
      position="bottom-right"
      dir="rtl"
      theme="dark"
      // Expanded, the stack lists toasts in arrival order from the top: the oldest first, not newest-on-top.
      expand
      visibleToasts={5}
      gap={8}
      containerAriaLabel="اعلان‌ها"
      swipeDirections={['right', 'bottom']}
      className={styles.toaster}
    />,
    // In the topmost open modal dialog, if any (layer.ts): above its backdrop and not made inert by it.
    toastHost(),
  );
}
