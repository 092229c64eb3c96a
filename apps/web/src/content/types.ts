/** Shapes of the informational copy the web app ships; pages render these fields as plain text, never as HTML. */

/** Meta of an informational route: `description` feeds the meta description (≤ 160 characters). */
export interface PageMeta {
  /** Route segment without slashes, e.g. `about-us`. */
  slug: string;
  title: string;
  description: string;
  /** Last editorial change, ISO date (`YYYY-MM-DD`); shown as a Jalali date. */
  updatedAt: string;
}

/** One titled block of prose, with an optional bullet list after its paragraphs. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A whole informational page: meta plus its sections in reading order. */
export interface InfoPage extends PageMeta {
  sections: InfoSection[];
}

/** FAQ groups in display order; the single source of the `FaqCategory` type. */
export const faqCategoryIds = ['account', 'profiles', 'watching', 'social', 'payment'] as const;

/** Identifier of a FAQ group (also usable as an anchor id). */
export type FaqCategory = (typeof faqCategoryIds)[number];

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
  category: FaqCategory;
}

/** Subscription billing periods. */
export type PlanPeriod = 'monthly' | 'quarterly' | 'yearly';

/** A subscription plan; prices are whole Toman for the whole period. */
export interface Plan {
  id: string;
  name: string;
  priceToman: number;
  period: PlanPeriod;
  features: string[];
  /** The plan the page draws attention to. */
  highlighted?: boolean;
  maxProfiles: number;
  quality: string;
}

/** A blog post; `body` uses the same sections as the informational pages. */
export interface BlogPost {
  slug: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date (`YYYY-MM-DD`). */
  publishedAt: string;
  readingMinutes: number;
  tags: string[];
  body: InfoSection[];
}

/** One line of the support timetable. */
export interface SupportHours {
  days: string;
  hours: string;
}

/** Copy and addresses of the contact page. */
export interface ContactInfo extends PageMeta {
  intro: string[];
  supportHours: SupportHours[];
  /** Typical time to a first answer, as prose. */
  responseTime: string;
  address: string;
  /** Short hints shown beside the form. */
  formHints: string[];
}
