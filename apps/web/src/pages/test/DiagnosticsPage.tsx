import { useAuth, useMembers, useSettings } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button } from '@parde/ui';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PageRoute } from '../../app/router';
import { useServices } from '../../app/services';
import { ageRangeLabel } from '../../components/members';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';

const yes = (flag: boolean) => (flag ? 'بله' : 'خیر');

/** Diagnostics (spec §2 /test): API reachable, version, token and member state, screen-size flags. */
export function DiagnosticsPage() {
  usePageTitle('عیب‌یابی');
  const { health } = useServices();
  const api = useStore(health);
  const status = useAuth((s) => s.status);
  const restored = useAuth((s) => s.isTokenSetedFromStorage);
  const user = useAuth((s) => s.user);
  const active = useMembers((s) => s.activeMember);
  const memberCount = useMembers((s) => (s.memberList.status === 'success' ? s.memberList.result.totalCount : null));
  const screen = useSettings((s) => s.screenSize);

  useEffect(() => {
    void health.getState().load(undefined);
  }, [health]);

  const rows: [string, string][] = [
    [
      'دسترسی به سرور',
      api.status === 'success' && api.result
        ? `برقرار (${toPersianDigits(api.result.ms)} میلی‌ثانیه، ${toPersianDigits(api.result.genres)} ژانر)`
        : api.status === 'error'
          ? `قطع: ${api.error}`
          : 'در حال بررسی…',
    ],
    ['نسخهٔ برنامه', toPersianDigits(__APP_VERSION__)],
    ['وضعیت ورود', status === 'authenticated' ? 'وارد شده' : status === 'restoring' ? 'در حال بررسی توکن' : 'مهمان'],
    ['توکن ذخیره‌شده بررسی شد', yes(restored)],
    ['کاربر', user ? `${user.firstName} ${user.lastName}` : '—'],
    [
      'عضو فعال',
      active ? `${active.id === null ? 'نامشخص' : toPersianDigits(active.id)}، ${ageRangeLabel(active.ageRange)}` : '—',
    ],
    ['تعداد اعضا', memberCount === null ? '—' : toPersianDigits(memberCount)],
    ['اندازهٔ صفحه', `${toPersianDigits(screen.x)} × ${toPersianDigits(screen.y)}`],
    ['sm (≥ ۵۷۶)', yes(screen.sm)],
    ['md (≥ ۷۶۸)', yes(screen.md)],
    ['lg (≥ ۹۹۲)', yes(screen.lg)],
    ['xl (≥ ۱۲۰۰)', yes(screen.xl)],
    ['xxl (≥ ۱۴۰۰)', yes(screen.xxl)],
  ];

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>عیب‌یابی</h1>
      <dl className={styles.card}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.toolbar}>
            <dt className={styles.muted}>{term}</dt>
            <dd data-testid={term}>{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" icon="refresh" onClick={() => health.getState().load(undefined)}>
        بررسی دوباره
      </Button>
    </div>
  );
}

export const pages = {
  DiagnosticsPage: { Component: DiagnosticsPage },
} satisfies Record<string, PageRoute>;
