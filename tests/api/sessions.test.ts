/**
 * Sessions on a real database: they end after 14 days unused, are extended while used but never beyond 90 days
 * from sign-in, and travel in a `__Host-` cookie over HTTPS. Signing out or deleting the account clears every
 * cookie the app set.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestServer, registerLearner, type TestServer } from '../support/server';
import { hashToken, touchSession } from '../../src/server/services/sessions';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const HTTPS_HOST = 'hub.exemplo.com.br';

/** Freezes the clock the server reads (and only it: timers, the database and hashing run as usual). */
function freezeClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case; flags have the value ''. */
  attributes: Record<string, string>;
}

function setCookies(res: { headers: Record<string, unknown> }): SetCookie[] {
  return [res.headers['set-cookie'] ?? []].flat().map((line) => {
    const [pair, ...attrs] = String(line).split(/;\s*/);
    const eq = pair!.indexOf('=');
    return {
      name: pair!.slice(0, eq),
      value: pair!.slice(eq + 1),
      attributes: Object.fromEntries(
        attrs.map((a) => {
          const i = a.indexOf('=');
          return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      ),
    };
  });
}

const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res).find((c) => c.name === name);

/** Whether the Set-Cookie removes the cookie (empty, and expired or with no lifetime left). */
const clears = (c: SetCookie | undefined) =>
  c !== undefined &&
  c.value === '' &&
  (c.attributes['max-age'] === '0' || Date.parse(c.attributes.expires ?? '') <= Date.now());

async function signIn(learner: { email: string; password: string }, headers: Record<string, string> = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: learner.email, password: learner.password },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const me = (cookie: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url: '/api/me', headers: { cookie, ...headers } });

async function expiresAt(token: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return Date.parse(row.expires_at);
}

