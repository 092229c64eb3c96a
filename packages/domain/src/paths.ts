const LOGIN = '/login';
const VERIFY_OTP = '/verify-otp';
const REGISTER = '/register';

/** The addresses the domain navigates to (apps/web owns the full route table; these must match it). */
export const paths = {
  home: '/',
  register: REGISTER,
  profile: '/profile',
  selectMember: '/select-member',
  selectMemberOtp: '/select-member-otp',
  editMemberOtp: '/edit-member-otp',
  deleteMemberOtp: '/delete-member-otp',
  /** Any address outside the route table renders the not-found page; this one is reserved for it. */
  notFound: '/not-found',
  editMember: (memberId: number) => `/edit-member/${memberId}`,
  /**
   * `/login/{redirectUrl?}/{path?}`: the address to come back to rides in the path,
   * e.g. `/shows-details/12` → `/login/shows-details/12`.
   */
  login: (redirect?: string | null) => withRedirect(LOGIN, redirect),
  /** `/verify-otp/{redirectUrl?}/{path?}`, carrying the redirect address like the login path. */
  verifyOtp: (redirect?: string | null) => withRedirect(VERIFY_OTP, redirect),
} as const;

function withRedirect(base: string, redirect: string | null | undefined): string {
  const rest = (redirect ?? '').replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base;
}

/** Rebuilds the redirect address from the `/login/:redirectUrl?/:path?` params; null for none. */
export function redirectFromParams(redirectUrl?: string, path?: string): string | null {
  const parts = [redirectUrl, path].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `/${parts.join('/')}` : null;
}

/** Whether `path` is one of the sign-in pages (login, verify-otp, register), with or without a redirect. */
export function isSignInPath(path: string): boolean {
  return [LOGIN, VERIFY_OTP, REGISTER].some((route) => path === route || path.startsWith(`${route}/`));
}
