import type { Device, DeviceKind } from '@parde/api-client';
import { useDevices, useDomain } from '@parde/domain/react';
import { formatJalaliDate, formatRelativeTime, isolate, toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, ConfirmModal, EmptyState, MetaLine, SkeletonRow } from '@parde/ui';
import { useEffect, useState } from 'react';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { showSuccess } from '../../lib/toast-loader';
import { usePageTitle } from '../../lib/usePageTitle';
import * as local from './devices.css';

const kindLabels: Record<DeviceKind, string | null> = {
  mobile: 'گوشی',
  tablet: 'تبلت',
  desktop: 'رایانه',
  tv: 'تلویزیون',
  unknown: null,
};

/** «Chrome 131 روی Android 14»: the names stay Latin, each isolated so its digits keep their order. */
const deviceName = (device: Device) => {
  const browser = device.browser ? isolate(device.browser) : 'مرورگری ناشناخته';
  return device.system ? `${browser} روی ${isolate(device.system)}` : browser;
};

/** «آخرین فعالیت: ۵ دقیقه پیش», with the exact Jalali moment for a pointer or a screen reader's details. */
function LastActive({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatJalaliDate(date, { dateStyle: 'long', timeStyle: 'short' })}>
      آخرین فعالیت: {formatRelativeTime(date)}
    </time>
  );
}

type Confirming = { type: 'one'; device: Device } | { type: 'others'; count: number } | null;

/** «دستگاه‌ها»: every device signed in to the account; sign one out, or every other (issue #27). */
export function DevicesPage() {
  usePageTitle('دستگاه‌ها');
  const { devices } = useDomain();
  const state = useDevices((s) => s.devices);
  const busy = useDevices((s) => s.busy);
  const [confirming, setConfirming] = useState<Confirming>(null);

  useEffect(() => {
    void devices.getState().devicesRequested();
  }, [devices]);

  const list = state.status === 'success' ? state.result.data : [];
  const others = list.filter((device) => !device.current);

  const confirm = async () => {
    if (!confirming) return;
    if (confirming.type === 'one') {
      if (await devices.getState().deviceSignedOut(confirming.device.id)) showSuccess('دستگاه از حساب خارج شد');
    } else {
      const count = await devices.getState().othersSignedOut();
      if (count !== null) showSuccess(`${toPersianDigits(count)} دستگاه از حساب خارج شد`);
    }
    setConfirming(null);
  };

  return (
    <div className={styles.narrow}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>دستگاه‌ها</h1>
        {others.length > 0 && (
          <Button
            variant="danger"
            icon="logout"
            disabled={busy !== null}
            onClick={() => setConfirming({ type: 'others', count: others.length })}
          >
            خروج از همهٔ دستگاه‌های دیگر
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        هر مرورگر یا برنامه‌ای که با این حساب وارد شده است. دستگاهی را که نمی‌شناسید از حساب خارج کنید؛ تا دوباره با کد
        تأیید وارد نشود، چیزی از حساب نمی‌بیند.
      </p>
      {state.status === 'success' ? (
        <>
          <ul className={styles.stack} aria-label="دستگاه‌های واردشده">
            {list.map((device) => (
              <li key={device.id} className={`${styles.card} ${local.device} ${device.current ? local.current : ''}`}>
                {device.memberAvatar && (
                  <img src={device.memberAvatar} alt="" width={48} height={48} className={local.avatar} />
                )}
                <div className={local.grow}>
                  <strong>{deviceName(device)}</strong>
                  {device.current && <span className={local.badge}>همین دستگاه</span>}
                  <MetaLine
                    className={styles.muted}
                    items={[
                      kindLabels[device.kind],
                      device.memberName && (
                        <span key="member">
                          عضو: <bdi>{device.memberName}</bdi>
                        </span>
                      ),
                    ]}
                  />
                  <span className={styles.muted}>
                    <LastActive at={device.lastActiveAt} />
                  </span>
                  <span className={styles.muted}>ورود: {formatJalaliDate(new Date(device.signedInAt))}</span>
                </div>
                {!device.current && (
                  <Button
                    variant="secondary"
                    aria-label={`خروج ${deviceName(device)}`}
                    loading={busy?.type === 'one' && busy.id === device.id}
                    disabled={busy !== null}
                    onClick={() => setConfirming({ type: 'one', device })}
                  >
                    خروج
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length === 0 && (
            <EmptyState
              icon="check"
              title="دستگاه دیگری وارد نشده است"
              description="فقط همین دستگاه با این حساب وارد شده است."
              action={
                <ButtonLink href={paths.profile.to()} variant="secondary">
                  بازگشت به حساب من
                </ButtonLink>
              }
            />
          )}
        </>
      ) : state.status === 'error' ? (
        <EmptyState
          tone="error"
          icon="alert"
          title="فهرست دستگاه‌ها دریافت نشد"
          description={state.error}
          action={
            <Button variant="secondary" icon="refresh" onClick={() => devices.getState().devicesRequested()}>
              تلاش دوباره
            </Button>
          }
        />
      ) : (
        <SkeletonRow shape="wide" count={2} />
      )}
      <ConfirmModal
        open={confirming !== null}
        title={confirming?.type === 'others' ? 'خروج از همهٔ دستگاه‌های دیگر' : 'خروج دستگاه'}
        message={
          confirming?.type === 'others'
            ? `${toPersianDigits(confirming.count)} دستگاه دیگر از حساب خارج می‌شود و برای تماشا باید دوباره وارد شود. همین دستگاه وارد می‌ماند.`
            : confirming?.type === 'one'
              ? `${deviceName(confirming.device)} از حساب خارج شود؟ برای تماشا باید دوباره با کد تأیید وارد شود.`
              : ''
        }
        confirmLabel={confirming?.type === 'others' ? 'خروج از همه' : 'خروج'}
        danger
        loading={busy !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

export const pages = {
  DevicesPage: { Component: DevicesPage },
} satisfies Record<string, PageRoute>;
