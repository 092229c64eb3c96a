import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps user text in first-strong isolate … pop isolate', () => {
    expect(isolate('gnp.exe')).toBe('\u2068gnp.exe\u2069');
    expect(`ویرایش «${isolate('Ali 2')}»`).toBe('ویرایش «\u2068Ali 2\u2069»');
  });
});
