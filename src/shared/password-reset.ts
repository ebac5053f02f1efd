/**
 * "Esqueci minha senha", as both sides see it. Kept apart from the zod schemas so the screens can use it
 * without loading zod.
 */
import { newPasswordProblem } from './credentials.js';

/** How long a link sent by e-mail works. */
export const RESET_LINK_TTL_MINUTES = 30;

/** The link's token is unknown, used or expired (or missing from the address). */
export const RESET_LINK_INVALID_MESSAGE = 'Este link não vale mais. Peça um novo.';

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
