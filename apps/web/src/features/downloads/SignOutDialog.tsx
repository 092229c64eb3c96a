import { Button, Dialog } from '@parde/ui';
import { megabytes } from './DownloadControls';

/** What signing out would delete here: the active member's downloads on this device. */
export interface SignOutAsk {
  count: number;
  bytes: number;
  /** Some are whole and within their days: they may be kept for the member's return. */
  keepable: boolean;
}

/**
 * Sign-out with downloads on this device (issue #40 item 2): says how many and how much it deletes, and offers to
 * keep them for this member's return to this device (the grants stop until then: decision 047).
 */
export function SignOutDialog({
  ask,
  onCancel,
  onLeave,
}: {
  ask: SignOutAsk | null;
  onCancel(): void;
  onLeave(keep: boolean): void;
}) {
  const count = (ask?.count ?? 0).toLocaleString('fa-IR');
  return (
    <Dialog
      open={ask !== null}
      onClose={onCancel}
      title="خروج از حساب"
      role="alertdialog"
      size="sm"
      // Three choices do not fit one row of the small dialog: one column, full width, the way that keeps first.
      footer={
        <>
          {ask?.keepable && (
            <Button fullWidth onClick={() => onLeave(true)}>
              نگه‌داشتن و خروج
            </Button>
          )}
          <Button fullWidth variant="danger" onClick={() => onLeave(false)}>
            پاک کردن و خروج
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel}>
            انصراف
          </Button>
        </>
      }
    >
      <p>
        با خروج، {count} دانلود ({megabytes(ask?.bytes ?? 0)}) از این دستگاه پاک می‌شود.
        {ask?.keepable &&
          ' می‌توانید آن‌ها را برای بازگشت همین عضو به این دستگاه نگه دارید؛ تا دوباره وارد نشوید پخش نمی‌شوند.'}
      </p>
    </Dialog>
  );
}