describe(`Sessions on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('the cookie', () => {
    it('is hub_session over plain http on this machine, for 14 days, HttpOnly and SameSite=Lax', async () => {
      const learner = await registerLearner(server);
      const res = await signIn(learner);
      const session = cookieNamed(res, 'hub_session');
      expect(session).toBeDefined();
      expect(session!.attributes).toMatchObject({ 'max-age': String(14 * 86_400), path: '/', httponly: '' });
      expect(session!.attributes.samesite).toBe('Lax');
      expect(session!.attributes).not.toHaveProperty('secure');
      expect(session!.attributes).not.toHaveProperty('domain');
      expect(cookieNamed(res, '__Host-hub_session')).toBeUndefined();
      const hint = cookieNamed(res, 'hub_signed_in');
      expect(hint).toMatchObject({ value: '1' });
      expect(hint!.attributes['max-age']).toBe(String(14 * 86_400));
      expect(hint!.attributes).not.toHaveProperty('httponly');
    });

    it('is __Host-hub_session on any other host: Secure, Path=/ and no Domain', async () => {
      const learner = await registerLearner(server);
      const res = await signIn(learner, { host: HTTPS_HOST });
      expect(cookieNamed(res, 'hub_session')).toBeUndefined();
      const session = cookieNamed(res, '__Host-hub_session');
      expect(session).toBeDefined();
      expect(session!.attributes).toMatchObject({
        'max-age': String(14 * 86_400),
        path: '/',
        httponly: '',
        secure: '',
        samesite: 'Lax',
      });
      expect(session!.attributes).not.toHaveProperty('domain');
      expect(cookieNamed(res, 'hub_signed_in')!.attributes).toHaveProperty('secure');

      const token = session!.value;
      expect((await me(`__Host-hub_session=${token}`, { host: HTTPS_HOST })).statusCode).toBe(200);
      // The unprefixed name can be planted by a sibling subdomain: over HTTPS it does not count.
      expect((await me(`hub_session=${token}`, { host: HTTPS_HOST })).statusCode).toBe(401);
      expect((await me(`__Host-hub_session=${token}`)).statusCode).toBe(401);
    });
  });

  describe('expiry', () => {
    it('ends a session left unused for 14 days', async () => {
      const learner = await registerLearner(server);
      const start = Date.now();
      const token = cookieNamed(await signIn(learner), 'hub_session')!.value;
      expect(Math.abs((await expiresAt(token)) - (start + 14 * DAY))).toBeLessThan(60_000);

      freezeClock(start + 14 * DAY + 60_000);
      const res = await me(`hub_session=${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    });

    it('extends a session in use by 14 days from its last use, and sends the cookie again', async () => {
      const learner = await registerLearner(server);
      const start = Date.now();
      const token = cookieNamed(await signIn(learner), 'hub_session')!.value;

      // Used again within the minutes the last use is recorded to: nothing moves, no cookie is sent.
      freezeClock(start + 60_000);
      const soon = await me(`hub_session=${token}`);
      expect(soon.statusCode).toBe(200);
      expect(soon.headers['set-cookie']).toBeUndefined();

      const used = start + 13 * DAY;
      freezeClock(used);
      const later = await me(`hub_session=${token}`);
      expect(later.statusCode).toBe(200);
      expect(await expiresAt(token)).toBe(used + 14 * DAY);
      const again = cookieNamed(later, 'hub_session');
      expect(again).toMatchObject({ value: token });
      expect(again!.attributes['max-age']).toBe(String(14 * 86_400));
      expect(cookieNamed(later, 'hub_signed_in')!.attributes['max-age']).toBe(String(14 * 86_400));

      // 27 days after sign-in, still in its 14 days since the last use.
      freezeClock(used + 14 * DAY - 60_000);
      expect((await me(`hub_session=${token}`)).statusCode).toBe(200);
    });

    it('ends a session 90 days after sign-in however often it is used', async () => {
      const learner = await registerLearner(server);
      const start = Date.now();
      const token = cookieNamed(await signIn(learner), 'hub_session')!.value;
      for (let day = 10; day <= 80; day += 10) {
        freezeClock(start + day * DAY);
        expect((await me(`hub_session=${token}`)).statusCode, `day ${day}`).toBe(200);
      }
      freezeClock(start + 89 * DAY);
      const lastDay = await me(`hub_session=${token}`);
      expect(lastDay.statusCode).toBe(200);
      // The cookie is sent with what is left of the 90 days, not 14 more.
      const maxAge = Number(cookieNamed(lastDay, 'hub_session')!.attributes['max-age']);
      expect(Math.abs(maxAge - 86_400)).toBeLessThan(120);
      expect(Math.abs((await expiresAt(token)) - (start + 90 * DAY))).toBeLessThan(60_000);

      freezeClock(start + 90 * DAY + 60_000);
      expect((await me(`hub_session=${token}`)).statusCode).toBe(401);
    });
  });

  describe('signing out', () => {
    it('clears the session cookie and the signed-in hint', async () => {
      const learner = await registerLearner(server);
      const token = cookieNamed(await signIn(learner), 'hub_session')!.value;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `hub_session=${token}; hub_signed_in=1` },
      });
      expect(res.statusCode).toBe(204);
      expect(clears(cookieNamed(res, 'hub_session'))).toBe(true);
      expect(clears(cookieNamed(res, 'hub_signed_in'))).toBe(true);
      expect((await me(`hub_session=${token}`)).statusCode).toBe(401);
    });

    it('over HTTPS clears __Host-hub_session with the attributes its prefix requires', async () => {
      const learner = await registerLearner(server);
      const headers = { host: HTTPS_HOST };
      const token = cookieNamed(await signIn(learner, headers), '__Host-hub_session')!.value;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...headers, cookie: `__Host-hub_session=${token}; hub_signed_in=1` },
      });
      expect(res.statusCode).toBe(204);
      const session = cookieNamed(res, '__Host-hub_session');
      expect(clears(session)).toBe(true);
      expect(session!.attributes).toMatchObject({ path: '/', secure: '' });
      expect(session!.attributes).not.toHaveProperty('domain');
      expect(clears(cookieNamed(res, 'hub_signed_in'))).toBe(true);
      expect((await me(`__Host-hub_session=${token}`, headers)).statusCode).toBe(401);
    });

    it('clears both cookies when the account is deleted', async () => {
      const learner = await registerLearner(server);
      const res = await server.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: `${learner.cookie}; hub_signed_in=1` },
        payload: { password: learner.password },
      });
      expect(res.statusCode).toBe(204);
      expect(clears(cookieNamed(res, 'hub_session'))).toBe(true);
      expect(clears(cookieNamed(res, 'hub_signed_in'))).toBe(true);
    });
  });
});

describe('a request that touches a session ended meanwhile', () => {
  it('does not send its cookie again: a sign-out that answered first stays signed out', async () => {
    const learner = await registerLearner(server);
    const token = learner.cookie.split('=')[1]!;
    const row = {
      token_hash: hashToken(token),
      last_seen_at: null,
      session_created_at: new Date().toISOString(),
    };
    await server.database.db.deleteFrom('sessions').where('token_hash', '=', row.token_hash).execute();
    const touched = await touchSession(server.database.db, row);
    expect(touched?.updated).toBe(false);
  });
});

describe('behind a proxy on the same machine that forwards Host: 127.0.0.1', () => {
  it('still sends a Secure __Host- cookie when the app is served over https', async () => {
    const proxied = await buildTestServer({ env: { PUBLIC_URL: 'https://hub.exemplo.com.br' } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { host: '127.0.0.1:3000' },
        payload: {
          name: 'Lia Campos',
          email: `lia${Date.now()}@exemplo.com.br`,
          password: 'senha-segura-123',
        },
      });
      expect(res.statusCode).toBe(201);
      const session = [res.headers['set-cookie']]
        .flat()
        .find((c) => String(c).startsWith('__Host-hub_session='));
      expect(session).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});
