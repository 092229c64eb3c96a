import { Button, ButtonLink, EmptyState, NotFound } from '@parde/ui';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/usePageTitle';
import * as styles from './layouts/layout.css';

// Vite and browsers word a failed dynamic import differently; all mean "the page's code did not arrive".
const chunkFailure = /dynamically imported module|module script failed|importing a module script|preload/i;

/**
 * A route that cannot render: a 404 from its loader is the not-found page; an address the site refuses (another
 * 4xx) says why in the loader's words; the API away (503) is the page's error state with a retry; a page chunk that
 * did not load offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !missing;
  const away = isRouteErrorResponse(error) && !missing && !refused;
  const chunk = error instanceof Error && chunkFailure.test(error.message);
  usePageTitle(missing ? 'آدرس یافت نشد' : refused ? 'درخواست پذیرفته نشد' : 'خطا');
  if (missing) return <NotFound homeHref={paths.home.to()} />;
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
            : chunk
              ? 'شاید اینترنت قطع شده یا نسخهٔ تازه‌ای از پرده منتشر شده است. صفحه را دوباره بارگیری کنید.'
              : 'مشکلی در نمایش این صفحه پیش آمد. صفحه را دوباره بارگیری کنید.'
        }
        action={
          <Button
            icon="refresh"
            onClick={() => (away ? void revalidator.revalidate() : window.location.reload())}
            disabled={revalidator.state === 'loading'}
          >
            {away ? 'تلاش دوباره' : 'بارگیری دوباره'}
          </Button>
        }
      />
    </div>
  );
}
