import { toPersianDigits } from '@parde/fa';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { Link } from '../../link/Link';
import { visuallyHidden } from '../../utils/a11y.css';
import { cx } from '../../utils/cx';
import { type DismissReason, scrolledPast, useDismiss } from '../../utils/useDismiss';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Header.css';
import { Logo } from './Logo';

/** The signed-in user as the header shows them. */
export interface HeaderUser {
  firstName: string;
  lastName: string;
}

/** A member profile in the user menu. */
export interface HeaderProfile {
  id: string | number;
  name: string;
  avatarUrl?: string;
}

/** An entry of a menu: the app gives the address (ui holds no routes). */
export interface NavItem {
  label: string;
  href: string;
  external?: boolean;
  /** Other addresses on which this entry is the current page (home's `/home`). */
  alsoCurrentOn?: readonly string[];
}

/** The add-member link of the user menu (spec §9): shown while the account has fewer members than `max`. */
export interface HeaderAddMember {
  href: string;
  /** The account's members, from the list's total (not the profiles shown). */
  count: number;
  max: number;
}

/** The account's links of the user menu. */
export interface HeaderAccountLinks {
  profile: string;
  playlists: string;
  /** The device's downloads for offline viewing; no link without it. */
  downloads?: string;
  /** Absent (or null) while the add link must not show: the list is loading, failed, or full. */
  addMember?: HeaderAddMember | null;
}

/** Header scroll offset after which it takes its sticky style, in px (spec §9). */
export const STICKY_AFTER = 1;

/** Props of `Header`. */
export interface HeaderProps {
  /** The current route; menus close whenever it changes. */
  pathname: string;
  /** The main menu of spec §2, in order. */
  nav: readonly NavItem[];
  /** The logo's address. */
  homeHref: string;
  /** Signed-in user, or null for the login link. */
  user: HeaderUser | null;
  /**
   * A stored sign-in is being checked: a quiet placeholder stands where the login link or the user menu will be, so a
   * returning viewer does not see "sign in" flash for up to the check's timeout.
   * @default false
   */
  userPending?: boolean;
  /**
   * The account's profiles; the active one is listed first.
   * @default []
   */
  profiles?: HeaderProfile[];
  /** Id of the profile in use, marked in the user menu. @default undefined */
  activeProfileId?: string | number | null;
  /** The user menu's links. */
  account: HeaderAccountLinks;
  /** The search overlay is open: the search button shows as pressed. */
  searchOpen?: boolean;
  /** Called by the search button. */
  onSearchToggle: () => void;
  /**
   * The search page: before the app has taken over the page (or without script) the search button leads there, as a
   * form's submit; once it has, the button toggles the overlay. @default undefined
   */
  searchHref?: string;
  /** Called with a profile's id chosen in the user menu. @default undefined */
  onSelectProfile?: (id: HeaderProfile['id']) => void;
  /** Called by «خروج» in the user menu. */
  onLogout: () => void;
  /** Address of the sign-in page, linked while nobody is signed in. */
  loginHref: string;
  /**
   * The main content's anchor (`#main`): the first Tab stop is then a «رفتن به محتوای اصلی» link past the menus.
   * Without it no skip link is shown.
   */
  mainHref?: string;
}

/** Whether `element` is an open popover (false where the browser has no popovers). */
function openAsPopover(element: HTMLElement | null) {
  return typeof element?.showPopover === 'function' && element.matches(':popover-open');
}

/** The search button; as a form's submit it leads to the search page until a handler takes its click. */
function SearchToggle({ open, submits = false, onToggle }: { open: boolean; submits?: boolean; onToggle: () => void }) {
  return (
    <IconButton
      type={submits ? 'submit' : 'button'}
      icon={open ? 'close' : 'search'}
      label={open ? 'بستن جستجو' : 'جستجو'}
      aria-pressed={open}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
    />
  );
}

function isCurrent(pathname: string, item: NavItem) {
  // A section is current on its own pages too (`/movies/…`); the root only on itself.
  return [item.href, ...(item.alsoCurrentOn ?? [])].some(
    (href) => pathname === href || (href.length > 1 && pathname.startsWith(`${href}/`)),
  );
}

