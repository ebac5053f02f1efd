/**
 * "Esqueci minha senha", as both sides see it. Kept apart from the zod schemas so the screens can use it
 * without loading zod.
 */
import { newPasswordProblem } from './credentials.js';

/** How long a link sent by e-mail works. */
export const RESET_LINK_TTL_MINUTES = 30;

/** The link's token is unknown, used or expired (or missing from the address). */
export const RESET_LINK_INVALID_MESSAGE = 'Este link não vale mais. Peça um novo.';

/**
 * The answer to a request for a link: the same whether or not the e-mail has an account. The screen repeats the
 * address the learner typed, so a slip in it shows; the server's answer, the same for everyone, does not.
 */
export const resetRequestedMessage = (email?: string) =>
  `Se houver uma conta ${email ? `para ${email}` : 'com este e-mail'}, você vai receber em instantes um link para criar uma nova senha. O link vale por ${RESET_LINK_TTL_MINUTES} minutos; confira também a pasta de spam.`;

export const PASSWORDS_DIFFER_MESSAGE = 'As duas senhas não são iguais. Digite de novo.';

/** Criar nova senha: long enough, and typed the same twice. */
export function passwordResetProblem({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}): string | null {
  return newPasswordProblem(password) ?? (password === confirmation ? null : PASSWORDS_DIFFER_MESSAGE);
}
