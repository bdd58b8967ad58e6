/**
 * The web's "someone is signed in here" cookie: `signed_in=1`, readable by scripts (the session
 * cookies are httpOnly). The server sets it with the session cookies and clears it with them; the
 * web asks who is signed in only when it is there, so a visitor's first page makes no failing
 * `auth/me` and `auth/session` calls. It grants nothing: the session cookies still decide.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
export const SESSION_HINT_VALUE = '1';
