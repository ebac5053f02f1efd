/**
 * What the sign-in, sign-up and new-password forms check before sending, in pt-BR, and that the server's
 * schemas refuse the same values with the same words.
 */
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_MESSAGES,
  emailProblem,
  signInProblem,
  signInProblems,
  signUpProblem,
  signUpProblems,
} from '../../src/shared/credentials';
import { passwordResetProblem } from '../../src/shared/password-reset';
import {
  LoginBodySchema,
  PasswordResetConfirmBodySchema,
  RegisterBodySchema,
} from '../../src/shared/api-schemas';

const ok = { name: 'Maria da Silva', email: 'maria@exemplo.com.br', password: 'uma frase longa' };

describe('the forms’ checks', () => {
  it('say what is wrong in pt-BR', () => {
    expect(CREDENTIAL_MESSAGES).toEqual({
      nameMissing: 'Informe seu nome completo.',
      emailInvalid: 'Informe um e-mail válido.',
      passwordMissing: 'Informe sua senha.',
      passwordTooShort: 'A senha precisa ter pelo menos 8 caracteres.',
    });
  });

  it('list every field’s problem at once, under the names the server gives the fields', () => {
    expect(signUpProblems({ name: ' ', email: 'maria', password: 'curta' })).toEqual({
      name: 'Informe seu nome completo.',
      email: 'Informe um e-mail válido.',
      password: 'A senha precisa ter pelo menos 8 caracteres.',
    });
    expect(signUpProblems(ok)).toEqual({});
    expect(signInProblems({ email: 'maria@exemplo.com.br', password: '' })).toEqual({
      password: 'Informe sua senha.',
    });
    expect(signInProblems({ email: 'maria@exemplo.com.br', password: 'x' })).toEqual({});
  });

  it('accept a sign-up with a name, an e-mail and a password of 8 characters', () => {
    expect(signUpProblem(ok)).toBeNull();
    expect(signUpProblem({ ...ok, password: '12345678' })).toBeNull();
  });

  it('ask for a name of at least 2 characters, spaces around it aside', () => {
    expect(signUpProblem({ ...ok, name: 'Jo' })).toBeNull();
    expect(signUpProblem({ ...ok, name: '  J  ' })).toBe('Informe seu nome completo.');
    expect(signUpProblem({ ...ok, name: '' })).toBe('Informe seu nome completo.');
  });

  it('refuse a new password of 7 characters, counting an accent or an emoji as one', () => {
    expect(signUpProblem({ ...ok, password: '1234567' })).toBe(
      'A senha precisa ter pelo menos 8 caracteres.',
    );
    expect(signUpProblem({ ...ok, password: 'senha1😀' })).toBe(
      'A senha precisa ter pelo menos 8 caracteres.',
    );
    expect(signUpProblem({ ...ok, password: 'senha12😀' })).toBeNull();
    expect(signUpProblem({ ...ok, password: 'açaí123' })).toBe(
      'A senha precisa ter pelo menos 8 caracteres.',
    );
  });

  it('want something@something.something as the e-mail, spaces around it aside', () => {
    expect(emailProblem('  maria@exemplo.com.br ')).toBeNull();
    expect(emailProblem('m@e.co')).toBeNull();
    for (const email of ['maria', 'maria@exemplo', '@exemplo.com', 'maria@.com', 'ma ria@exemplo.com', ''])
      expect(emailProblem(email), email).toBe('Informe um e-mail válido.');
  });

  it('let an existing account sign in with a password of any length, but not none', () => {
    expect(signInProblem({ email: ok.email, password: 'x' })).toBeNull();
    expect(signInProblem({ email: ok.email, password: '' })).toBe('Informe sua senha.');
  });

  it('report the first problem in the order of the fields', () => {
    expect(signUpProblem({ name: '', email: 'maria', password: '' })).toBe('Informe seu nome completo.');
    expect(signUpProblem({ ...ok, email: 'maria', password: '' })).toBe('Informe um e-mail válido.');
    expect(signInProblem({ email: 'maria', password: '' })).toBe('Informe um e-mail válido.');
  });

  it('want the new password long enough, then typed the same twice', () => {
    expect(passwordResetProblem({ password: '12345678', confirmation: '12345678' })).toBeNull();
    expect(passwordResetProblem({ password: '1234567', confirmation: '7654321' })).toBe(
      'A senha precisa ter pelo menos 8 caracteres.',
    );
    expect(passwordResetProblem({ password: '12345678', confirmation: '12345679' })).toBe(
      'As duas senhas não são iguais. Digite de novo.',
    );
  });
});

describe('the server’s schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('refuse what the forms refuse, with the same words', () => {
    expect(messages(RegisterBodySchema.safeParse({ ...ok, name: ' J ' }))).toContain(
      CREDENTIAL_MESSAGES.nameMissing,
    );
    expect(messages(RegisterBodySchema.safeParse({ ...ok, email: 'maria' }))).toEqual([
      CREDENTIAL_MESSAGES.emailInvalid,
    ]);
    expect(messages(RegisterBodySchema.safeParse({ ...ok, password: '1234567' }))).toEqual([
      CREDENTIAL_MESSAGES.passwordTooShort,
    ]);
    expect(messages(LoginBodySchema.safeParse({ email: ok.email, password: '' }))).toEqual([
      CREDENTIAL_MESSAGES.passwordMissing,
    ]);
    expect(messages(PasswordResetConfirmBodySchema.safeParse({ token: 't', password: '1234567' }))).toEqual([
      CREDENTIAL_MESSAGES.passwordTooShort,
    ]);
  });

  it('accept what the forms accept at the limits', () => {
    expect(RegisterBodySchema.safeParse({ ...ok, name: 'Jo', password: '12345678' }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ email: ok.email, password: 'x' }).success).toBe(true);
  });
});
