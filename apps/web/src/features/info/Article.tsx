import { JalaliDate } from '@parde/ui';
import * as styles from '../../components/page.css';
import type { InfoPage, InfoSection } from '../../content/types';

/** Titled blocks of prose with their bullet lists, as plain text. */
export function Sections({ sections }: { sections: InfoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.subtitle}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.prose}>
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className={styles.list}>
              {section.bullets.map((bullet) => (
                <li key={bullet.slice(0, 40)}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/** An informational page's meta: its title and description. */
export const infoMeta = (page: InfoPage) => ({ title: page.title, description: page.description });

/** An informational page: title, last update and its sections. */
export function Article({ page }: { page: InfoPage }) {
  return (
    <article className={styles.narrow}>
      <header className={styles.stack}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.muted}>
          آخرین به‌روزرسانی: <JalaliDate date={page.updatedAt} />
        </p>
      </header>
      <Sections sections={page.sections} />
    </article>
  );
}
