import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';

/** Props of `ErrorDialog`. */
export interface ErrorDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** The Persian error text, as the server or the app words it. */
  message: string;
  /** Called by «بستن», Escape and the backdrop. */
  onClose: () => void;
}

/** The app's error message box: titled «خطا», the message, and a «بستن» button. */
export function ErrorDialog({ open, message, onClose }: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="خطا"
      role="alertdialog"
      size="sm"
      hideCloseButton
      footer={
        <Button variant="secondary" onClick={onClose}>
          بستن
        </Button>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
