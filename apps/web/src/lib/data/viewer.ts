import { type Domain, memberIdOfToken } from '@parde/domain';

/**
 * Who is viewing, as far as the catalogue's answers depend on it: signed out, the age range sent; signed in, the
 * member the token acts for and the range sent, `own` while the member's range is not known yet (no header is
 * sent, and the server then applies that member's own range).
 */
export interface Viewer {
  member: number | 'out';
  ageRange: number | 'own' | null;
}

export const viewerOf = (domain: Domain): Viewer => {
  const token = domain.getToken();
  const ageRange = domain.getAgeRange();
  if (token === null) return { member: 'out', ageRange };
  return { member: memberIdOfToken(token) ?? 0, ageRange: ageRange ?? 'own' };
};

/**
 * Whether the shown page's data must be read again for `now`: another member or a sign-in or out, or another range
 * sent. Learning a signed-in member's range (`own` → its value) changes nothing the server answers, so a member's
 * page is not read twice as the app starts.
 */
export const answersDiffer = (before: Viewer | null, now: Viewer): boolean =>
  before === null || before.member !== now.member || (before.ageRange !== now.ageRange && before.ageRange !== 'own');
