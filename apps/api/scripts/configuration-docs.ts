// Writes docs/configuration.md from the configuration schema (`pnpm docs:config`); a test fails
// when the file and the schema differ. Runs on Node's own TypeScript support: config.ts needs nothing else.
import { writeFileSync } from 'node:fs';
import { configurationMarkdown } from '../src/config.ts';

const file = new URL('../../../docs/configuration.md', import.meta.url);
writeFileSync(file, configurationMarkdown());
console.log(`wrote ${file.pathname}`);
