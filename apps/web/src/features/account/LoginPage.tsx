import { useAuth, useDomain } from '@parde/domain/react';
import { toAsciiDigits } from '@parde/fa';
import { Button, CaptchaField, PhoneField } from '@parde/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import * as styles from '../../components/page.css';
import { paths, redirectTarget } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { usePasskeySupport } from './passkey-support';
import { useTypedBeforeStart } from './useTypedBeforeStart';

const PHONE = /^09\d{9}$/;

/** Sign-in step 1: the phone number (spec §2 /login/{redirectUrl?}/{path?}). */
export function LoginPage() {
  const { redirectUrl, path } = useParams();
  const redirect = redirectTarget(redirectUrl, path);
  const { auth, captchas } = useDomain();
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const sending = useAuth((s) => s.signIn.step === 'sendingCode');
  // Past the phone's free sends the server wants a solved captcha (decision 024).
  const needsCaptcha = useAuth((s) => s.signIn.step === 'phone' && s.signIn.captcha === true);
  const captcha = useStore(captchas.signIn);
  const [answer, setAnswer] = useState('');
  // Back from «تغییر شماره»: the number is there to correct (the same one again returns to its code).
  const [phone, setPhone] = useState(() => {
    const signIn = auth.getState().signIn;
    return signIn.step === 'phone' ? (signIn.pending?.phoneNumber ?? '') : '';
  });
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // As PhoneField hands its text on: ASCII digits, at most eleven.
  useTypedBeforeStart(form, 'phone', (typed) => setPhone(toAsciiDigits(typed).replace(/\D/g, '').slice(0, 11)));
  const passkeys = usePasskeySupport();
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  // Conditional mediation: the browser offers the site's passkeys in the phone field's suggestions (decision 044).
  useEffect(() => {
    if (!passkeys) return;
    let live = true;
    void import('@simplewebauthn/browser').then(async ({ browserSupportsWebAuthnAutofill }) => {
      if (live && (await browserSupportsWebAuthnAutofill())) {
        void auth.getState().passkeySignInRequested(redirect, true);
      }
    });
    return () => {
      live = false;
      // The waiting request would otherwise outlive the page.
      void import('@simplewebauthn/browser').then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [passkeys, auth, redirect]);

  if (signedIn) return <Navigate to={redirect ?? paths.home.to()} replace />;

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    const signedInNow = await auth.getState().passkeySignInRequested(redirect, false);
    if (!signedInNow) setPasskeyBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PHONE.test(phone)) {
      setError('شمارهٔ موبایل یازده‌رقمی را با ۰۹ شروع کنید.');
      return;
    }
    setError(undefined);
    if (!needsCaptcha) {
      void auth.getState().codeRequested(phone, redirect);
      return;
    }
    const typed = toAsciiDigits(answer).trim();
    setAnswer('');
    void auth.getState().codeRequested(phone, redirect, typed);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.subtitle}>ورود یا ثبت‌نام</h1>
      <p className={styles.muted}>شمارهٔ موبایلتان را وارد کنید تا کد تأیید برایتان پیامک شود.</p>
      <PhoneField
        value={phone}
        onValueChange={setPhone}
        error={error}
        name="phone"
        autoComplete="tel webauthn"
        autoFocus
      />
      {needsCaptcha ? (
        <CaptchaField
          imageUrl={captcha.status === 'success' ? (captcha.result?.file ?? null) : null}
          value={answer}
          onChange={setAnswer}
          onRefresh={() => captchas.signIn.getState().load()}
        />
      ) : null}
      <Button
        type="submit"
        loading={sending}
        disabled={needsCaptcha && (captcha.status !== 'success' || !answer.trim())}
        fullWidth
        size="lg"
      >
        دریافت کد تأیید
      </Button>
      {passkeys && (
        <>
          <p className={styles.muted}>یا بدون پیامک، با کلید عبوری که روی این دستگاه یا گوشی‌تان ساخته‌اید:</p>
          <Button
            type="button"
            variant="secondary"
            loading={passkeyBusy}
            onClick={() => void signInWithPasskey()}
            fullWidth
            size="lg"
          >
            ورود با کلید عبور
          </Button>
        </>
      )}
    </form>
  );
}

export const pages = {
  LoginPage: { Component: LoginPage, meta: () => ({ title: 'ورود' }) },
} satisfies Record<string, PageRoute>;
