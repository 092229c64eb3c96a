import { describe, expect, it } from 'vitest';
import { ageRangeLabel, ageRangeOptions } from './members';

describe('ageRangeLabel', () => {
  it('names range 0 as a young child’s, never as a bare «همهٔ سنین» that reads as no limit (issue #28, D4)', () => {
    expect(ageRangeLabel(0)).not.toBe('همهٔ سنین');
    expect(ageRangeLabel(0)).toMatch(/^کودک زیر ۷ سال/);
    expect(ageRangeOptions.map((option) => option.label)).toEqual([
      'کودک زیر ۷ سال (فقط آثار همهٔ سنین)',
      '۷ سال به بالا',
      '۱۲ سال به بالا',
      '۱۵ سال به بالا',
      '۱۸ سال به بالا',
    ]);
  });
});
