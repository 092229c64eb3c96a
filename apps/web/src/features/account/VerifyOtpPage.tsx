import { useAuth, useDomain } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, OtpInput } from '@parde/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as styles from '../../components/page.css';
import { paths, redirectTarget } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { useWebOtp } from '../../lib/useWebOtp';

/** Sign-in step 2: the six-digit code, with the resend countdown (spec §2 /verify-otp/{redirectUrl?}/{path?}). */
export function VerifyOtpPage() {
  const { redirectUrl, path } = useParams();
  const { auth } = useDomain();
  const signIn = useAuth((s) => s.signIn);
  const resendIn = useAuth((s) => s.resendIn);
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const waiting = signIn.step === 'code';
  // The code the SMS brought, filled and sent without typing.
  useWebOtp((received) => {
    setCode(received);
    void auth.getState().codeVerified(received);
  }, waiting);

  if (signIn.step !== 'code' && signIn.step !== 'verifying') {
    return (
      <div className={styles.form}>
        <h1 className={styles.subtitle}>کد تأیید</h1>
        <p className={styles.muted}>برای دریافت کد تأیید، اول شمارهٔ موبایلتان را وارد کنید.</p>
        <ButtonLink href={paths.login.to(redirectTarget(redirectUrl, path))} fullWidth>
          وارد کردن شماره
        </ButtonLink>
      </div>
    );
  }

  const verify = (value: string) => {
    void auth
      .getState()
      .codeVerified(value)
      .then(() => setCode(''));
  };

  return (
    <div className={styles.form}>
      <h1 className={styles.subtitle}>کد تأیید</h1>
      <p className={styles.muted}>
        کد شش‌رقمی پیامک‌شده به <bdi dir="ltr">{toPersianDigits(signIn.phoneNumber)}</bdi> را وارد کنید.
      </p>
      <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={signIn.step === 'verifying'} autoFocus />
      <Button
        fullWidth
        size="lg"
        loading={signIn.step === 'verifying'}
        disabled={code.length !== 6}
        onClick={() => verify(code)}
      >
        تأیید
      </Button>
      <div className={styles.actions}>
        {resendIn > 0 ? (
          <span className={styles.muted} aria-live="polite">
            ارسال دوباره تا {toPersianDigits(resendIn)} ثانیهٔ دیگر
          </span>
        ) : (
          <Button variant="ghost" onClick={() => auth.getState().codeRequested(signIn.phoneNumber)}>
            ارسال دوبارهٔ کد
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            auth.getState().signInRestarted();
            navigate(paths.login.to(signIn.redirect));
          }}
        >
          تغییر شماره
        </Button>
      </div>
    </div>
  );
}

export const pages = {
  VerifyOtpPage: { Component: VerifyOtpPage, meta: () => ({ title: 'کد تأیید' }) },
} satisfies Record<string, PageRoute>;
