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

/** A stand-in origin: a target that resolves to any other one leaves the site. */
const SAME_ORIGIN = 'https://same-origin.invalid';

/**
 * The redirect address as a path of this site, or null: control characters are stripped first (browsers drop tabs
 * and line breaks from addresses, so `/\t/evil.example` would become `//evil.example`), and what is left must
 * resolve to this origin.
 */
export function sameOriginPath(target: string): string | null {
  const cleaned = withoutControls(target);
  if (!LOCAL_PATH.test(cleaned) || cleaned.includes('\\')) return null;
  const url = new URL(cleaned, SAME_ORIGIN);
  if (url.origin !== SAME_ORIGIN) return null;
  // The path as the router matches it (Persian letters, not their escapes); decoding may bring back an escaped
  // control character, so the result is cleaned and checked once more.
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape stays escaped.
  }
  path = withoutControls(path);
  return LOCAL_PATH.test(path) ? `${path}${url.search}${url.hash}` : null;
}

/** A path of this site: one slash first, not two and not a backslash (which browsers read as an origin). */
const LOCAL_PATH = /^\/(?![/\\])/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const withoutControls = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');

/** Rebuilds the redirect address from the `/login/:redirectUrl?/:path?` params; null for none or off-site. */
export function redirectFromParams(redirectUrl?: string, path?: string): string | null {
  const parts = [redirectUrl, path].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? sameOriginPath(`/${parts.join('/')}`) : null;
}

/** Whether `path` is one of the sign-in pages (login, verify-otp, register), with or without a redirect. */
export function isSignInPath(path: string): boolean {
  return [LOGIN, VERIFY_OTP, REGISTER].some((route) => path === route || path.startsWith(`${route}/`));
}
