import { Link } from '@parde/ui';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import * as styles from './layout.css';

/** The sign-in routes, outside the main layout: the logo and one card. */
export function AuthLayout() {
  return (
    <main className={styles.authPage}>
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
