import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';

/** Props of `ConfirmModal`: `danger` styles the confirm button for destructive actions (delete, logout). */
export interface ConfirmModalProps {
  /** Shows the dialog (modal, the page behind inert). */
  open: boolean;
  /** Persian heading; names the dialog. */
  title: string;
  /** What will happen, in one or two Persian sentences. */
  message: string;
  /** Words of the confirm button: the action's verb («حذف») reads better than «تأیید». */
  confirmLabel?: string;
  /** Words of the cancel button. */
  cancelLabel?: string;
  /** Draws the confirm button in the danger colour, for actions that cannot be undone. */
  danger?: boolean;
  /**
   * Shows progress on the confirm button while the action runs.
   * @default false
   */
  loading?: boolean;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click on the backdrop. */
  onCancel: () => void;
}

/** Asks the user to confirm an action; cancel is the safe default. */
export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel = 'تأیید',
  cancelLabel = 'انصراف',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'solid'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
