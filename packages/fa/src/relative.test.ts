import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative';

const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const ago = (ms: number) => formatRelativeTime(now - ms, now);

describe('formatRelativeTime', () => {
  it('says how long ago in Persian words and digits', () => {
    expect(ago(20_000)).toBe('همین حالا');
    expect(ago(-5_000)).toBe('همین حالا');
    expect(ago(5 * 60_000 + 59_000)).toBe('۵ دقیقه پیش');
    expect(ago(3 * 3_600_000)).toBe('۳ ساعت پیش');
    expect(ago(26 * 3_600_000)).toBe('دیروز');
    expect(ago(4 * 86_400_000)).toBe('۴ روز پیش');
  });

  it('gives the Jalali date from a week on', () => {
    expect(ago(8 * 86_400_000)).toBe('۲۸ آبان ۱۴۰۵');
  });

  it('refuses an invalid date', () => {
    expect(() => formatRelativeTime(new Date('nonsense'), now)).toThrow(RangeError);
  });
});
