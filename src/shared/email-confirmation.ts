/**
 * Confirming the e-mail address, as both sides see it. Kept apart from the zod schemas so the screens can use it
 * without loading zod.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_TTL_HOURS = 48;

/** The link's token is unknown, used or expired (or missing from the address). */
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  'Este link de confirmação não vale mais. Entre no app e peça um novo em Ajustes.';

export const EMAIL_CONFIRMED_MESSAGE = 'Pronto! Seu e-mail está confirmado.';
