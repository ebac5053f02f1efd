/**
 * Changing the account's e-mail: the password is required (and throttled as at sign-in), a single-use link that
 * expires goes to the NEW address, opening it makes that address the one to sign in with (sessions stay), and
 * the old address is told. Export and deletion cover the requests; no log line carries a link's token.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, registerLearner, type TestServer } from '../support/server';
import { scratchDatabase, startServerProcess } from '../support/server-process';
import { emailChangeLinkIn, resetLinkIn, startMailbox, type Mailbox } from '../support/mailbox';

const PUBLIC_URL = 'https://hub.exemplo.com.br';
const INVALID = 'Este link de troca de e-mail não vale mais. Entre no app e peça a troca de novo em Ajustes.';
const TAKEN = 'Já existe uma conta com este e-mail. Escolha outro endereço.';

let mailbox: Mailbox;
let server: TestServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await buildTestServer({ env: { SMTP_URL: mailbox.url, PUBLIC_URL } });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

let counter = 0;
const freshEmail = () => `novo${Date.now()}${counter++}@exemplo.com.br`;
const post = (url: string, payload?: object, cookie?: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const askChange = (cookie: string, newEmail: string, password = 'senha-segura-123') =>
  post('/api/me/email', { newEmail, password }, cookie);
const confirm = (token: string | null) => post('/api/auth/email-change/confirm', { token });
const me = async (cookie: string) =>
  (await server.app.inject({ url: '/api/me', headers: { cookie } })).json().user;
const login = (email: string, password = 'senha-segura-123') => post('/api/auth/login', { email, password });

describe(`Changing the account's e-mail on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('sends a link to the new address; opening it makes it the sign-in e-mail, keeps the session and tells the old address', async () => {
    const learner = await registerLearner(server, 'Isadora Golpe');
    const newEmail = freshEmail();
    const res = await askChange(learner.cookie, newEmail.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `Enviamos um link para ${newEmail}. Abra-o em até 1 hora para confirmar a troca (confira também a pasta de spam). Até lá, o e-mail da conta continua sendo ${learner.email}.`,
    });
    // Nothing changes until the link is opened.
    expect((await me(learner.cookie)).email).toBe(learner.email);
    expect((await login(newEmail)).statusCode).toBe(401);

    const [mail] = await mailbox.waitFor(newEmail, 1, 10_000, 'change');
    expect(mail!.text).not.toContain('Isadora');
    const link = emailChangeLinkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/confirmar-novo-email`);
    expect(mail!.text).toContain('O link vale por 1 hora e só pode ser usado uma vez.');
    expect(mailbox.to(learner.email, 'changed')).toHaveLength(0);

    const done = await confirm(link.searchParams.get('token'));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: `Pronto! O e-mail da sua conta agora é ${newEmail}. Use-o para entrar.`,
    });
    // The session stays, with the new address, confirmed (the link reached it).
    const user = await me(learner.cookie);
    expect(user.email).toBe(newEmail);
    expect(user.emailConfirmed).toBe(true);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(learner.email)).statusCode).toBe(401);

    // The old address is told, without the name typed at sign-up.
    const [notice] = await mailbox.waitFor(learner.email, 1, 10_000, 'changed');
    expect(notice!.text).toContain('acaba de ser trocado por outro');
    expect(notice!.text).not.toContain('Isadora');
    expect(notice!.text).not.toContain(newEmail);
    expect(notice!.text).toContain(`${PUBLIC_URL}/entrar`);

    // Single use.
    const again = await confirm(link.searchParams.get('token'));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'INVALID_EMAIL_CHANGE_LINK', message: INVALID });
  });

  it('refuses a wrong password, and slows down guessing as sign-in does', async () => {
    const learner = await registerLearner(server);
    const newEmail = freshEmail();
    const wrong = await askChange(learner.cookie, newEmail, 'senha-errada-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Senha incorreta.',
      field: 'password',
    });
    for (let i = 0; i < 4; i++)
      expect((await askChange(learner.cookie, newEmail, 'errada')).statusCode).toBe(401);
    // Five failures on the account: the next try must wait, even with the right password.
    const throttled = await askChange(learner.cookie, newEmail);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toMatch(/^Muitas tentativas de entrar nesta conta\. Aguarde/);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.to(newEmail, 'any')).toHaveLength(0);
    expect((await me(learner.cookie)).email).toBe(learner.email);
    expect((await post('/api/me/email', { newEmail, password: 'x' })).statusCode).toBe(401);
  });

  it('says when the address is the same or taken, as sign-up does, and sends nothing', async () => {
    const learner = await registerLearner(server);
    const other = await registerLearner(server);
    const same = await askChange(learner.cookie, learner.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toEqual({
      code: 'SAME_EMAIL',
      message: 'Este já é o e-mail da sua conta.',
      field: 'newEmail',
    });
    const taken = await askChange(learner.cookie, other.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'EMAIL_TAKEN', message: TAKEN, field: 'newEmail' });
    const bad = await askChange(learner.cookie, 'não é e-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'INVALID_INPUT',
      message: 'Informe um e-mail válido.',
      field: 'newEmail',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.to(other.email, 'change')).toHaveLength(0);
  });

  it('refuses an expired link, and a link whose address another account took meanwhile', async () => {
    const learner = await registerLearner(server);
    const late = freshEmail();
    expect((await askChange(learner.cookie, late)).statusCode).toBe(202);
    const [mail] = await mailbox.waitFor(late, 1, 10_000, 'change');
    // An hour and a second later.
    await server.database.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('new_email', '=', late)
      .execute();
    const expired = await confirm(emailChangeLinkIn(mail!).searchParams.get('token'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(INVALID);
    expect((await me(learner.cookie)).email).toBe(learner.email);

    const wanted = freshEmail();
    expect((await askChange(learner.cookie, wanted)).statusCode).toBe(202);
    const [second] = await mailbox.waitFor(wanted, 1, 10_000, 'change');
    // Someone signs up with it before the link is opened.
    expect(
      (
        await post('/api/auth/register', {
          name: 'Outra Pessoa',
          email: wanted,
          password: 'senha-segura-123',
        })
      ).statusCode,
    ).toBe(201);
    const taken = await confirm(emailChangeLinkIn(second!).searchParams.get('token'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(TAKEN);
    expect((await me(learner.cookie)).email).toBe(learner.email);

    for (const token of ['inventado', '', 'a\u0000b']) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.message, token).toBe(INVALID);
    }
  });

  it('sends at most three links an hour', async () => {
    const learner = await registerLearner(server);
    for (let i = 0; i < 3; i++) expect((await askChange(learner.cookie, freshEmail())).statusCode).toBe(202);
    const limited = await askChange(learner.cookie, freshEmail());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_LINKS');
  });

  it('a new-password link sent to the old address stops working once the address changes', async () => {
    const learner = await registerLearner(server);
    expect((await post('/api/auth/password-reset', { email: learner.email })).statusCode).toBe(202);
    const [reset] = await mailbox.waitFor(learner.email);
    const newEmail = freshEmail();
    expect((await askChange(learner.cookie, newEmail)).statusCode).toBe(202);
    const [mail] = await mailbox.waitFor(newEmail, 1, 10_000, 'change');
    expect((await confirm(emailChangeLinkIn(mail!).searchParams.get('token'))).statusCode).toBe(200);
    const res = await post('/api/auth/password-reset/confirm', {
      token: resetLinkIn(reset!).searchParams.get('token'),
      password: 'Girassol-azul-2031!',
    });
    expect(res.statusCode).toBe(400);
  });

  it('the export lists the requests, and deleting the account removes them', async () => {
    const learner = await registerLearner(server);
    const newEmail = freshEmail();
    expect((await askChange(learner.cookie, newEmail)).statusCode).toBe(202);
    const exported = await server.app.inject({ url: '/api/me/export', headers: { cookie: learner.cookie } });
    expect(exported.statusCode).toBe(200);
    const changes = exported.json().emailChanges;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ newEmail, usedAt: null });
    expect(Date.parse(changes[0].expiresAt) - Date.parse(changes[0].createdAt)).toBe(60 * 60 * 1000);

    const userId = (await me(learner.cookie)).id;
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: learner.password },
      headers: { cookie: learner.cookie },
    });
    expect(gone.statusCode).toBe(204);
    const left = await server.database.db
      .selectFrom('email_changes')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('An e-mail change on a server without SMTP_URL, as `npm start` runs it', () => {
  it('writes the link to the mail folder, and the log shows the page opened with token=[removido]', async () => {
    const database = await scratchDatabase();
    const mailDir = mkdtempSync(join(tmpdir(), 'hub-mail-'));
    const server = await startServerProcess(database.url, { LOG_LEVEL: 'info', MAIL_DIR: mailDir });
    try {
      const email = `lucia${Date.now()}@exemplo.com.br`;
      const newEmail = `nova-${email}`;
      const post = (url: string, body: object, cookie?: string) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      const registered = await post('/api/auth/register', {
        name: 'Lucíola Bragança',
        email,
        password: 'senha-segura-123',
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      expect((await post('/api/me/email', { newEmail, password: 'senha-segura-123' }, cookie)).status).toBe(
        202,
      );
      const mailOf = async () => {
        const mails = await Promise.all(
          readdirSync(mailDir)
            .filter((f) => f.endsWith('.eml'))
            .map(async (f) => simpleParser(readFileSync(join(mailDir, f)))),
        );
        return mails.find((m) => m.subject === 'Confirme seu novo e-mail no Hub de Marketing Digital');
      };
      const deadline = Date.now() + 10_000;
      let mail = await mailOf();
      while (!mail && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        mail = await mailOf();
      }
      const link = emailChangeLinkIn(mail!);
      expect(link.origin).toBe(server.url);
      const token = link.searchParams.get('token')!;
      await fetch(link);
      expect((await post('/api/auth/email-change/confirm', { token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const log = server.output();
      expect(log).toContain('/confirmar-novo-email?token=[removido]');
      for (const secret of [token, email, newEmail, 'Lucíola']) expect(log).not.toContain(secret);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
