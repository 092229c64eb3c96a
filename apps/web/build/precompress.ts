import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build at the highest settings, once, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing each answer at a lower setting.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parde:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const text = files.filter((file) => /\.(?:js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        text.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          await writeFile(`${path}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, await gzipped(bytes, { level: 9 }));
        }),
      );
    },
  };
}
