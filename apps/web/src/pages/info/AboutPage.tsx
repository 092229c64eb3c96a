import type { PageRoute } from '../../app/router';
import { aboutPage } from '../../content/about';
import { Article, infoMeta } from './Article';

/** About us (spec §2 /about-us). */
export const AboutPage = () => <Article page={aboutPage} />;

export const pages = {
  AboutPage: { Component: AboutPage, meta: () => infoMeta(aboutPage) },
} satisfies Record<string, PageRoute>;
