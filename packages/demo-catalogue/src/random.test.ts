import { describe, expect, it } from 'vitest';
import { hexToHsl, hslToHex } from './color';
import { createRandom, hashString, persianDigits } from './random';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps int() within bounds, reaching both ends', () => {
    const random = createRandom(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(4, 10));
    expect([...seen].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('samples distinct items and shuffles without losing any', () => {
    const random = createRandom(5);
    const items = Array.from({ length: 30 }, (_, i) => i);
    const sample = random.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(random.shuffle(items).sort((a, b) => a - b)).toEqual(items);
    expect(random.sample(items, 50)).toHaveLength(30);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow(/non-empty/);
  });
});

describe('helpers', () => {
  it('hashes strings stably', () => {
    expect(hashString('poster:1')).toBe(hashString('poster:1'));
    expect(hashString('poster:1')).not.toBe(hashString('poster:2'));
  });

  it('writes Persian digits', () => {
    expect(persianDigits(1404)).toBe('۱۴۰۴');
    expect(persianDigits('سال 2147')).toBe('سال ۲۱۴۷');
  });

  it('converts colours both ways', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(240, 1, 0.5)).toBe('#0000ff');
    expect(hslToHex(-120, 1, 0.5)).toBe('#0000ff');
    const [h, s, l] = hexToHsl('#2c4584');
    expect(hslToHex(h, s, l)).toBe('#2c4584');
    expect(hexToHsl('not a colour')).toHaveLength(3);
  });
});
