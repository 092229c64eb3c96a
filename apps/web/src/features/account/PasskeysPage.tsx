import type { Passkey } from '@parde/api-client';
import { useDomain, usePasskeys } from '@parde/domain/react';
import { formatJalaliDate, formatRelativeTime, isolate } from '@parde/fa';
import { Button, ButtonLink, ConfirmModal, EmptyState, OtpInput, SkeletonRow, TextField } from '@parde/ui';
import { type FormEvent, useEffect, useState } from 'react';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { showSuccess } from '../../lib/toast-loader';
import { usePageTitle } from '../../lib/usePageTitle';
import { useWebOtp } from '../../lib/useWebOtp';
import * as local from './devices.css';
import { usePasskeySupport } from './passkey-support';

/** «آخرین استفاده: ۵ دقیقه پیش», or that it has not signed in yet. */
function LastUsed({ at }: { at: string | null }) {
  if (!at) return <>هنوز برای ورود به کار نرفته است</>;
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatJalaliDate(date, { dateStyle: 'long', timeStyle: 'short' })}>
      آخرین استفاده: {formatRelativeTime(date)}
    </time>
  );
}

/** The step-up code for adding a passkey: sent to the account's phone, filled by the browser where it can. */
function CodeStep() {
  const { passkeys } = useDomain();
  const adding = usePasskeys((s) => s.adding);
  const [code, setCode] = useState('');
  const verify = (value: string) =>
    void passkeys
      .getState()
      .codeEntered(value)
      .then(() => setCode(''));
  useWebOtp((received) => {
    setCode(received);
    verify(received);
  }, adding.step === 'code');
  return (
    <section className={styles.section} aria-labelledby="passkey-code">
      <h2 id="passkey-code" className={styles.subtitle}>
        کد تأیید
      </h2>
      <p className={styles.muted}>برای افزودن کلید عبور، کد شش‌رقمی پیامک‌شده به شمارهٔ حساب را وارد کنید.</p>
      <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={adding.step !== 'code'} autoFocus />
      <div className={styles.actions}>
        <Button loading={adding.step === 'starting'} disabled={code.length !== 6} onClick={() => verify(code)}>
          تأیید و ساخت کلید
        </Button>
        <Button variant="ghost" onClick={() => passkeys.getState().addCancelled()}>
          انصراف
        </Button>
      </div>
    </section>
  );
}

/** «کلیدهای عبور»: the account's passkeys, a second way in beside the SMS code (issue #38, decision 044). */
export function PasskeysPage() {
  usePageTitle('کلیدهای عبور');
  const { passkeys } = useDomain();
  const state = usePasskeys((s) => s.passkeys);
  const adding = usePasskeys((s) => s.adding);
  const busy = usePasskeys((s) => s.busy);
  const supported = usePasskeySupport();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  useEffect(() => {
    void passkeys.getState().passkeysRequested();
  }, [passkeys]);
  // Once a passkey is added (the ceremony over, nothing failed), the field is ready for the next one.
  useEffect(
    () =>
      passkeys.subscribe((now, before) => {
        if (before.adding.step === 'creating' && now.adding.step === 'idle') setName('');
      }),
    [passkeys],
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('برای این کلید نامی بنویسید، مثلاً «گوشی من».');
      return;
    }
    setNameError(undefined);
    void passkeys.getState().addRequested(name.trim());
  };

  const remove = async () => {
    if (!removing) return;
    if (await passkeys.getState().removed(removing.id)) showSuccess('کلید عبور حذف شد');
    setRemoving(null);
  };

  const list = state.status === 'success' ? state.result.data : [];
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>کلیدهای عبور</h1>
      <p className={styles.muted}>
        با کلید عبور، بدون پیامک و با اثر انگشت، چهره یا قفل صفحهٔ دستگاه وارد می‌شوید؛ حتی وقتی پیامک نمی‌رسد. کلید روی
        دستگاه شما می‌ماند و فقط برای همین سایت کار می‌کند.
      </p>
      {!supported ? (
        <EmptyState
          icon="alert"
          title="این مرورگر کلید عبور ندارد"
          description="برای ساختن کلید عبور، از مرورگری تازه‌تر روی گوشی یا رایانه استفاده کنید."
        />
      ) : adding.step === 'code' ? (
        <CodeStep />
      ) : (
        <form className={styles.form} onSubmit={add} noValidate aria-labelledby="passkey-add">
          <h2 id="passkey-add" className={styles.subtitle}>
            افزودن کلید عبور
          </h2>
          <TextField
            label="نام کلید"
            hint="تا بعداً بشناسیدش، مثلاً «گوشی من» یا «لپ‌تاپ خانه»"
            value={name}
            maxLength={40}
            autoComplete="off"
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {adding.step === 'failed' && (
            <p className={styles.fieldError} role="alert">
              کلید عبور ساخته نشد؛ شاید درخواست مرورگر را بستید. دوباره تلاش کنید.
            </p>
          )}
          <Button type="submit" loading={adding.step === 'starting' || adding.step === 'creating'}>
            افزودن کلید عبور
          </Button>
        </form>
      )}
      <section className={styles.section} aria-labelledby="passkey-list">
        <h2 id="passkey-list" className={styles.subtitle}>
          کلیدهای این حساب
        </h2>
        {state.status === 'success' ? (
          list.length === 0 ? (
            <EmptyState
              icon="user"
              title="هنوز کلید عبوری ندارید"
              description="تا کلیدی نسازید، ورود فقط با کد پیامکی است."
            />
          ) : (
            <ul className={styles.stack} aria-label="کلیدهای عبور">
              {list.map((passkey) => (
                <li key={passkey.id} className={`${styles.card} ${local.device}`}>
                  <div className={local.grow}>
                    <strong>
                      <bdi>{passkey.name}</bdi>
                    </strong>
                    <span className={styles.muted}>ساخته‌شده: {formatJalaliDate(new Date(passkey.createdAt))}</span>
                    <span className={styles.muted}>
                      <LastUsed at={passkey.lastUsedAt} />
                    </span>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={`حذف ${passkey.name}`}
                    loading={busy === passkey.id}
                    disabled={busy !== null}
                    onClick={() => setRemoving(passkey)}
                  >
                    حذف
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : state.status === 'error' ? (
          <EmptyState
            tone="error"
            icon="alert"
            title="فهرست کلیدهای عبور دریافت نشد"
            description={state.error}
            action={
              <Button variant="secondary" icon="refresh" onClick={() => passkeys.getState().passkeysRequested()}>
                تلاش دوباره
              </Button>
            }
          />
        ) : (
          <SkeletonRow shape="wide" count={2} />
        )}
      </section>
      <div className={styles.actions}>
        <ButtonLink href={paths.profile.to()} variant="secondary">
          بازگشت به حساب من
        </ButtonLink>
      </div>
      <ConfirmModal
        open={removing !== null}
        title="حذف کلید عبور"
        message={`«${isolate(removing?.name ?? '')}» حذف شود؟ از این پس با آن نمی‌شود وارد شد و دستگاه‌هایی که با آن وارد شده‌اند از حساب خارج می‌شوند.`}
        confirmLabel="حذف"
        danger
        loading={busy !== null}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

export const pages = {
  PasskeysPage: { Component: PasskeysPage },
} satisfies Record<string, PageRoute>;
