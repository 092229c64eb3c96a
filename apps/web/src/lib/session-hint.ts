/**
 * The cookie that tells the server a member is signed in on this browser, and the active member's age range (the
 * token itself lives in local storage, out of the server's sight). The server draws such a request with the
 * catalogue as that range sees it, which any visitor asking for the range is answered too, and marks the page so the
 * sign-in link stays hidden until the member's header is drawn. It carries no secret and nothing personal.
 */
export const SESSION_COOKIE = 'parde_session';

/** The attribute on `<html>` of a page rendered for a member: the age range it was drawn for, or empty (none). */
export const SESSION_ATTRIBUTE = 'data-session';

/** The cookie's value for a signed-in browser: the active member's range, or `member` while it is not known. */
export const sessionHint = (ageRange: number | null): string => (ageRange === null ? 'member' : String(ageRange));
