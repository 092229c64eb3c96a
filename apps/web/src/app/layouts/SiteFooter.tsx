import { CultureSealMark, FilmGuildMark, Footer, type FooterPartner } from '@parde/ui';
import { footerLinks, partners as partnerNames, paths } from '../../config/paths';

const [guild, seal] = partnerNames;
const partners: FooterPartner[] = [
  { ...guild, logo: <FilmGuildMark /> },
  { ...seal, logo: <CultureSealMark /> },
];

/** The footer of spec §2 (quick and contact links, ownership notice, partners, back to top) with our addresses. */
export function SiteFooter() {
  return (
    <Footer
      homeHref={paths.home.to()}
      quickLinks={footerLinks.quick}
      contactLinks={footerLinks.contact}
      partners={partners}
    />
  );
}
