import { Button, EmptyState } from '@parde/ui';
import { useRouteError } from 'react-router';
import * as styles from './layouts/layout.css';

// Vite and browsers word a failed dynamic import differently; all mean "the page's code did not arrive".
const chunkFailure = /dynamically imported module|module script failed|importing a module script|preload/i;

/** Shown when a route cannot render: a page chunk that did not load offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof Error && chunkFailure.test(error.message);
  return (
    <main className={styles.errorPage}>
      <EmptyState
        tone="error"
        icon="alert"
        title={chunk ? 'این صفحه بارگیری نشد' : 'خطای پیش بینی نشده'}
        description={
          chunk
            ? 'شاید اینترنت قطع شده یا نسخهٔ تازه‌ای از پرده منتشر شده است. صفحه را دوباره بارگیری کنید.'
            : 'مشکلی در نمایش این صفحه پیش آمد. صفحه را دوباره بارگیری کنید.'
        }
        action={
          <Button icon="refresh" onClick={() => window.location.reload()}>
            بارگیری دوباره
          </Button>
        }
      />
    </main>
  );
}
