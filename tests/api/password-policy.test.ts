/**
 * Choosing a password (NIST SP 800-63B): at least 8 characters and no composition rules, long passphrases
 * welcome, and the passwords attackers try first refused with a reason in pt-BR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../support/server';
import { MIN_PASSWORD_SCORE, createPasswordEstimator } from '../../src/shared/password-strength';
import { passwordProblem } from '../../src/server/services/password-policy';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());

let counter = 0;
const uniqueEmail = () => `senha${Date.now()}${counter++}@exemplo.com.br`;

function signUp(password: string, name = 'Joaquina Albuquerque', email = uniqueEmail()) {
  return server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password },
  });
}

describe(`password policy at sign-up, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each([
    ['12345678', 'Esta é uma senha muito usada.'],
    ['senha123', 'Esta é uma senha comumente usada.'],
    ['marketing', 'Palavras simples são fáceis de adivinhar.'],
  ])('refuses %s, saying why in pt-BR', async (password, why) => {
    const res = await signUp(password);
    expect(res.statusCode).toBe(400);
    const { code, message } = res.json().error;
    expect(code).toBe('WEAK_PASSWORD');
    expect(message).toMatch(/^Essa senha é fácil de descobrir\. /);
    expect(message).toContain(why);
    expect(message).toContain('Adicione mais palavras menos comuns.');
  });

  it('refuses the learner’s own name, whole or joined', async () => {
    for (const password of ['Joaquina Albuquerque', 'joaquinaalbuquerque']) {
      const res = await signUp(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(
        'A senha não deve conter seu nome, seu e-mail ou outros dados seus.',
      );
    }
    // the check that predates the estimator still answers for a bare first name
    const bare = await signUp('joaquina', 'Joaquina Albuquerque');
    expect(bare.json().error.message).toBe('A senha não pode ser só o seu nome ou e-mail.');
  });

  it('refuses a password made of the e-mail', async () => {
    const res = await signUp('tavaresribeiro', 'Ana Lima', 'ribeiro.tavares@exemplo.com.br');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('seu e-mail');
  });

  it('accepts a long passphrase of plain lowercase words, with no digits or symbols', async () => {
    const res = await signUp('cavalo correto bateria grampo');
    expect(res.statusCode).toBe(201);
  });

  it('accepts up to 128 characters and says so past that', async () => {
    const long = 'o sabiá canta na palmeira enquanto a maré sobe devagar em Paraty '.repeat(2).slice(0, 128);
    expect([...long].length).toBe(128);
    expect((await signUp(long)).statusCode).toBe(201);
    const tooLong = await signUp(`${long}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('A senha pode ter até 128 caracteres.');
  });

  it('still refuses fewer than 8 characters first, however unusual', async () => {
    const res = await signUp('q7#Zp!2');
    expect(res.json().error.message).toBe('A senha precisa ter pelo menos 8 caracteres.');
  });
});

describe('passwordProblem, shared by sign-up, reset and change', () => {
  it('accepts the passwords the other suites sign up with', async () => {
    for (const password of ['senha-segura-123', 'senha-forte-1', 'provisoria-123', 'pão-de-queijo ção']) {
      expect(await passwordProblem(password, { name: 'Maria da Silva', email: 'maria@exemplo.com.br' })).toBe(
        null,
      );
    }
  });

  it(`draws the line at zxcvbn score ${MIN_PASSWORD_SCORE}`, async () => {
    const estimate = createPasswordEstimator();
    const [below, at] = ['marketing123', 'senhaforte'];
    expect(estimate(below).score).toBe(MIN_PASSWORD_SCORE - 1);
    expect(estimate(at).score).toBe(MIN_PASSWORD_SCORE);
    expect(await passwordProblem(below)).toMatch(/^Essa senha é fácil de descobrir\./);
    expect(await passwordProblem(at)).toBe(null);
  });
});
