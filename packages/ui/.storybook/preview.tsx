import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
import { ComponentPage } from '../src/docs/ComponentPage';
import { USAGE_TAGS } from '../src/docs/guide';
import '../src/fonts.css';
import './docs.css';
import '../src/styles';

const testViewport = import.meta.env.STORYBOOK_TEST_VIEWPORT as string | undefined;

const preview: Preview = {
  // A test run may pick the story's viewport (the smallest phone is played against the built Storybook).
  ...(testViewport ? { initialGlobals: { viewport: { value: testViewport, isRotated: false } } } : {}),
  // Every component gets a docs page: its description, a props table and every story.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails `pnpm test`.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    backgrounds: { disable: true },
    // Docs pages are dark like the site, so components are seen on the background they are made for.
    docs: {
      toc: true,
      theme: themes.dark,
      // Each component's page: autodocs with its guide (status, do and don't, accessibility, RTL), src/docs/ComponentPage.
      page: ComponentPage,
      // The do and don't stories stand under «نحوهٔ استفاده» and are not listed again with the other stories.
      stories: {
        filter: (story: { tags?: string[] }) =>
          !story.tags?.includes(USAGE_TAGS.do) && !story.tags?.includes(USAGE_TAGS.dont),
      },
    },
    options: {
      // The welcome page is the start page; the guides and tokens come before the components.
      storySort: {
        order: [
          'Welcome',
          'Guidelines',
          ['RTL', 'Typography', 'Motion', 'Accessibility'],
          'Tokens',
          ['Colour', 'Type', 'Spacing', 'Radii', 'Elevation', 'Motion', 'Breakpoints', 'Layers', 'Export'],
          'Foundations',
          ['Icons'],
          'Layout',
          'Cards',
          'Controls',
          'Forms',
          '*',
        ],
      },
    },
  },
  decorators: [
    (Story) => {
      // The site is RTL Persian; stories render the way the app does.
      document.documentElement.lang = 'fa';
      document.documentElement.dir = 'rtl';
      return <Story />;
    },
  ],
};

export default preview;
