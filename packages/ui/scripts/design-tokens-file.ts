import type { Plugin } from 'vite';
import { designTokens } from '../src/theme/dtcg';

/**
 * Writes `tokens.json` (the theme in the W3C Design Tokens format) beside a build's output, and serves it in dev: the
 * package's `@parde/ui/tokens.json` export and Storybook's `/storybook/tokens.json` are one file.
 */
export function designTokensFile(): Plugin {
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
