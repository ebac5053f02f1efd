/**
 * Confirming the e-mail address, as both sides see it. Kept apart from the zod schemas so the screens can use it
 * without loading zod.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_TTL_HOURS = 48;

/** The link's token is unknown, used or expired (or missing from the address). */
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  'Este link de confirmação não vale mais. Entre no app e peça um novo em Ajustes.';
/** The same, for a learner already signed in on this device (the screen links to the card). */
export const CONFIRMATION_LINK_INVALID_SIGNED_IN_MESSAGE =
  'Este link de confirmação não vale mais. Peça um novo em Ajustes.';

/** Names the address, so whoever opens a link on a shared phone knows which account it confirmed. */
export const emailConfirmedMessage = (email: string) => `Pronto! O e-mail ${email} está confirmado.`;

export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Seu e-mail já está confirmado.';
