import { useAuth, useDomain } from '@parde/domain/react';
import { Button, ButtonLink, TextField } from '@parde/ui';
import { type FormEvent, useState } from 'react';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';

/** Sign-in step 3 for a new phone: first and last name (spec §2 /register). */
export function RegisterPage() {
  const { auth } = useDomain();
  const step = useAuth((s) => s.signIn.step);
  // The server's refusal, field by field, beside each input (as the contact form does).
  const fieldErrors = useAuth((s) => (s.signIn.step === 'register' ? s.signIn.fieldErrors : undefined));
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  if (step !== 'register' && step !== 'registering') {
    return (
      <div className={styles.form}>
        <h1 className={styles.subtitle}>ثبت‌نام</h1>
        <p className={styles.muted}>ثبت‌نام با شمارهٔ موبایل آغاز می‌شود.</p>
        <ButtonLink href={paths.login.to()} fullWidth>
          وارد کردن شماره
        </ButtonLink>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void auth.getState().profileRegistered({ firstName: firstName.trim(), lastName: lastName.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <h1 className={styles.subtitle}>ثبت‌نام</h1>
      <p className={styles.muted}>به پرده خوش آمدید! نامتان را بنویسید تا حسابتان ساخته شود.</p>
      <TextField
        label="نام"
        name="firstName"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        autoComplete="given-name"
        required
        dir="auto"
        autoFocus
        error={fieldErrors?.firstName}
      />
      <TextField
        label="نام خانوادگی"
        name="lastName"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        autoComplete="family-name"
        required
        dir="auto"
        error={fieldErrors?.lastName}
      />
      <Button type="submit" loading={step === 'registering'} fullWidth size="lg">
        ساخت حساب
      </Button>
    </form>
  );
}

export const pages = {
  RegisterPage: { Component: RegisterPage, meta: () => ({ title: 'ثبت‌نام' }) },
} satisfies Record<string, PageRoute>;
