/**
 * "Esqueci minha senha", as both sides see it. Kept apart from the zod schemas so the screens can use it
 * without loading zod.
 */

/** How long a link sent by e-mail works. */
export const RESET_LINK_TTL_MINUTES = 30;

/** The link's token is unknown, used or expired (or missing from the address). */
export const RESET_LINK_INVALID_MESSAGE = 'Este link não vale mais. Peça um novo.';
