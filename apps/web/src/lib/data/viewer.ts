import type { Domain } from '@parde/domain';

/** Who is viewing, as far as the catalogue's answers depend on it: the token sent and the age range. */
export const viewerKey = (hasToken: boolean, ageRange: number | null) => `${hasToken ? 'in' : 'out'}:${ageRange ?? ''}`;

/** The viewer key of the current domain state: a change reloads the shown page's data (main.tsx). */
export const viewerOf = (domain: Domain) => viewerKey(domain.getToken() !== null, domain.getAgeRange());
