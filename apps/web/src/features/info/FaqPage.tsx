import * as styles from '../../components/page.css';
import { faqCategoryTitles, faqItems, faqPage } from '../../content/faq';
import { faqCategoryIds } from '../../content/types';
import type { PageRoute } from '../../lib/data/loaders';
import * as local from './info.css';

/** Frequently asked questions, grouped (spec §2 /faq). */
export function FaqPage() {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{faqPage.title}</h1>
      {faqCategoryIds.map((category) => (
        <section key={category} id={category} className={styles.section}>
          <h2 className={styles.subtitle}>{faqCategoryTitles[category]}</h2>
          {faqItems
            .filter((item) => item.category === category)
            .map((item) => (
              <details key={item.question} className={local.question}>
                <summary className={local.summary}>{item.question}</summary>
                <p className={styles.prose}>{item.answer}</p>
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}

export const pages = {
  FaqPage: { Component: FaqPage, meta: () => ({ title: faqPage.title, description: faqPage.description }) },
} satisfies Record<string, PageRoute>;
