import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from './template';

const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const parts = {
  head: '<title>فیلم</title>',
  styles: '<link rel="stylesheet" href="/assets/page.css">',
  html: '<main>پرده</main>',
  data: '<script type="application/json" id="data">{}</script>',
};

describe('the page template (index.html with placeholders)', () => {
  it("puts each part in place of the browser-drawn page's default, leaving no placeholder", () => {
    const template = source.replace('</head>', '<!--app-styles--></head>');
    const page = compileTemplate(template)(parts);
    expect(page).not.toMatch(/<!--\/?app-/);
    // One title, the page's; the default description and the boot screen are gone.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>فیلم</title>');
    expect(page).not.toContain('<meta name="description"');
    expect(page).not.toContain('class="boot"');
    expect(page).toContain('<div id="root"><main>پرده</main></div>');
    expect(page.indexOf(parts.styles)).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf(parts.data)).toBeGreaterThan(page.indexOf('</div>'));
    expect(page.indexOf(parts.data)).toBeLessThan(page.indexOf('</body>'));
    // The rest of index.html is kept as it is.
    expect(page).toContain('<meta name="theme-color" content="#0A0B0F" />');
    expect(page.startsWith('<!doctype html>\n<html lang="fa" dir="rtl">')).toBe(true);
  });

  it('refuses a template without a placeholder, with one twice, or with a pair left open', () => {
    const full = source.replace('</head>', '<!--app-styles--></head>');
    expect(() => compileTemplate(source)).toThrow('<!--app-styles-->');
    expect(() => compileTemplate(full.replace('<!--app-data-->', ''))).toThrow('<!--app-data-->');
    expect(() => compileTemplate(`${full}<!--app-data-->`)).toThrow('<!--app-data--> once');
    expect(() => compileTemplate(full.replace('<!--/app-html-->', ''))).toThrow('<!--/app-html-->');
  });
});
