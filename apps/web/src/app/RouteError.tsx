import { errorTexts } from '@parde/api-client';
import { Button, ButtonLink, EmptyState, NotFound } from '@parde/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { shell } from '../lib/shell';
import { usePageTitle } from '../lib/usePageTitle';
import * as styles from './layouts/layout.css';

// Vite and browsers word a failed dynamic import differently; all mean "the page's code did not arrive".
const chunkFailure = /dynamically imported module|module script failed|importing a module script|preload/i;

/** Under the not-found heading of a film, series, episode or person that is not there. */
const GONE = 'شاید برداشته شده یا نشانی آن درست نیست.';

/**
 * A route that cannot render: a 404 from its loader is the not-found page (spec §8's «اطلاعات این … یافت نشد» for a
 * film, series, episode or person); an address the site refuses (another 4xx) says why in the loader's words; a
 * failed load opens spec §8's «خطا» dialog over the page's error state and its retry: «خطای پیش بینی نشده» for the
 * server's own fault (500), the check-your-connection text for an answer that never came (503); a page chunk that
 * did not load offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !missing;
  const broken = isRouteErrorResponse(error) && error.status === 500;
  const away = isRouteErrorResponse(error) && !missing && !refused && !broken;
  const chunk = error instanceof Error && chunkFailure.test(error.message);
  usePageTitle(missing ? 'آدرس یافت نشد' : refused ? 'درخواست پذیرفته نشد' : 'خطا');
  // Spec §8: a failed load is told in the app's one «خطا» dialog (with «بستن»), once per failure.
  const told = away ? errorTexts.network : broken || !chunk ? errorTexts.unexpected : null;
  useEffect(() => {
    if (missing || refused || told === null) return;
    shell.setState({
      outcome: { display: 'dialog', title: errorTexts.title, message: told, action: { type: 'none' } },
    });
  }, [missing, refused, told]);
  if (missing) {
    const what = typeof error.data === 'string' && error.data ? error.data : undefined;
    return <NotFound homeHref={paths.home.to()} title={what} text={what ? GONE : undefined} />;
  }
  if (refused) {
    const tooMany = error.status === 429;
    return (
      <div className={styles.errorPage}>
        <EmptyState
          tone="error"
          icon="alert"
          title={tooMany ? 'درخواست‌ها بیش از اندازه است' : 'این نشانی درست نیست'}
          description={typeof error.data === 'string' && error.data ? error.data : 'نشانی را بررسی کنید.'}
          action={
            <ButtonLink href={paths.home.to()} variant="secondary">
              بازگشت به خانه
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.errorPage}>
      <EmptyState
        tone="error"
        icon="alert"
        title={away ? 'دریافت اطلاعات ممکن نشد' : chunk ? 'این صفحه بارگیری نشد' : 'خطای پیش بینی نشده'}
        description={
          away
            ? 'ارتباط با سرور برقرار نشد. کمی بعد دوباره تلاش کنید.'
            : broken
              ? 'سرور نتوانست این صفحه را آماده کند. کمی بعد دوباره تلاش کنید.'
              : chunk
                ? 'شاید اینترنت قطع شده یا نسخهٔ تازه‌ای از پرده منتشر شده است. صفحه را دوباره بارگیری کنید.'
                : 'مشکلی در نمایش این صفحه پیش آمد. صفحه را دوباره بارگیری کنید.'
        }
        action={
          <Button
            icon="refresh"
            onClick={() => (away || broken ? void revalidator.revalidate() : window.location.reload())}
            disabled={revalidator.state === 'loading'}
          >
            {away || broken ? 'تلاش دوباره' : 'بارگیری دوباره'}
          </Button>
        }
      />
    </div>
  );
}
