/**
 * "Esqueci minha senha": the same answer for any e-mail, a single-use link by e-mail (through a real SMTP
 * server) that expires after 30 minutes, and a new password that signs out every other device.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestServer, registerLearner, type TestServer } from '../support/server';
import { resetLinkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { HttpError } from '../../src/server/errors';
import { createMailer } from '../../src/server/services/mailer';
import { readSignInThrottle } from '../../src/server/services/login-throttle';
import {
  MAX_LINKS_PER_HOUR,
  RESET_LINK_TTL_MS,
  resetPassword,
  sendPasswordResetLink,
} from '../../src/server/services/password-reset';

const INVALID_LINK = 'Este link não vale mais. Peça um novo.';
const NEW_PASSWORD = 'Girassol-azul-2031!';

let mailbox: Mailbox;
let server: TestServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await buildTestServer({ env: { SMTP_URL: mailbox.url } });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

let counter = 0;
const unknownEmail = () => `ninguem${Date.now()}${counter++}@exemplo.com.br`;

function post(url: string, payload: object, cookie?: string) {
  return server.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}
const askForLink = (email: string) => post('/api/auth/password-reset', { email });
const confirm = (token: string, password: string, cookie?: string) =>
  post('/api/auth/password-reset/confirm', { token, password }, cookie);
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (cookie: string) => server.app.inject({ url: '/api/me', headers: { cookie } });
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('hub_session=')) ?? '').split(
    ';',
  )[0]!;

/** Asks for a link and returns its token, read from the e-mail the learner received. */
async function tokenFromMail(email: string): Promise<string> {
  const before = mailbox.to(email).length;
  expect((await askForLink(email)).statusCode).toBe(202);
  const messages = await mailbox.waitFor(email, before + 1);
  return resetLinkIn(messages.at(-1)!).searchParams.get('token')!;
}

