import { Button, TextField } from '@parde/ui';
import { useRef } from 'react';
import { showSuccess, showToast } from '../lib/toast-loader';
import * as styles from './page.css';

/**
 * A page's address to hand on (a link-only playlist is found by no one without it): shown in a read-only field, and
 * «کپی پیوند» puts it on the clipboard. Where the browser refuses the clipboard (no permission, an insecure origin),
 * the address is selected in its field instead, for the viewer to copy themselves.
 */
export function ShareLink({ href, label = 'پیوند این فهرست' }: { href: string; label?: string }) {
  const field = useRef<HTMLInputElement>(null);
  const url = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void showSuccess('پیوند کپی شد');
    } catch {
      field.current?.focus();
      field.current?.select();
      void showToast('مرورگر اجازهٔ کپی نداد؛ پیوند انتخاب شد، خودتان کپی‌اش کنید.');
    }
  };
  return (
    <div className={styles.shareLink}>
      <TextField
        ref={field}
        label={label}
        value={url}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        کپی پیوند
      </Button>
    </div>
  );
}
