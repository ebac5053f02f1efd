/**
 * The address is confirmed by a link before the account receives any other e-mail, and every link in an e-mail
 * points to PUBLIC_URL (or the loopback address the server listens on), whatever Host the request names.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { scratchDatabase, startServerProcess } from '../support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, registerLearner, type TestServer } from '../support/server';
import { confirmationLinkIn, resetLinkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { AccountGoneError, createSession } from '../../src/server/services/sessions';

const PUBLIC_URL = 'https://hub.exemplo.com.br';
const INVALID = 'Este link de confirmação não vale mais. Entre no app e peça um novo em Ajustes.';

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

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });
const me = async (cookie: string) =>
  (await server.app.inject({ url: '/api/me', headers: { cookie } })).json().user;

describe(`E-mail confirmation on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('sends a link at sign-up, without the name typed there; opening it confirms the address', async () => {
    const learner = await registerLearner(server, 'https://evil.example/entrar?x= Golpe');
    expect(learner.snapshot.user.emailConfirmed).toBe(false);
    const [mail] = await mailbox.waitFor(learner.email, 1, 10_000, 'confirmation');
    expect(mail!.text).not.toContain('evil.example');
    expect(String(mail!.html)).not.toContain('evil.example');
    const link = confirmationLinkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/confirmar-email`);

    const res = await post('/api/auth/email-confirmation/confirm', { token: link.searchParams.get('token') });
    expect(res.statusCode).toBe(200);
    // The address it confirmed, so whoever opens it on a shared phone knows which account it was.
    expect(res.json()).toEqual({ message: `Pronto! O e-mail ${learner.email} está confirmado.` });
    expect((await me(learner.cookie)).emailConfirmed).toBe(true);

    // Tapped again: the address is confirmed all the same, which is what the learner needs to read.
    const again = await post('/api/auth/email-confirmation/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Seu e-mail já está confirmado.' });
    // Nothing more to confirm.
    const resend = await post('/api/me/email-confirmation', undefined, { cookie: learner.cookie });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('Seu e-mail já está confirmado.');
  });

  it('refuses unknown, empty and expired links in pt-BR', async () => {
    for (const token of ['inventado', '', 'a\u0000b']) {
      const res = await post('/api/auth/email-confirmation/confirm', { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.message, token).toBe(INVALID);
    }
    const learner = await registerLearner(server);
    const [mail] = await mailbox.waitFor(learner.email, 1, 10_000, 'confirmation');
    await server.database.db
      .updateTable('email_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const token = confirmationLinkIn(mail!).searchParams.get('token');
    expect((await post('/api/auth/email-confirmation/confirm', { token })).statusCode).toBe(400);
    expect((await me(learner.cookie)).emailConfirmed).toBe(false);
  });

  it('sends a new link on request, at most three an hour, and only to a signed-in learner', async () => {
    expect((await post('/api/me/email-confirmation')).statusCode).toBe(401);
    const learner = await registerLearner(server);
    await mailbox.waitFor(learner.email, 1, 10_000, 'confirmation');
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/me/email-confirmation', undefined, { cookie: learner.cookie });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(
        `Enviamos um link para ${learner.email}. Ele vale por 48 horas; confira também a pasta de spam.`,
      );
    }
    const limited = await post('/api/me/email-confirmation', undefined, { cookie: learner.cookie });
    expect(limited.statusCode).toBe(429);
    // The link sent at sign-up counts: three in the hour, and any of them still works.
    expect(limited.json().error.message).toMatch(
      /^Já enviamos 3 links na última hora, e qualquer um deles serve enquanto valer\. Para pedir outro, tente de novo às \d\d:\d\d\.$/,
    );
    expect(mailbox.to(learner.email, 'confirmation')).toHaveLength(3);
  });

  it('a link to a new password also confirms the address: only its owner could open it', async () => {
    const learner = await registerLearner(server);
    expect((await post('/api/auth/password-reset', { email: learner.email })).statusCode).toBe(202);
    const [mail] = await mailbox.waitFor(learner.email);
    const res = await post('/api/auth/password-reset/confirm', {
      token: resetLinkIn(mail!).searchParams.get('token'),
      password: 'Girassol-azul-2031!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.emailConfirmed).toBe(true);
  });

  it('never builds a link from Host or X-Forwarded-Host', async () => {
    const proxied = await buildTestServer({
      env: { SMTP_URL: mailbox.url, PUBLIC_URL, TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const learner = await registerLearner(proxied);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: learner.email },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(202);
      const [mail] = await mailbox.waitFor(learner.email);
      expect(resetLinkIn(mail!).origin).toBe(PUBLIC_URL);
      expect(mail!.text).not.toContain('evil.example');
    } finally {
      await proxied.close();
    }
  });

  it('refuses to open a session for an account deleted meanwhile (answered 401 ACCOUNT_GONE, not 500)', async () => {
    await expect(createSession(server.database.db, randomUUID())).rejects.toBeInstanceOf(AccountGoneError);
  });
});

describe('A server without SMTP_URL, as `npm start` runs it', () => {
  it('writes e-mails to its mail folder, and no log line carries a token, an e-mail address or a name', async () => {
    const database = await scratchDatabase();
    const mailDir = mkdtempSync(join(tmpdir(), 'hub-mail-'));
    const server = await startServerProcess(database.url, { LOG_LEVEL: 'info', MAIL_DIR: mailDir });
    try {
      const email = `lucia${Date.now()}@exemplo.com.br`;
      const name = 'Lucíola Bragança';
      const post = (url: string, body: object, host?: string) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(host ? { host } : {}) },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/register', { name, email, password: 'senha-segura-123' })).status).toBe(
        201,
      );
      expect((await post('/api/auth/password-reset', { email })).status).toBe(202);
      const deadline = Date.now() + 10_000;
      while (readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length < 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      const mails = await Promise.all(
        readdirSync(mailDir)
          .filter((f) => f.endsWith('.eml'))
          .map(async (f) => simpleParser(readFileSync(join(mailDir, f)))),
      );
      const reset = mails.find((m) => m.subject === 'Crie uma nova senha no Hub de Marketing Digital');
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Confirme seu e-mail no Hub de Marketing Digital',
        'Crie uma nova senha no Hub de Marketing Digital',
      ]);
      const link = resetLinkIn(reset!);
      expect(link.origin).toBe(server.url);
      const token = link.searchParams.get('token')!;
      // The page the link opens: its request line is logged.
      await fetch(link);
      await new Promise((r) => setTimeout(r, 200));
      const log = server.output();
      expect(log).toContain('e-mail written to the mail folder');
      expect(log).toContain('/redefinir-senha?token=[removido]');
      for (const secret of [token, email, 'Lucíola', 'Bragança']) expect(log).not.toContain(secret);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
