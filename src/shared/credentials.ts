/**
 * The checks the sign-in and sign-up screens run before sending (the new-password one also runs on reset), and
 * the limits and messages the server's schemas use for the same fields. Plain functions, kept apart from the
 * zod schemas so the first screen does not load zod; the server checks again with its schemas (a stricter
 * e-mail check, among others).
 */

/** No composition rules (NIST SP 800-63B): a length, counted in characters as the learner sees them. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;

export const CREDENTIAL_MESSAGES = {
  nameMissing: 'Informe seu nome completo.',
  emailInvalid: 'Informe um e-mail válido.',
  passwordMissing: 'Informe sua senha.',
  passwordTooShort: `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
} as const;

/** Something, an @, something, a dot, something: enough to catch a slip before the server's stricter check. */
const LOOKS_LIKE_EMAIL = /^\S+@\S+\.\S+$/;

export function nameProblem(name: string): string | null {
  return name.trim().length < MIN_NAME_LENGTH ? CREDENTIAL_MESSAGES.nameMissing : null;
}

export function emailProblem(email: string): string | null {
  return LOOKS_LIKE_EMAIL.test(email.trim()) ? null : CREDENTIAL_MESSAGES.emailInvalid;
}

/** A new password (sign-up, reset): by characters, so an accented letter or an emoji counts as one. */
export function newPasswordProblem(password: string): string | null {
  return [...password].length < MIN_PASSWORD_LENGTH ? CREDENTIAL_MESSAGES.passwordTooShort : null;
}

/** The password of an existing account: any length the learner may have set, but not empty. */
export function currentPasswordProblem(password: string): string | null {
  return password ? null : CREDENTIAL_MESSAGES.passwordMissing;
}

/** Entrar: the first problem, in the order of the form's fields. */
export function signInProblem({ email, password }: { email: string; password: string }): string | null {
  return emailProblem(email) ?? currentPasswordProblem(password);
}

/** Cadastrar: the first problem, in the order of the form's fields. */
export function signUpProblem(form: { name: string; email: string; password: string }): string | null {
  return nameProblem(form.name) ?? emailProblem(form.email) ?? newPasswordProblem(form.password);
}

/** The fields of the sign-in and sign-up forms, by the names the server's schemas give them. */
export type CredentialField = 'name' | 'email' | 'password';
/** Every problem of a form, each under its field. */
export type FieldProblems = Partial<Record<CredentialField, string>>;

function problems(entries: [CredentialField, string | null][]): FieldProblems {
  return Object.fromEntries(entries.filter(([, problem]) => problem !== null)) as FieldProblems;
}

/** Entrar: each field's problem, so the form shows them all at once, under their fields. */
export function signInProblems({ email, password }: { email: string; password: string }): FieldProblems {
  return problems([
    ['email', emailProblem(email)],
    ['password', currentPasswordProblem(password)],
  ]);
}

/** Cadastrar: each field's problem. */
export function signUpProblems(form: { name: string; email: string; password: string }): FieldProblems {
  return problems([
    ['name', nameProblem(form.name)],
    ['email', emailProblem(form.email)],
    ['password', newPasswordProblem(form.password)],
  ]);
}
