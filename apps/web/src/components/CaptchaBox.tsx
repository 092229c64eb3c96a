import { IconButton, Skeleton, TextField } from '@parde/ui';
import * as styles from './captcha.css';

interface CaptchaBoxProps {
  /** The challenge picture (a data URL), or null while it loads. */
  imageUrl: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string;
}

/**
 * The security code of the playlist and contact forms: the picture, a new-picture button and the answer.
 * (ui has a CaptchaField that its index does not export yet; this composes the exported parts meanwhile.)
 */
export function CaptchaBox({ imageUrl, value, onChange, onRefresh, error }: CaptchaBoxProps) {
  return (
    <div className={styles.captcha}>
      {imageUrl ? (
        <img src={imageUrl} alt="تصویر کد امنیتی" width={160} height={56} className={styles.image} />
      ) : (
        <Skeleton width="160px" height="56px" />
      )}
      <IconButton icon="refresh" label="تصویر تازه" type="button" onClick={onRefresh} />
      <TextField
        label="کد امنیتی"
        name="captcha"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        inputMode="numeric"
        dir="ltr"
        required
        error={error}
      />
    </div>
  );
}
