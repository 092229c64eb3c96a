/** Persian copy of the informational pages: typed data that pages render as text. */
export { aboutPage } from './about';
export { advertisingPage } from './advertising';
export { blogIndexPage, blogPostBySlug, blogPosts } from './blogs';
export { contactPage } from './contact';
export { faqCategoryTitles, faqItems, faqPage } from './faq';
export { planPeriodLabels, planPeriodMonths, plans, pricingPage } from './pricing';
export { termsPage } from './terms';
export type {
  BlogPost,
  ContactInfo,
  FaqCategory,
  FaqItem,
  InfoPage,
  InfoSection,
  PageMeta,
  Plan,
  PlanPeriod,
  SupportHours,
} from './types';
export { faqCategoryIds } from './types';
