import { termsPage } from '../../content/terms';
import type { PageRoute } from '../../lib/data/loaders';
import { Article, infoMeta } from './Article';

/** Terms of use and privacy (spec §2 /terms-of-use). */
export const TermsPage = () => <Article page={termsPage} />;

export const pages = {
  TermsPage: { Component: TermsPage, meta: () => infoMeta(termsPage) },
} satisfies Record<string, PageRoute>;
