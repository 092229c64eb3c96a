import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designTokensFile } from '../scripts/design-tokens-file';

const config: StorybookConfig = {
  // The docs pages (welcome, guidelines, tokens) first, then every component's stories.
  stories: ['../src/docs/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The demo HLS clips of the repository; stories ask for them relative to the page, so they load under /storybook/.
  staticDirs: [{ from: '../../../media/demo', to: '/media/demo' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Props tables show the real types: variant unions spelled out ('solid' | 'ghost', not `unknown[number]`), and
    // only the component's own props, not the hundreds a native element brings.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), designTokensFile()],
  }),
};

export default config;
