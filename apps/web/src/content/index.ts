/** Persian copy of the informational pages: typed data that pages render as text. */
export { aboutPage } from './about';
export { advertisingPage } from './advertising';
export { blogIndexPage, blogPostBySlug, blogPosts } from './blogs';
export { contactPage } from './contact';
export { faqCategoryTitles, faqItems, faqPage } from './faq';
export { planPeriodMonths, plans, pricingPage } from './pricing';
export { termsPage } from './terms';
export type { InfoSection, PageMeta } from './types';
export { faqCategoryIds } from './types';
