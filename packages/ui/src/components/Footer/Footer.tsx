import { jalaliYear, toPersianDigits } from '@parde/fa';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from '../../link/Link';
import type { NavItem } from '../Header/Header';
import { Logo } from '../Header/Logo';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Footer.css';

/** Scroll offset after which the back-to-top button shows, in px (spec §9). */
export const BACK_TO_TOP_AFTER = 250;

/** An external partner shown by its logo. */
export interface FooterPartner {
  name: string;
  /** The partner's site; without one the logo is shown unlinked (better than a link to nowhere). */
  href?: string;
  logo: ReactNode;
}

/** Props of `Footer`. The app gives every address (ui holds no routes). */
export interface FooterProps {
  /** The logo's address. */
  homeHref: string;
  /** «دسترسی سریع» (spec §2: magazine, subscription, FAQ). */
  quickLinks: readonly NavItem[];
  /** «ارتباط با ما» (spec §2: about, contact, terms and privacy). */
  contactLinks: readonly NavItem[];
  /** Partner marks shown in the footer's last column, each a link. */
  partners: FooterPartner[];
  /**
   * Jalali year of the copyright line; the current one by default.
   * @default the current Jalali year
   */
  year?: number;
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FooterLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} external={link.external} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site footer of spec §2: quick and contact links, the ownership and legal notice, partner logos, back to top. */
export function Footer({ homeHref, quickLinks, contactLinks, partners, year }: FooterProps) {
  const [showTop, setShowTop] = useState(false);
  const id = useId();

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={homeHref} className={styles.logoLink} aria-label="پرده، صفحهٔ خانه">
            <Logo />
          </Link>
          <p className={styles.tagline}>تماشای فیلم و سریال ایرانی و خارجی، هر جا و هر زمان.</p>
        </div>
        <nav aria-labelledby={`${id}-quick`} className={styles.column}>
          <h2 id={`${id}-quick`} className={styles.heading}>
            دسترسی سریع
          </h2>
          <FooterLinks links={quickLinks} />
        </nav>
        <nav aria-labelledby={`${id}-contact`} className={styles.column}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            ارتباط با ما
          </h2>
          <FooterLinks links={contactLinks} />
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>همکاران ما</h2>
          <ul className={styles.partners}>
            {partners.map((partner) => (
              <li key={partner.name}>
                {partner.href ? (
                  <a
                    href={partner.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.partner}
                    aria-label={partner.name}
                    title={partner.name}
                  >
                    {partner.logo}
                  </a>
                ) : (
                  <span role="img" className={styles.partner} aria-label={partner.name} title={partner.name}>
                    {partner.logo}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p className={styles.notice}>
          پرده متعلق به یک کنسرسیوم فرهنگی است. هرگونه استفادهٔ غیرمجاز از محتوای این سایت، از جمله بازنشر فیلم‌ها و
          تصاویر، پیگرد قانونی دارد.
        </p>
        <p className={styles.copyright}>{`© ${toPersianDigits(year ?? jalaliYear(Date.now()))} پرده`}</p>
      </div>
      {showTop && (
        <IconButton
          icon="arrowUp"
          label="بازگشت به بالای صفحه"
          variant="solid"
          className={styles.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        />
      )}
    </footer>
  );
}
