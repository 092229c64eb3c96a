import type { Preview } from '@storybook/react-vite';
import '../src/fonts.css';
import '../src/styles';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails `pnpm test`.
    a11y: { test: 'error' },
    controls: { expanded: true },
    backgrounds: { disable: true },
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
