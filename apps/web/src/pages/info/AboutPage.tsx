import { aboutPage } from '../../content/about';
import { Article } from './Article';

/** About us (spec §2 /about-us). */
export const AboutPage = () => <Article page={aboutPage} />;
