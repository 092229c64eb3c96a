import { describe, expect, it } from 'vitest';
import { answersDiffer, type Viewer } from './viewer';

const out = (ageRange: number | null = null): Viewer => ({ member: 'out', ageRange });
const member = (id: number, ageRange: number | 'own'): Viewer => ({ member: id, ageRange });

describe('whether a page is read again for another viewer', () => {
  it('a signed-in page learning its member’s range is not read twice', () => {
    expect(answersDiffer(member(1, 'own'), member(1, 18))).toBe(false);
  });

  it('a sign-in, a sign-out, another member or another range sent is read again', () => {
    expect(answersDiffer(out(), member(1, 'own'))).toBe(true);
    expect(answersDiffer(member(1, 18), out())).toBe(true);
    expect(answersDiffer(member(1, 18), member(2, 7))).toBe(true);
    expect(answersDiffer(member(1, 18), member(1, 12))).toBe(true);
    expect(answersDiffer(out(), out(12))).toBe(true);
  });

  it('the same viewer is not read again, and a page drawn for nobody in particular always is', () => {
    expect(answersDiffer(member(1, 18), member(1, 18))).toBe(false);
    expect(answersDiffer(null, out())).toBe(true);
  });
});
