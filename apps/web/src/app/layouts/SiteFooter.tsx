import { BACK_TO_TOP_OFFSET_PX } from '@parde/domain';
import { IconButton, Link } from '@parde/ui';
import { useEffect, useState } from 'react';
import { externalLinks, paths } from '../../config/paths';
import * as styles from './footer.css';

/** The footer of spec §2: quick and contact links, the ownership notice, partners and back to top. */
export function SiteFooter() {
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="دسترسی سریع" className={styles.column}>
          <h2 className={styles.heading}>دسترسی سریع</h2>
          <Link href={externalLinks.magazine} external className={styles.link}>
            مجله
          </Link>
          <Link href={paths.pricing.to()} className={styles.link}>
            خرید اشتراک
          </Link>
          <Link href={paths.faq.to()} className={styles.link}>
            پرسش‌های متداول
          </Link>
        </nav>
        <nav aria-label="ارتباط با ما" className={styles.column}>
          <h2 className={styles.heading}>ارتباط با ما</h2>
          <Link href={paths.about.to()} className={styles.link}>
            درباره ما
          </Link>
          <Link href={paths.contact.to()} className={styles.link}>
            تماس با ما
          </Link>
          <Link href={paths.terms.to()} className={styles.link}>
            قوانین و حریم خصوصی
          </Link>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>همراهان پرده</h2>
          {externalLinks.partners.map((partner) => (
            <Link key={partner.href} href={partner.href} external className={styles.link}>
              {partner.name}
            </Link>
          ))}
        </div>
      </div>
      <p className={styles.legal}>
        پرده متعلق به کنسرسیوم فرهنگی پرده است و هرگونه استفادهٔ غیرمجاز از محتوای آن پیگرد قانونی دارد.
      </p>
      {showTop && (
        <IconButton
          icon="arrowUp"
          label="بازگشت به بالای صفحه"
          className={styles.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </footer>
  );
}
