import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { designTokens } from '../src/theme/dtcg';

/** Serves and emits `tokens.json` (the theme in the W3C Design Tokens format) beside Storybook's `index.html`. */
function designTokensFile(): Plugin {
  const text = () => `${JSON.stringify(designTokens(), null, 2)}\n`;
  return {
    name: 'parde-design-tokens',
    configureServer(server) {
      server.middlewares.use('/tokens.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(text());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.json', source: text() });
    },
  };
}

/** The repository's root on this machine, which must not reach the built site. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Writes the components' `__docgenInfo.filePath` relative to the repository: react-docgen-typescript records each
 * component's absolute path, which then shipped the build machine's folders in every component's chunk, and has no
 * option to do otherwise. Storybook uses the path for nothing it shows.
 */
function relativeDocgenPaths(): Plugin {
  const absolute = JSON.stringify(repositoryRoot).slice(0, -1);
  return {
    name: 'parde-relative-docgen-paths',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(repositoryRoot) || !code.includes('__docgenInfo')) return undefined;
      return { code: code.replaceAll(`"filePath":${absolute}`, '"filePath":"'), map: null };
    },
  };
}

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
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), designTokensFile(), relativeDocgenPaths()],
  }),
};

export default config;
