import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import pg from 'pg';
import { buildTestServer, curriculum, registerLearner, type TestServer } from '../support/server';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import {
  MAX_FAILURES,
  WINDOW_MS,
  claimSignInAttempt,
  readSignInThrottle,
  throttleKey,
} from '../../src/server/services/login-throttle';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  if (server?.dialect === 'postgres') {
    // pg's pool says it has ended as soon as it has asked its connections to close; dropping the database
    // right after (as close() does) can cut one still closing, and the pool then throws. Several requests at
    // once leave many connections, so wait until the database has none before dropping it.
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      server.database.db,
    );
    await server.app.close();
    await server.database.db.destroy();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          rows[0]!.name,
        ]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await admin.end();
    }
  }
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${Date.now()}${counter++}@exemplo.com.br`;

function inject(method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object, headers = {}) {
  return server.app.inject({ method, url, payload, headers });
}

const login = (email: string, password: string, headers = {}) =>
  inject('POST', '/api/auth/login', { email, password }, headers);

/** Freezes the clock the server reads (and only it: timers, the database and hashing run as usual). */
function freezeClock(at: Date | number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

const THROTTLED =
  /^Muitas tentativas de entrar nesta conta\. Aguarde \d+ (segundos?|minutos?) e tente de novo\.$/;

describe(`Security on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('control characters in text fields', () => {
    const register = (fields: Record<string, string>) =>
      inject('POST', '/api/auth/register', {
        name: 'Maria da Silva',
        email: uniqueEmail('controle'),
        password: 'senha-segura-123',
        ...fields,
      });

    it.each([
      ['a NUL in the name', { name: 'Maria\u0000Silva' }, 'O nome não pode conter caracteres de controle.'],
      [
        'a line break in the name',
        { name: 'Maria da Silva\n' },
        'O nome não pode conter caracteres de controle.',
      ],
      ['a DEL in the name', { name: 'Maria\u007fSilva' }, 'O nome não pode conter caracteres de controle.'],
      [
        'a C1 control in the name',
        { name: 'Maria\u0085Silva' },
        'O nome não pode conter caracteres de controle.',
      ],
      [
        'a NUL in the e-mail',
        { email: 'maria\u0000@exemplo.com.br' },
        'O e-mail não pode conter caracteres de controle.',
      ],
      [
        'an escape in the password',
        { password: 'senha\u001bsegura' },
        'A senha não pode conter caracteres de controle.',
      ],
      [
        'a C1 control in the password',
        { password: 'senha\u009fsegura' },
        'A senha não pode conter caracteres de controle.',
      ],
      [
        'a NUL in the time zone',
        { timeZone: 'America/Sao_Paulo\u0000' },
        'O fuso horário não pode conter caracteres de controle.',
      ],
    ])('refuses a sign-up with %s, in pt-BR', async (_what, fields, message) => {
      const res = await register(fields);
      expect(res.statusCode).toBe(400);
      // the answer names the field, so the form shows the message under it
      expect(res.json()).toEqual({
        error: { code: 'INVALID_INPUT', message, field: Object.keys(fields)[0] },
      });
    });

    it('tells a control character apart from accents, emoji and spaces', async () => {
      expect((await register({ name: 'Conceição\u0000Araújo' })).statusCode).toBe(400);
      const res = await register({ name: 'Conceição Araújo 🎉', password: 'pão-de-queijo ção' });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a sign-in with a control character in the e-mail or the password, in pt-BR', async () => {
      const email = await login('maria\u0000@exemplo.com.br', 'senha-segura-123');
      expect(email.statusCode).toBe(400);
      expect(email.json().error.message).toBe('O e-mail não pode conter caracteres de controle.');
      const password = await login('maria@exemplo.com.br', 'senha\u0000segura');
      expect(password.statusCode).toBe(400);
      expect(password.json().error.message).toBe('A senha não pode conter caracteres de controle.');
    });

    it('refuses an account deletion whose password has a control character, and keeps the account', async () => {
      const learner = await registerLearner(server);
      const res = await inject(
        'DELETE',
        '/api/me',
        { password: `${learner.password}\u0000` },
        { cookie: learner.cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'INVALID_INPUT',
        message: 'A senha não pode conter caracteres de controle.',
        field: 'password',
      });
      expect((await inject('GET', '/api/me', undefined, { cookie: learner.cookie })).statusCode).toBe(200);
    });
  });

  describe('rate limiting by address', () => {
    const fakeRequest = (fields: object) =>
      ({ routeOptions: { config: {} }, socket: {}, ...fields }) as unknown as FastifyRequest;

    it('counts a request whose client has already gone instead of failing on it', async () => {
      // An aborted connection's socket no longer knows its peer: request.ip is undefined.
      const limiter = server.app.createRateLimit();
      const gone = await limiter(fakeRequest({ ip: undefined, socket: { remoteAddress: undefined } }));
      expect(gone.key).toEqual(expect.any(String));
      const noSocket = await limiter(fakeRequest({ ip: undefined, socket: undefined }));
      expect(noSocket.key).toBe(gone.key);
      const fromSocket = await limiter(
        fakeRequest({ ip: undefined, socket: { remoteAddress: '203.0.113.7' } }),
      );
      expect(fromSocket.key).toBe('203.0.113.7');
      // Still one count per IPv6 /64 network, as one client usually holds a whole one.
      const a = await limiter(fakeRequest({ ip: '2001:db8:1:2:aaaa::1' }));
      const b = await limiter(fakeRequest({ ip: '2001:db8:1:2:bbbb::2' }));
      expect(a.key).toBe(b.key);
    });
  });

  describe('failed sign-ins per account', () => {
    it('slows down sign-in on an account after five failures, before even checking the password', async () => {
      const learner = await registerLearner(server);
      freezeClock(new Date('2030-01-10T12:00:00Z'));
      for (let i = 0; i < 5; i++) expect((await login(learner.email, 'errada-123')).statusCode).toBe(401);
      const res = await login(learner.email, learner.password);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Muitas tentativas de entrar nesta conta. Aguarde 1 segundo e tente de novo.',
      });
      expect(res.headers['retry-after']).toBe('1');
      vi.setSystemTime(new Date('2030-01-10T12:00:01Z'));
      expect((await login(learner.email, learner.password)).statusCode).toBe(200);
    });

    it('answers an e-mail without an account exactly as one with an account', async () => {
      const learner = await registerLearner(server);
      const nobody = uniqueEmail('ninguem');
      freezeClock(new Date('2030-01-11T12:00:00Z'));
      const answers = async (email: string) => {
        const statuses: number[] = [];
        let last;
        for (let i = 0; i < 8; i++) {
          last = await login(email, 'errada-123');
          statuses.push(last.statusCode);
        }
        return { statuses, last: last!.json() };
      };
      const known = await answers(learner.email);
      const unknown = await answers(nobody);
      expect(known.statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect(unknown).toEqual(known);
    });

    it('forgets the failures once the learner signs in', async () => {
      const learner = await registerLearner(server);
      freezeClock(new Date('2030-01-12T12:00:00Z'));
      for (let i = 0; i < 4; i++) await login(learner.email, 'errada-123');
      expect((await readSignInThrottle(server.database.db, learner.email))?.failures).toBe(4);
      expect((await login(learner.email, learner.password)).statusCode).toBe(200);
      expect(await readSignInThrottle(server.database.db, learner.email)).toBeUndefined();
      for (let i = 0; i < 5; i++) expect((await login(learner.email, 'errada-123')).statusCode).toBe(401);
    });

    it('lets no more than five of many simultaneous wrong attempts check the password', async () => {
      const learner = await registerLearner(server);
      freezeClock(new Date('2030-01-13T12:00:00Z'));
      const answers = await Promise.all(Array.from({ length: 20 }, () => login(learner.email, 'errada-123')));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it('lets an attacker retrying as soon as allowed fail 69 times in an hour on one account, below the 100 allowed', async () => {
      const learner = await registerLearner(server);
      const start = new Date('2030-01-14T12:00:00Z').getTime();
      freezeClock(start);
      let failures = 0;
      let failuresBeforeFirstWait: number | undefined;
      const waits: string[] = [];
      while (Date.now() < start + WINDOW_MS) {
        const res = await login(learner.email, 'errada-123');
        if (res.statusCode === 401) {
          failures++;
          expect(failures).toBeLessThanOrEqual(MAX_FAILURES);
          continue;
        }
        expect(res.statusCode).toBe(429);
        expect(res.json().error.message).toMatch(THROTTLED);
        failuresBeforeFirstWait ??= failures;
        waits.push(String(res.headers['retry-after']));
        vi.setSystemTime(Date.now() + Number(res.headers['retry-after']) * 1000);
      }
      expect(failuresBeforeFirstWait).toBe(5);
      expect(waits.slice(0, 7)).toEqual(['1', '2', '4', '8', '16', '32', '60']);
      // The delays alone hold the attacker below the cap: the account never got locked within the hour.
      expect(waits.every((w) => Number(w) <= 60)).toBe(true);
      expect(failures).toBeLessThanOrEqual(MAX_FAILURES);
      expect(failures).toBe(69);
      // A new hour, a new window.
      expect((await login(learner.email, 'errada-123')).statusCode).toBe(401);
      expect((await readSignInThrottle(server.database.db, learner.email))?.failures).toBe(1);
    });

    it('locks an account for the rest of the hour at the hundredth failure, in minutes', async () => {
      const db = server.database.db;
      const email = uniqueEmail('bloqueio');
      const start = new Date('2030-01-15T12:00:00Z');
      // 99 failures already, with the last delay over.
      await db
        .insertInto('login_throttle')
        .values({
          key: throttleKey(email),
          failures: MAX_FAILURES - 1,
          window_start: start.toISOString(),
          next_allowed_at: new Date(start.getTime() + 20 * 60_000).toISOString(),
        })
        .execute();
      const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
      expect(await claimSignInAttempt(db, email, at(20))).toEqual({ allowed: true });
      const locked = await claimSignInAttempt(db, email, at(30));
      expect(locked).toEqual({ allowed: false, retryAfterMs: 30 * 60_000, locked: true });
      expect((await readSignInThrottle(db, email))?.nextAllowedAt).toEqual(at(60));

      freezeClock(at(45));
      const res = await login(email, 'errada-123');
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(
        'Muitas tentativas de entrar nesta conta. Aguarde 15 minutos e tente de novo.',
      );
      expect(await claimSignInAttempt(db, email, at(60))).toEqual({ allowed: true });
      expect((await readSignInThrottle(db, email))?.failures).toBe(1);
    });
  });

  describe('passwords in any Unicode form', () => {
    const composed = 'senhaçãoé-123'.normalize('NFC');
    const decomposed = composed.normalize('NFD');

    async function signUp(password: string) {
      const email = uniqueEmail('unicode');
      const res = await inject('POST', '/api/auth/register', { name: 'Conceição', email, password });
      expect(res.statusCode).toBe(201);
      return email;
    }
    const storedHash = async (email: string) =>
      (
        await server.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).password_hash;

    it('signs in with a password typed composed after signing up with it decomposed, and the reverse', async () => {
      expect(decomposed).not.toBe(composed);
      expect((await login(await signUp(decomposed), composed)).statusCode).toBe(200);
      expect((await login(await signUp(composed), decomposed)).statusCode).toBe(200);
    });

    it('keeps accepting a password stored as typed before normalisation, and stores it normalised', async () => {
      const email = await signUp('provisoria-123');
      const legacy = await hash(decomposed);
      await server.database.db
        .updateTable('users')
        .set({ password_hash: legacy })
        .where('email', '=', email)
        .execute();

      expect((await login(email, decomposed)).statusCode).toBe(200);
      const upgraded = await storedHash(email);
      expect(upgraded).not.toBe(legacy);
      expect(await verify(upgraded, composed)).toBe(true);
      expect((await login(email, composed)).statusCode).toBe(200);
    });

    it('accepts a password stored decomposed when the learner now types it composed', async () => {
      const email = await signUp('provisoria-123');
      await server.database.db
        .updateTable('users')
        .set({ password_hash: await hash(decomposed) })
        .where('email', '=', email)
        .execute();
      expect((await login(email, composed)).statusCode).toBe(200);
      expect(await verify(await storedHash(email), composed)).toBe(true);
      expect((await login(email, 'senhacaoe-123')).statusCode).toBe(401);
    });
  });

  describe('requests from other sites', () => {
    const logout = (headers: Record<string, string>) =>
      inject('POST', '/api/auth/logout', undefined, headers);
    const forbidden = {
      error: { code: 'FORBIDDEN_ORIGIN', message: 'Esta ação só pode ser feita pelo próprio app.' },
    };

    it('goes by Sec-Fetch-Site when the browser sends it: only the app itself or the learner may change things', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const res = await logout({ 'sec-fetch-site': site, origin: 'http://localhost' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(forbidden);
      }
      // same-origin: the app's own pages; none: the learner (address bar, bookmark).
      for (const site of ['same-origin', 'none']) {
        expect((await logout({ 'sec-fetch-site': site, origin: 'https://outro.exemplo' })).statusCode).toBe(
          204,
        );
      }
    });

    it('goes by Origin when the browser sends no Sec-Fetch-Site: only the app itself may change things', async () => {
      expect((await logout({ origin: 'https://golpe.exemplo' })).json()).toEqual(forbidden);
      expect((await logout({ origin: 'null' })).statusCode).toBe(403);
      expect((await logout({ origin: 'http://localhost.golpe.exemplo' })).statusCode).toBe(403);
      expect((await logout({ host: '127.0.0.1:3000', origin: 'http://golpe.exemplo:3000' })).statusCode).toBe(
        403,
      );

      expect((await logout({ origin: 'http://localhost' })).statusCode).toBe(204);
      expect(
        (await logout({ host: 'hub.exemplo:8443', origin: 'https://hub.exemplo:8443' })).statusCode,
      ).toBe(204);
      // Vite's dev proxy sends the page's Origin with the Host rewritten to the API's address.
      expect((await logout({ host: '127.0.0.1:3000', origin: 'http://localhost:5173' })).statusCode).toBe(
        204,
      );
      // Tools and other servers send neither header.
      expect((await logout({})).statusCode).toBe(204);
    });

    it('keeps the account when its deletion is posted from another site, and lets reads through', async () => {
      const learner = await registerLearner(server);
      const cookie = learner.cookie;
      const res = await inject(
        'DELETE',
        '/api/me',
        { password: learner.password },
        { cookie, 'sec-fetch-site': 'cross-site' },
      );
      expect(res.statusCode).toBe(403);
      expect(
        (await inject('GET', '/api/me', undefined, { cookie, 'sec-fetch-site': 'cross-site' })).statusCode,
      ).toBe(200);
    });

    it('refuses a request from another site whatever the spelling of its path', async () => {
      const learner = await registerLearner(server);
      const crossSite = { origin: 'https://golpe.exemplo', 'sec-fetch-site': 'cross-site' };
      // The router decodes the path: each of these reaches the sign-in route.
      for (const url of [
        '/%61pi/auth/login',
        '/%61%70%69/auth/login',
        '/api/%61uth/login',
        '/%41pi/auth/login',
      ]) {
        const res = await inject(
          'POST',
          url,
          { email: learner.email, password: learner.password },
          crossSite,
        );
        expect(res.statusCode, url).not.toBeLessThan(400);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
      const signIn = await inject(
        'POST',
        '/%61pi/auth/login',
        { email: learner.email, password: learner.password },
        crossSite,
      );
      expect(signIn.json()).toEqual(forbidden);

      // A sibling site cannot sign the learner out with a body-less post either.
      const out = await inject('POST', '/%61pi/auth/logout', undefined, {
        cookie: learner.cookie,
        'sec-fetch-site': 'same-site',
      });
      expect(out.statusCode).toBe(403);
      expect((await inject('GET', '/api/me', undefined, { cookie: learner.cookie })).statusCode).toBe(200);
    });

    it('reads the session on any spelling of the path the router accepts', async () => {
      const learner = await registerLearner(server);
      const res = await inject('GET', '/%61pi/me', undefined, { cookie: learner.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(learner.email);
    });

    it('accepts the public address and, behind a trusted proxy, the forwarded one', async () => {
      const app = await buildApp({
        config: {
          ...loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
          publicUrl: 'https://hub.exemplo.com.br',
          trustProxy: ['127.0.0.1'],
        },
        database: server.database,
        curriculum,
        staticDir: join(tmpdir(), 'no-static-here'),
      });
      try {
        const post = (headers: Record<string, string>) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: { host: '10.0.0.5:3000', ...headers },
          });
        expect((await post({ origin: 'https://hub.exemplo.com.br' })).statusCode).toBe(204);
        expect((await post({ origin: 'https://outro.exemplo.com.br' })).statusCode).toBe(403);
        const forwarded = { 'x-forwarded-host': 'app.exemplo.org', 'x-forwarded-proto': 'https' };
        expect((await post({ ...forwarded, origin: 'https://app.exemplo.org' })).statusCode).toBe(204);
        expect((await post({ ...forwarded, origin: 'https://golpe.exemplo.org' })).statusCode).toBe(403);
      } finally {
        await app.close();
      }
    });
  });
});
