import { ApiError } from '@parde/api-client';
import { messageOf } from '@parde/domain';
import { useAuth, useMembers, useSettings } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button } from '@parde/ui';
import { useLoaderData, useRevalidator } from 'react-router';
import { ageRangeLabel } from '../../components/members';
import * as styles from '../../components/page.css';
import { browserLoader, type PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';

const yes = (flag: boolean) => (flag ? 'بله' : 'خیر');

/** The round trip to the API from this browser (a genre list's), and what it answered; the failure's message. */
const loader = browserLoader(async (_read, { api }, { request }) => {
  const started = performance.now();
  try {
    const genres = await api.getMovieGenres(undefined, { signal: request.signal });
    return { ok: true as const, ms: Math.round(performance.now() - started), genres: genres?.totalCount ?? 0 };
  } catch (error) {
    if (!(error instanceof ApiError) || error.aborted) throw error;
    return { ok: false as const, error: messageOf(error) };
  }
});

/** Diagnostics (spec §2 /test): API reachable, version, token and member state, screen-size flags. */
export function DiagnosticsPage() {
  usePageTitle('عیب‌یابی');
  const api = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const status = useAuth((s) => s.status);
  const restored = useAuth((s) => s.isTokenSetedFromStorage);
  const user = useAuth((s) => s.user);
  const active = useMembers((s) => s.activeMember);
  const memberCount = useMembers((s) => (s.memberList.status === 'success' ? s.memberList.result.totalCount : null));
  const screen = useSettings((s) => s.screenSize);

  const rows: [string, string][] = [
    [
      'دسترسی به سرور',
      revalidator.state === 'loading' || !api
        ? 'در حال بررسی…'
        : api.ok
          ? `برقرار (${toPersianDigits(api.ms)} میلی‌ثانیه، ${toPersianDigits(api.genres)} ژانر)`
          : `قطع: ${api.error}`,
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
      <Button variant="secondary" icon="refresh" onClick={() => void revalidator.revalidate()}>
        بررسی دوباره
      </Button>
    </div>
  );
}

export const pages = {
  DiagnosticsPage: { Component: DiagnosticsPage, loader },
} satisfies Record<string, PageRoute>;