/**
 * The site header of spec §2: logo, main menu (a toggled panel on small screens; the browser's popover until the app
 * has started), search toggle, and the login link or the user menu. Transparent at the top of the page, solid once
 * scrolled more than 1 px.
 */
export function Header({
  pathname,
  nav,
  homeHref,
  user,
  userPending = false,
  profiles = [],
  activeProfileId,
  account,
  searchOpen = false,
  onSearchToggle,
  searchHref,
  onSelectProfile,
  onLogout,
  loginHref,
  mainHref,
}: HeaderProps) {
  const [scrolled, setScrolled] = useState(() => scrolledPast(STICKY_AFTER));
  const [navOpen, setNavOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const userRef = useRef<HTMLDivElement>(null);
  const navId = useId();
  const userMenuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(scrolledPast(STICKY_AFTER));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new route closes every menu (spec §2); `pathname` is the trigger, not read inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on route change by design
  useEffect(() => {
    setNavOpen(false);
    setUserOpen(false);
  }, [pathname]);

  // Until the app has taken the page over, the browser's own popover opens the small screens' menu (no script needed);
  // from then on the menu is the app's state, as every other popup here. A menu opened before stays open.
  const navPanel = useRef<HTMLElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (openAsPopover(navPanel.current)) setNavOpen(true);
    setStarted(true);
  }, []);

  const navToggle = useRef<HTMLButtonElement>(null);
  const userToggle = useRef<HTMLButtonElement>(null);
  const closeNav = useCallback((reason: DismissReason) => {
    setNavOpen(false);
    if (reason === 'escape') navToggle.current?.focus();
  }, []);
  const closeUser = useCallback((reason: DismissReason) => {
    setUserOpen(false);
    if (reason === 'escape') userToggle.current?.focus();
  }, []);
  useDismiss(navRef, navOpen, closeNav);
  useDismiss(userRef, userOpen, closeUser);

  const { addMember } = account;
  const activeProfile = profiles.find((profile) => profile.id === activeProfileId);
  const ordered = [...profiles].sort((a, b) => Number(b.id === activeProfileId) - Number(a.id === activeProfileId));

  return (
    <header className={styles.header} data-scrolled={scrolled || navOpen || undefined}>
      {mainHref && (
        <a href={mainHref} className={styles.skipLink}>
          رفتن به محتوای اصلی
        </a>
      )}
      <div className={styles.inner}>
        <div ref={navRef} className={styles.navArea}>
          <IconButton
            ref={navToggle}
            icon={navOpen ? 'close' : 'menu'}
            label="منو"
            className={styles.menuButton}
            // Before the app starts the browser tells the popover's state itself.
            aria-expanded={started ? navOpen : undefined}
            aria-controls={navId}
            popoverTarget={started ? undefined : navId}
            onClick={() => setNavOpen((open) => !open)}
          />
          <Link href={homeHref} className={styles.logoLink} aria-label="پرده، صفحهٔ خانه">
            <Logo />
          </Link>
          <nav
            ref={navPanel}
            id={navId}
            aria-label="منوی اصلی"
            className={styles.nav}
            data-open={navOpen || undefined}
            popover={started ? undefined : 'auto'}
          >
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.label}>
                  <Link
                    href={item.href}
                    external={item.external}
                    className={styles.navLink}
                    aria-current={!item.external && isCurrent(pathname, item) ? 'page' : undefined}
                    // Closed at the tap, not when the address changes: a slow page load kept it open over the loader.
                    onClick={() => setNavOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={styles.actions}>
          {searchHref ? (
            <form action={searchHref} className={styles.searchForm}>
              <SearchToggle open={searchOpen} submits onToggle={onSearchToggle} />
            </form>
          ) : (
            <SearchToggle open={searchOpen} onToggle={onSearchToggle} />
          )}
          {user ? (
            <div ref={userRef} className={styles.userArea}>
              <button
                ref={userToggle}
                type="button"
                className={styles.userButton}
                // The name is hidden on small screens; the label keeps the button named there.
                aria-label={`حساب کاربری ${user.firstName} ${user.lastName}${activeProfile ? `، عضو ${activeProfile.name}` : ''}`}
                aria-expanded={userOpen}
                aria-controls={userMenuId}
                onClick={() => setUserOpen((open) => !open)}
              >
                {/* The active member's face (issue 18): who is watching, at a glance; the icon until the list loads. */}
                {/* The initial is drawn by CSS: as text it would join the button's visible name («سسارا»). */}
                <span
                  className={cx(styles.avatar, activeProfile && styles.activeAvatar)}
                  data-initial={activeProfile && !activeProfile.avatarUrl ? activeProfile.name.slice(0, 1) : undefined}
                  aria-hidden
                >
                  {activeProfile?.avatarUrl ? (
                    <img src={activeProfile.avatarUrl} alt="" width={32} height={32} />
                  ) : activeProfile ? null : (
                    <Icon name="user" size={20} />
                  )}
                </span>
                {/* Who is watching: the active member (a child's own name, not the account holder's). */}
                <span className={styles.userName} dir="auto">
                  {activeProfile ? activeProfile.name : `${user.firstName} ${user.lastName}`}
                </span>
                <Icon name="chevronDown" size={16} />
              </button>
              {userOpen && (
                <div id={userMenuId} className={styles.dropdown}>
                  <p className={styles.dropdownName} dir="auto">{`${user.firstName} ${user.lastName}`}</p>
                  {ordered.length > 0 && (
                    <ul className={styles.profileList} aria-label="اعضا">
                      {ordered.map((profile) => {
                        const active = profile.id === activeProfileId;
                        return (
                          <li key={profile.id}>
                            <button
                              type="button"
                              className={styles.profileButton}
                              aria-current={active ? 'true' : undefined}
                              onClick={() => {
                                setUserOpen(false);
                                if (!active) onSelectProfile?.(profile.id);
                              }}
                            >
                              <span className={styles.profileAvatar} aria-hidden>
                                {profile.avatarUrl ? (
                                  <img src={profile.avatarUrl} alt="" width={32} height={32} />
                                ) : (
                                  profile.name.slice(0, 1)
                                )}
                              </span>
                              <span className={styles.profileName} dir="auto">
                                {profile.name}
                              </span>
                              {active && <Icon name="check" size={16} className={styles.activeMark} />}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  <ul className={styles.menuList}>
                    {addMember && addMember.count < addMember.max && (
                      <li>
                        <Link href={addMember.href} className={styles.menuItem}>
                          <Icon name="plus" size={18} />
                          {`افزودن عضو جدید (${toPersianDigits(addMember.count)} از ${toPersianDigits(addMember.max)})`}
                        </Link>
                      </li>
                    )}
                    <li>
                      <Link href={account.profile} className={styles.menuItem}>
                        <Icon name="user" size={18} />
                        حساب من
                      </Link>
                    </li>
                    <li>
                      <Link href={account.playlists} className={styles.menuItem}>
                        <Icon name="list" size={18} />
                        فهرست‌های پخش
                      </Link>
                    </li>
                    {account.downloads && (
                      <li>
                        <Link href={account.downloads} className={styles.menuItem}>
                          <Icon name="download" size={18} />
                          دانلودها
                        </Link>
                      </li>
                    )}
                    <li>
                      <button
                        type="button"
                        className={styles.menuItem}
                        onClick={() => {
                          setUserOpen(false);
                          onLogout();
                        }}
                      >
                        <Icon name="logout" size={18} />
                        خروج
                      </button>
                    </li>
                  </ul>
                </div>
              )}
            </div>
          ) : userPending ? (
            // Same footprint as the login link, so nothing moves when the check ends. Not a live region: the page has one.
            <span className={styles.userPending} aria-busy="true">
              <span className={visuallyHidden}>در حال بررسی ورود</span>
            </span>
          ) : (
            <Link href={loginHref} className={styles.loginLink}>
              <Icon name="user" size={20} />
              ورود / ثبت‌نام
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
