/**
 * Changing the account's e-mail (Ajustes → E-mail da conta), as both sides see it. Kept apart from the zod
 * schemas so the screens can use it without loading zod.
 */
import { counted } from './counts.js';

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 1;

/** The link's token is unknown, used or expired (or missing from the address). */
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE =
  'Este link de troca de e-mail não vale mais. Entre no app e peça a troca de novo em Ajustes.';
/** The same, for a learner signed in on this device (the screen links to the card). */
export const EMAIL_CHANGE_LINK_INVALID_SIGNED_IN_MESSAGE =
  'Este link de troca de e-mail não vale mais. Peça a troca de novo em Ajustes.';

/** Another account has the address: no more than sign-up already says. */
export const EMAIL_CHANGE_TAKEN_MESSAGE = 'Já existe uma conta com este e-mail. Escolha outro endereço.';
export const EMAIL_CHANGE_SAME_MESSAGE = 'Este já é o e-mail da sua conta.';

/** The answer once the link went out: where to look, until when, and that nothing changed yet. */
export const emailChangeSentMessage = (newEmail: string, currentEmail: string) =>
  `Enviamos um link para ${newEmail}. Abra-o em até ${counted('hours', EMAIL_CHANGE_LINK_TTL_HOURS)} para confirmar a troca (confira também a pasta de spam). Até lá, o e-mail da conta continua sendo ${currentEmail}.`;

/** Names the address, so whoever opens the link on a shared phone knows what it did. */
export const emailChangedMessage = (email: string) =>
  `Pronto! O e-mail da sua conta agora é ${email}. Use-o para entrar.`;
