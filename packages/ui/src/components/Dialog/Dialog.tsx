import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import { modalClosed, modalOpened } from '../Toaster/layer';
import * as styles from './Dialog.css';

/** Widths of `Dialog`. */
export const dialogSizes = ['sm', 'md', 'lg'] as const;
/** A `Dialog` width. */
export type DialogSize = (typeof dialogSizes)[number];

/** Props of `Dialog`: controlled by `open`; `onClose` fires on Escape, the close icon and a click on the backdrop. */
export interface DialogProps {
  /** Shows the dialog as a modal `<dialog>` (page behind inert, focus trapped). */
  open: boolean;
  /** Called on Escape, the close icon and a click on the backdrop. */
  onClose: () => void;
  /** Persian heading; names the dialog for screen readers. */
  title: string;
  /** The dialog's body. @default undefined */
  children?: ReactNode;
  /**
   * Buttons at the end of the dialog.
   * @default undefined
   */
  footer?: ReactNode;
  /** Largest inline size: `sm` for messages, `md` for forms, `lg` for lists. */
  size?: DialogSize;
  /**
   * `alertdialog` for messages that need an answer (errors, confirmations).
   * @default dialog
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Hides the close icon when the footer already offers a way out.
   * @default false
   */
  hideCloseButton?: boolean;
  /** Extra class on the `<dialog>`. @default undefined */
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the focus trap), moves
 * focus inside, closes on Escape and returns focus to the opener when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      modalOpened(dialog);
    }
    if (!open && dialog.open) {
      dialog.close();
      modalClosed(dialog);
    }
  }, [open]);

  // Closed by unmounting while open: the toasts must not stay in a dialog that left the page.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) modalClosed(dialog);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel`; the parent owns `open`, so the native close is prevented and reported instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      className={cx(styles.dialog, styles.size[size], className)}
      // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      // Handling Escape on keydown (and cancelling the default) closes exactly once, also for synthetic key events
      // that never reach the browser's own `cancel` handling.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {open && (
        <div className={styles.box}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && <IconButton icon="close" label="بستن" onClick={onClose} />}
          </header>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
