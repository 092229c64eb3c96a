import { IconButton, Skeleton, TextField } from '@parde/ui';
import * as styles from './detail.css';

interface CaptchaBoxProps {
  /** The challenge picture (a data URL), or null while it loads. */
  file: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string;
}

/** The security code of the playlist and contact forms: the picture, a new-picture button and the answer. */
export function CaptchaBox({ file, value, onChange, onRefresh, error }: CaptchaBoxProps) {
  return (
    <div className={styles.captcha}>
      {file ? (
        <img src={file} alt="تصویر کد امنیتی" width={160} height={56} className={styles.captchaImage} />
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
