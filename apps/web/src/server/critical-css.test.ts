import { describe, expect, it } from 'vitest';
import { createCriticalCss } from './critical-css';

const FONT = '@font-face{font-family:Vazirmatn;src:url(/assets/v.woff2)format("woff2")}';
const SHEETS: Record<string, string> = {
  'a.css': `${FONT}.card{color:red}.unused{color:blue}:focus-visible{outline:2px solid}[dir=ltr] .card{color:green}`,
  'b.css': '.dialog{display:grid}',
};
const page = (body: string, html = '<html lang="fa" dir="rtl">') =>
  `${html}<head><!--styles--></head><body><div id="root">${body}</div></body></html>`;

describe('critical CSS of a rendered page', () => {
  it("keeps each file's rules the markup matches, every @font-face and the bare state selectors", async () => {
    const reads: string[] = [];
    const critical = createCriticalCss((file) => {
      reads.push(file);
      return SHEETS[file] ?? '';
    });
    const [a, b] = await critical(['a.css', 'b.css'], page('<a class="card" href="/x">x</a>'));
    expect(a).toContain(FONT);
    expect(a).toContain('.card{color:red}');
    expect(a).toContain(':focus-visible{');
    expect(a).not.toContain('.unused');
    expect(a).not.toContain('[dir=ltr]');
    // Nothing of b.css is on the page.
    expect(b).toBe('');
    // Each file is read once.
    await critical(['a.css', 'b.css'], page('<p class="dialog">y</p>'));
    expect(reads).toEqual(['a.css', 'b.css']);
  });

  it('reduces each page for its own markup, descendant selectors included', async () => {
    const critical = createCriticalCss(() => '.row .card{color:green}.card{color:red}');
    // The same classes and elements, nested differently: only the first page has a card inside a row.
    const [nested] = await critical(['a.css'], page('<div class="row"><a class="card" href="/">یک</a></div>'));
    const [apart] = await critical(['a.css'], page('<div class="row"></div><a class="card" href="/">دو</a>'));
    expect(nested).toContain('.row .card{color:green}');
    expect(apart).not.toContain('.row .card');
    expect(apart).toContain('.card{color:red}');
  });
});
