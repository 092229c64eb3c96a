import { formatNumber, toPersianDigits } from '@parde/fa';
import { ButtonLink, JalaliDate, Link, NotFound } from '@parde/ui';
import { useParams } from 'react-router';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../config/paths';
import {
  aboutPage,
  blogIndexPage,
  blogPostBySlug,
  blogPosts,
  faqCategoryIds,
  faqCategoryTitles,
  faqItems,
  faqPage,
  type InfoPage,
  type InfoSection,
  planPeriodLabels,
  plans,
  pricingPage,
  termsPage,
} from '../../content';
import * as local from './info.css';

function Sections({ sections }: { sections: InfoSection[] }) {
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

function Article({ page }: { page: InfoPage }) {
  usePageTitle(page.title, page.description);
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

/** About us (spec §2 /about-us). */
export const AboutPage = () => <Article page={aboutPage} />;
/** Terms of use and privacy (spec §2 /terms-of-use). */
export const TermsPage = () => <Article page={termsPage} />;

/** Frequently asked questions, grouped (spec §2 /faq). */
export function FaqPage() {
  usePageTitle(faqPage.title, faqPage.description);
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

/** Subscription plans (spec §2 /pricing); payment is not live yet, as the copy says. */
export function PricingPage() {
  usePageTitle(pricingPage.title, pricingPage.description);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{pricingPage.title}</h1>
      <ul className={local.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={plan.highlighted ? local.planHighlighted : local.plan}>
            <h2 className={styles.subtitle}>{plan.name}</h2>
            <p className={local.price}>
              {formatNumber(plan.priceToman)}{' '}
              <span className={styles.muted}>تومان / {planPeriodLabels[plan.period]}</span>
            </p>
            <p className={styles.muted}>
              تا {toPersianDigits(plan.maxProfiles)} پروفایل · کیفیت {plan.quality}
            </p>
            <ul className={styles.list}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.narrow}>
        <Sections sections={pricingPage.sections} />
      </div>
    </div>
  );
}

/** The blog index (spec §2 /blogs). */
export function BlogsPage() {
  usePageTitle(blogIndexPage.title, blogIndexPage.description);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{blogIndexPage.title}</h1>
      <ul className={styles.wideGrid}>
        {blogPosts.map((post) => (
          <li key={post.slug}>
            <Link href={paths.blogDetail.to(post.slug)} className={styles.cardLink}>
              <strong>{post.title}</strong>
              <span className={styles.muted}>
                {post.author} · <JalaliDate date={post.publishedAt} /> · {toPersianDigits(post.readingMinutes)} دقیقه
              </span>
              <span>{post.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A blog post by its slug; `/blogs-detail` alone shows the newest post (spec §2 /blogs-detail). */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = slug ? blogPostBySlug(slug) : blogPosts[0];
  usePageTitle(post?.title ?? null, post?.summary);
  if (!post) return <NotFound />;
  return (
    <article className={styles.narrow}>
      <header className={styles.stack}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.muted}>
          {post.author} · <JalaliDate date={post.publishedAt} /> · خواندن در {toPersianDigits(post.readingMinutes)}{' '}
          دقیقه
        </p>
        <p className={styles.prose}>{post.summary}</p>
      </header>
      <Sections sections={post.body} />
      <ul className={styles.chips} aria-label="برچسب‌ها">
        {post.tags.map((tag) => (
          <li key={tag} className={styles.chip}>
            #{tag}
          </li>
        ))}
      </ul>
      <ButtonLink href={paths.blogs.to()} variant="secondary" icon="chevronStart">
        همهٔ نوشته‌ها
      </ButtonLink>
    </article>
  );
}
