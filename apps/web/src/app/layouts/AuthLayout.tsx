import { Link, Loader, Logo } from '@parde/ui';
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
        {/* The header's wordmark, so the sign-in pages carry the same logo as the rest of the site. */}
        <Link href={paths.home.to()} className={styles.authLogo} aria-label="پرده، صفحهٔ خانه">
          <Logo />
        </Link>
        <Outlet />
      </div>
    </main>
  );
}
