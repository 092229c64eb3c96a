import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

/** Props of `NotFound`: where the home link leads, and what is missing when it is a title or a person. */
export interface NotFoundProps {
  /** Address of the home page, linked by the page's button. */
  homeHref: string;
  /**
   * The heading: spec §8's words for a missing film, series, episode or person («اطلاعات این فیلم یافت نشد»).
   * @default آدرس یافت نشد
   */
  title?: string;
  /**
   * The line under it.
   * @default صفحه‌ای که در جستجوی آن هستید وجود ندارد
   */
  text?: string;
}

/** The not-found page of spec §2: a 404 picture, «آدرس یافت نشد», the explanation and a way home. */
export function NotFound({
  homeHref,
  title = 'آدرس یافت نشد',
  text = 'صفحه‌ای که در جستجوی آن هستید وجود ندارد',
}: NotFoundProps) {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <svg viewBox="0 0 320 180" className={styles.picture} role="img" aria-label="۴۰۴" focusable="false">
        {/* A half-open stage curtain over the number: the page is "behind the curtain". */}
        <rect x="20" y="14" width="280" height="152" rx="12" className={styles.stage} />
        <text x="160" y="122" textAnchor="middle" className={styles.number}>
          ۴۰۴
        </text>
        <path d="M20 14h64c-14 40-16 96-30 152H20z" className={styles.curtain} />
        <path d="M300 14h-64c14 40 16 96 30 152h34z" className={styles.curtain} />
        <path d="M20 14h280v14H20z" className={styles.valance} />
        <path d="M40 28c-2 40-4 90-6 138M62 28c-4 44-8 94-14 138" className={styles.fold} />
        <path d="M280 28c2 40 4 90 6 138M258 28c4 44 8 94 14 138" className={styles.fold} />
      </svg>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={homeHref} icon="chevronStart">
        بازگشت به خانه
      </ButtonLink>
    </section>
  );
}
