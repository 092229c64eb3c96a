import { describe, expect, it } from 'vitest';
import { dataUsedText, effectiveDataUsage, levelCapFor } from './dataUsage';

// The demo clips' ladder (media/demo/clip-1/master.m3u8, BANDWIDTH in hls.js's order) and a real ingest's wider one.
const demo = [178_850, 291_942, 461_730];
const wide = [400_000, 900_000, 1_500_000, 3_000_000, 6_000_000];

describe('levelCapFor: «مصرف داده» → hls.js autoLevelCapping', () => {
  it('«کم» is the cheapest rung, wherever it sits in the list', () => {
    expect(levelCapFor('low', demo)).toBe(0);
    expect(levelCapFor('low', wide)).toBe(0);
    expect(levelCapFor('low', [900_000, 400_000])).toBe(1);
  });

  it('«متوسط» is the dearest rung within 0.7 GB an hour (about 1.56 Mb/s), else the cheapest', () => {
    expect(levelCapFor('medium', demo)).toBe(2);
    expect(levelCapFor('medium', wide)).toBe(2);
    expect(levelCapFor('medium', [1_555_555, 1_555_557])).toBe(0);
    expect(levelCapFor('medium', [2_000_000, 5_000_000])).toBe(0);
  });

  it('«خودکار» and «زیاد» leave the rung to hls.js, as does a stream without rungs', () => {
    expect(levelCapFor('auto', wide)).toBe(-1);
    expect(levelCapFor('high', wide)).toBe(-1);
    expect(levelCapFor('low', [])).toBe(-1);
  });
});

describe('effectiveDataUsage', () => {
  it('takes the member’s choice, else «کم» when the device saves data, else «خودکار»', () => {
    expect(effectiveDataUsage('high', true)).toBe('high');
    expect(effectiveDataUsage(null, true)).toBe('low');
    expect(effectiveDataUsage(undefined, false)).toBe('auto');
  });
});

describe('dataUsedText', () => {
  it('counts decimal megabytes in Persian digits', () => {
    expect(dataUsedText(0)).toBe('۰٫۰ مگابایت در این تماشا');
    expect(dataUsedText(20_000)).toBe('کمتر از ۰٫۱ مگابایت در این تماشا');
    expect(dataUsedText(1_234_567)).toBe('۱٫۲ مگابایت در این تماشا');
    expect(dataUsedText(152_400_000)).toBe('۱۵۲٫۴ مگابایت در این تماشا');
  });
});
