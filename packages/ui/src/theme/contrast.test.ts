import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

// WCAG 2.x relative luminance and contrast ratio, for the colour pairs the components actually use.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = tokens.color;
const surfaces = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };

describe('theme colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each(Object.entries(surfaces))('text and muted text are readable on %s', (_, surface) => {
    expect(contrast(c.text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(surfaces))('accent links and danger text are readable on %s', (_, surface) => {
    expect(contrast(c.accent, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.dangerText, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('buttons on accent, hover accent, saffron and danger use dark text', () => {
    expect(contrast(c.onAccent, c.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onAccent, c.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onSaffron, c.saffron)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onAccent, c.danger)).toBeGreaterThanOrEqual(4.5);
    // White text on the accent would fail: the reason `onAccent` is dark.
    expect(contrast('#FFFFFF', c.accent)).toBeLessThan(4.5);
  });

  it('the focus ring (accent) stands out from every surface (3:1 for non-text)', () => {
    for (const surface of Object.values(surfaces)) expect(contrast(c.accent, surface)).toBeGreaterThanOrEqual(3);
  });
});
