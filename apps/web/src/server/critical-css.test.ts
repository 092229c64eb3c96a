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

  it('shares a reduction between pages whose markup a selector sees alike', async () => {
    const critical = createCriticalCss((file) => SHEETS[file] ?? '');
    const first = critical(['a.css'], page('<a class="card" href="/movies-detail/1">یک</a>'));
    // Other words and addresses, the same classes and elements: the same answer.
    expect(critical(['a.css'], page('<a class="card" href="/movies-detail/2">دو</a>'))).toBe(first);
    // Another class, another element, or an attribute a selector names: a reduction of its own.
    expect(critical(['a.css'], page('<a class="card unused" href="/">x</a>'))).not.toBe(first);
    expect(critical(['a.css'], page('<b class="card">x</b>'))).not.toBe(first);
    const ltr = critical(['a.css'], page('<a class="card" href="/">x</a>', '<html lang="en" dir="ltr">'));
    expect(ltr).not.toBe(first);
    expect((await ltr)[0]).toContain('[dir=ltr] .card');
  });
});
