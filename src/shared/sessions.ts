/** How long a device stays signed in, as the server applies it and the privacy page states it. */

/** A session not used for this many days ends. */
export const SESSION_IDLE_DAYS = 14;
/** However often it is used, a session ends this many days after sign-in. */
export const SESSION_MAX_DAYS = 90;
