import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, parse } from '@terrazzo/parser';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { designTokens } from '../src/theme/dtcg';
import { tokens } from '../src/theme/tokens';

const document = designTokens();
const json = JSON.stringify(document);

describe('tokens.json (W3C Design Tokens format)', () => {
  test('parses without errors as DTCG, and every token names its CSS variable', async () => {
    const config = defineConfig({}, { cwd: new URL(import.meta.url) });
    const { tokens: parsed } = await parse([{ filename: new URL('file:///tokens.json'), src: json }], { config });
    const ids = Object.keys(parsed);
    expect(ids).toContain('color.accent');
    expect(ids).toContain('space.0_5');
    for (const id of ids) {
      const variable = (parsed[id]?.$extensions as { 'app.parde'?: { cssVariable?: string } })?.['app.parde']
        ?.cssVariable;
      expect(variable, id).toMatch(/^--parde-[a-z0-9_-]+$/);
    }
  });

  test('a token that breaks the format is refused', async () => {
    const config = defineConfig({}, { cwd: new URL(import.meta.url) });
    const broken = JSON.stringify({ color: { accent: { $type: 'color', $value: 'teal-ish' } } });
    await expect(parse([{ filename: new URL('file:///broken.json'), src: broken }], { config })).rejects.toThrow();
  });

  test('the type scale is listed smallest first and every space step is there', () => {
    // JSON objects list integer-like names (the space steps) first whatever the source order, so only the type
    // scale's order can be carried by the file; the Storybook spacing page sorts its rows by length itself.
    const lengths = (group: object) =>
      Object.entries(group)
        .filter(([key]) => !key.startsWith('$'))
        .map(([, value]) => (value as { $value: { value: number } }).$value.value);
    const sizes = lengths((document.font as { size: object }).size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(lengths(document.space as object)).toHaveLength(Object.keys(tokens.space).length);
  });
});

// Issue #39: the tokens are part of the package, not only of the Storybook site.
describe('the package exports its tokens', () => {
  const root = join(import.meta.dirname, '..');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types: string; import: string }>;
  };

  test('as the DTCG document, `@parde/ui/tokens.json` (built; the same file Storybook serves)', () => {
    const file = manifest.exports['./tokens.json'];
    expect(file).toBe('./dist/tokens.json');
    expect(JSON.parse(readFileSync(join(root, file as string), 'utf8'))).toEqual(document);
  });

  test('as typed constants, `@parde/ui/tokens`, with no styles or React behind them', async () => {
    const entry = manifest.exports['./tokens'] as { types: string; import: string };
    const built = (await import(pathToFileURL(join(root, entry.import)).href)) as typeof import('@parde/ui/tokens');
    expect(built.tokens).toEqual(tokens);
    expect(built.breakpoints.md).toBe(768);
    expect(readFileSync(join(root, entry.import), 'utf8')).not.toMatch(/^import /m);
    expect(readFileSync(join(root, entry.types), 'utf8')).toContain('readonly accent: "#19B8AE"');
    expectTypeOf(built.tokens.color.accent).toEqualTypeOf<'#19B8AE'>();
  });
});
