/**
 * The cookie that tells the server a member is signed in on this browser (the token itself lives in local storage,
 * out of the server's sight). The server renders such a request without anonymous data and marks the page so the
 * sign-in link stays hidden until the member's header is drawn. It carries no secret: only "someone signed in".
 */
export const SESSION_COOKIE = 'parde_session';

/** The attribute on `<html>` of a page rendered for a member. */
export const SESSION_ATTRIBUTE = 'data-session';
