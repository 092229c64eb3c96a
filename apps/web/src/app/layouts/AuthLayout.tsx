import { Link, Loader } from '@parde/ui';
import { Outlet, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import * as styles from './layout.css';

/** The sign-in routes, outside the main layout: the logo and one card; a loader while the next page is pending. */
export function AuthLayout() {
  // Spec §2: a loader shows while a page is pending, also between login, verify-otp and register.
  const pending = useNavigation().state === 'loading';
  return (
    <main className={styles.authPage}>
      {pending && (
        <div className={styles.pending}>
          <Loader />
        </div>
      )}
      <div className={styles.authCard}>
        <Link href={paths.home.to()} className={styles.authLogo}>
          <img src="/loader.svg" width={40} height={40} alt="" />
          پرده
        </Link>
        <Outlet />
      </div>
    </main>
  );
}