async function resetRows(email: string) {
  return server.database.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.token_hash',
      'password_resets.created_at',
      'password_resets.expires_at',
      'password_resets.used_at',
    ])
    .where('users.email', '=', email)
    .execute();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe(`Password reset on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers a known and an unknown e-mail alike: same status, same body, about the same time', async () => {
    const learners = [];
    for (let i = 0; i < 10; i++) learners.push(await registerLearner(server));
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (const learner of learners) {
      for (const [email, times] of [
        [learner.email, known],
        [unknownEmail(), unknown],
      ] as const) {
        const start = performance.now();
        const res = await askForLink(email);
        times.push(performance.now() - start);
        answers.add(JSON.stringify([res.statusCode, res.json()]));
        // The e-mail work runs after the answer; letting it finish keeps it out of the next measurement.
        await server.app.mailer.settled();
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify([
        202,
        {
          message:
            'Se houver uma conta com este e-mail, você vai receber em instantes um link para criar uma nova senha. O link vale por 30 minutos; confira também a pasta de spam.',
        },
      ]),
    ]);
    const [k, u] = [median(known), median(unknown)];
    // Both answers do the same work (none of it touches the database), so only noise separates them.
    expect(
      Math.abs(k - u),
      `mediana conhecido ${k.toFixed(2)} ms, desconhecido ${u.toFixed(2)} ms`,
    ).toBeLessThan(Math.max(10, 0.5 * Math.max(k, u)));
    // The learners did get their e-mails; nobody else got anything.
    for (const learner of learners) expect(mailbox.to(learner.email)).toHaveLength(1);
    expect(mailbox.received.flatMap((r) => r.to).filter((to) => to.startsWith('ninguem'))).toEqual([]);
  });

  it('sends a pt-BR e-mail, in HTML and plain text, with a link to the app that holds a random token', async () => {
    const learner = await registerLearner(server, 'Joana Prado');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: learner.email.toUpperCase() },
      headers: { host: 'hub.exemplo.com.br' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailbox.waitFor(learner.email);
    expect(mail!.subject).toBe('Crie uma nova senha no Hub de Marketing Digital');
    expect(mail!.from?.text).toBe('"Hub de Marketing Digital" <nao-responda@localhost>');
    expect(mail!.text).toContain('Olá!');
    expect(mail!.text).toContain('vale por 30 minutos');
    const link = resetLinkIn(mail!);
    // Without PUBLIC_URL the link names the loopback address the server listens on, never the request's Host.
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/redefinir-senha');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(mail!.html).toContain(`href="${link.href}"`);
    expect(mail!.html).toContain('Criar nova senha');

    // Only the token's SHA-256 is stored, valid for 30 minutes.
    const [row] = await resetRows(learner.email);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await resetRows(learner.email))).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(RESET_LINK_TTL_MS);
    expect(row!.used_at).toBeNull();
  });

  it('never puts the name typed at sign-up in the e-mail: it could be a lure aimed at the address owner', async () => {
    for (const name of ['https://evil.example/entrar?x= Golpe', '<b>Rita</b> Lopes']) {
      const learner = await registerLearner(server, name);
      await tokenFromMail(learner.email);
      const [mail] = mailbox.to(learner.email);
      for (const part of [mail!.text!, String(mail!.html)]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Rita');
      }
    }
  });

  it('sets the new password with the link, once: the old password stops working and the link cannot be reused', async () => {
    const learner = await registerLearner(server, 'Caio Nunes');
    const token = await tokenFromMail(learner.email);

    const res = await confirm(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    // Signed in on this device, with the learner's snapshot, like after signing in.
    expect(res.json().user.email).toBe(learner.email);
    expect(res.json().progress.points).toBe(0);
    const cookie = sessionCookie(res);
    expect((await me(cookie)).statusCode).toBe(200);

    expect((await login(learner.email, learner.password)).statusCode).toBe(401);
    expect((await login(learner.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'Outra-senha-forte-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'INVALID_RESET_LINK', message: INVALID_LINK } });
    expect((await login(learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every other session of the learner at once', async () => {
    const learner = await registerLearner(server, 'Lia Campos');
    const laptop = sessionCookie(await login(learner.email, learner.password));
    const phone = learner.cookie;
    expect((await me(laptop)).statusCode).toBe(200);
    const token = await tokenFromMail(learner.email);

    // The phone opens the link: its old session ends too, and it gets a new one.
    const res = await confirm(token, NEW_PASSWORD, phone);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(phone);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('using one link makes the learner’s other open links stop working', async () => {
    const learner = await registerLearner(server, 'Otávio Reis');
    const first = await tokenFromMail(learner.email);
    const second = await tokenFromMail(learner.email);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(200);
    const res = await confirm(first, 'Outra-senha-forte-77');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_LINK);
  });

  it('a link used twice at the same moment works only once', async () => {
    const learner = await registerLearner(server, 'Duda Ramos');
    const token = await tokenFromMail(learner.email);
    const passwords = [NEW_PASSWORD, 'Outra-senha-forte-77'];
    const results = await Promise.all(passwords.map((password) => confirm(token, password)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const won = results.findIndex((r) => r.statusCode === 200);
    expect(results[1 - won]!.json().error.message).toBe(INVALID_LINK);
    expect((await login(learner.email, passwords[won]!)).statusCode).toBe(200);
    expect((await login(learner.email, passwords[1 - won]!)).statusCode).toBe(401);
    expect((await me(sessionCookie(results[won]!))).statusCode).toBe(200);
  });

  it('a link expires after 30 minutes', async () => {
    const learner = await registerLearner(server, 'Tiago Melo');
    const sentAt = new Date(Date.now() - 60_000);
    const appUrl = 'https://hub.exemplo.com.br';
    const send = () =>
      sendPasswordResetLink(server.database, server.app.mailer, { email: learner.email, appUrl }, sentAt);
    expect(await send()).toBe('sent');
    expect(await send()).toBe('sent');
    const [early, late] = mailbox.to(learner.email).map((m) => resetLinkIn(m).searchParams.get('token')!);

    const at = (ms: number) => new Date(sentAt.getTime() + ms);
    const expired = resetPassword(
      server.database,
      { token: late!, password: NEW_PASSWORD },
      at(RESET_LINK_TTL_MS),
    );
    await expect(expired).rejects.toBeInstanceOf(HttpError);
    await expect(expired).rejects.toMatchObject({ statusCode: 400, message: INVALID_LINK });
    // A minute before the end it still works.
    const user = await resetPassword(
      server.database,
      { token: early!, password: NEW_PASSWORD },
      at(RESET_LINK_TTL_MS - 60_000),
    );
    expect(user.email).toBe(learner.email);
  });

  it('an expired link is refused over HTTP and changes nothing', async () => {
    const learner = await registerLearner(server, 'Vera Luz');
    const token = await tokenFromMail(learner.email);
    await server.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    const res = await confirm(token, NEW_PASSWORD, learner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_RESET_LINK', message: INVALID_LINK });
    expect((await me(learner.cookie)).statusCode).toBe(200);
    expect((await login(learner.email, learner.password)).statusCode).toBe(200);
  });

  it(`sends at most ${MAX_LINKS_PER_HOUR} links per account an hour, with the same answer every time`, async () => {
    const learner = await registerLearner(server, 'Nina Souto');
    const answers = [];
    for (let i = 0; i < MAX_LINKS_PER_HOUR + 2; i++) answers.push(await askForLink(learner.email));
    await server.app.mailer.settled();
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(202);
    expect(mailbox.to(learner.email)).toHaveLength(MAX_LINKS_PER_HOUR);
    expect(await resetRows(learner.email)).toHaveLength(MAX_LINKS_PER_HOUR);

    // An hour after the first ones, a new link can be sent.
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000 + 1000);
    const appUrl = 'http://localhost';
    expect(
      await sendPasswordResetLink(
        server.database,
        server.app.mailer,
        { email: learner.email, appUrl },
        inAnHour,
      ),
    ).toBe('sent');
  });

  it('an unknown e-mail leaves no trace and sends nothing', async () => {
    const email = unknownEmail();
    const rowsBefore = await server.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect((await askForLink(email)).statusCode).toBe(202);
    await server.app.mailer.settled();
    expect(mailbox.to(email)).toEqual([]);
    expect(
      await server.database.db.selectFrom('password_resets').select('token_hash').execute(),
    ).toHaveLength(rowsBefore.length);
  });

  it('refuses a weak new password with its reason, and the link still works afterwards', async () => {
    const learner = await registerLearner(server, 'Maria da Silva');
    const token = await tokenFromMail(learner.email);
    const weak = await confirm(token, 'silva2024');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    expect(weak.json().error.message).toBe('A senha não pode ser só o seu nome ou e-mail.');
    const short = await confirm(token, 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('A senha precisa ter pelo menos 8 caracteres.');
    expect((await login(learner.email, learner.password)).statusCode).toBe(200);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failed sign-ins of the account, so the new password works at once', async () => {
    const learner = await registerLearner(server, 'Rui Barros');
    for (let i = 0; i < 6; i++) await login(learner.email, 'senha-errada-000');
    expect((await login(learner.email, learner.password)).statusCode).toBe(429);
    const token = await tokenFromMail(learner.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await readSignInThrottle(server.database.db, learner.email)).toBeUndefined();
    expect((await login(learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers bad input with a pt-BR 400, never a 500', async () => {
    const cases: [string, object, string, string][] = [
      ['/api/auth/password-reset', {}, 'INVALID_INPUT', 'Informe seu e-mail.'],
      ['/api/auth/password-reset', { email: 'não é e-mail' }, 'INVALID_INPUT', 'Informe um e-mail válido.'],
      ['/api/auth/password-reset/confirm', { password: NEW_PASSWORD }, 'INVALID_INPUT', INVALID_LINK],
      [
        '/api/auth/password-reset/confirm',
        { token: 'x'.repeat(300), password: NEW_PASSWORD },
        'INVALID_INPUT',
        INVALID_LINK,
      ],
      [
        '/api/auth/password-reset/confirm',
        { token: 'a\u0000b', password: NEW_PASSWORD },
        'INVALID_INPUT',
        INVALID_LINK,
      ],
      [
        '/api/auth/password-reset/confirm',
        { token: 'inventado', password: NEW_PASSWORD },
        'INVALID_RESET_LINK',
        INVALID_LINK,
      ],
      ['/api/auth/password-reset/confirm', { token: 'inventado' }, 'INVALID_INPUT', 'Informe sua senha.'],
    ];
    for (const [url, payload, code, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // a refused field is named, so the form can show the message under it
      const field = code === 'INVALID_INPUT' ? { field: expect.any(String) } : {};
      expect(res.json().error, JSON.stringify(payload)).toEqual({ code, message, ...field });
    }
  });
});

describe('Password reset limits and failures', () => {
  it('limits requests per address, and a link the mail server refused does not count', async () => {
    // A port nobody listens on: every e-mail fails.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const limited = await buildTestServer({
      authRateLimit: 2,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    try {
      const learner = await registerLearner(limited);
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: learner.email },
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const blocked = await ask();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos?/);
      await limited.app.mailer.settled();
      expect(await limited.database.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('Without SMTP_URL', () => {
  it('writes each e-mail, whole, as an .eml file in the mail folder, and logs only the file name', async () => {
    const info = vi.fn();
    const mailDir = mkdtempSync(join(tmpdir(), 'hub-mail-'));
    const mailer = createMailer({
      from: 'Hub <nao-responda@localhost>',
      log: { info } as unknown as FastifyBaseLogger,
      mailDir,
    });
    const link = 'http://localhost:3000/redefinir-senha?token=abc_DEF-123';
    await mailer.send({
      to: 'ana@exemplo.com.br',
      subject: 'Assunto',
      text: `Abra:\n${link}\n`,
      html: '<p></p>',
    });
    await mailer.close();
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(join(mailDir, files[0]!)));
    expect(mail.subject).toBe('Assunto');
    expect(mail.text).toContain(link);
    expect(JSON.stringify(mail.to)).toContain('ana@exemplo.com.br');
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain('ana@exemplo.com.br');
    expect(logged).not.toContain('abc_DEF-123');
    expect(info).toHaveBeenCalledWith({ file: files[0] }, expect.stringContaining('SMTP_URL is not set'));
    rmSync(mailDir, { recursive: true, force: true });
  });
});
