import { aboutPage } from '../../content/about';
import { advertisingPage } from '../../content/advertising';
import type { PageRoute } from '../../lib/data/loaders';
import { Article, infoMeta } from './Article';

/** About us (spec §2 /about-us). */
export const AboutPage = () => <Article page={aboutPage} />;

/** Advertising with Parde: the menu's advertising link (spec §2), an own page until an external site exists. */
export const AdvertisingPage = () => <Article page={advertisingPage} />;

export const pages = {
  AboutPage: { Component: AboutPage, meta: () => infoMeta(aboutPage) },
  AdvertisingPage: { Component: AdvertisingPage, meta: () => infoMeta(advertisingPage) },
} satisfies Record<string, PageRoute>;
