import { termsPage } from '../../content/terms';
import { Article } from './Article';

/** Terms of use and privacy (spec §2 /terms-of-use). */
export const TermsPage = () => <Article page={termsPage} />;
