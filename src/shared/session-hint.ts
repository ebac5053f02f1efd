/**
 * The cookie that tells the page a session may exist on this device (the session cookie itself is HttpOnly):
 * set and cleared by the server with the session, read by the client and by index.html to pick the first screen
 * (docs/decisions/032-first-screens-split.md).
 */
export const SESSION_HINT_COOKIE = 'hub_signed_in';
