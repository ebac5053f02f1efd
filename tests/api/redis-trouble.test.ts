/**
 * The server when Redis is unreachable or hangs. Redis only shares rate limits and tells other instances what
 * to forget (decision 012), so its trouble must never turn into errors or slow answers: the address limit falls
 * back to this instance's memory, the invalidation message is given up quickly, and the memory of sessions is
 * switched off as soon as this instance can no longer hear Redis, so what other instances changed is read
 * from the database. Redis is reached through a TCP proxy in this process, which freezes the traffic; the
 * machine's Redis is never touched.
 *
 * Runs when Redis answers at TEST_REDIS_URL (by default redis://127.0.0.1:6379); otherwise says so and skips.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HotCache, INVALIDATION_CHANNEL } from '../../src/server/services/hot-cache';

type SessionRow = Parameters<HotCache['setSession']>[0];
import { hashToken } from '../../src/server/services/sessions';
import { buildTestServer, event, registerLearner, type TestServer } from '../support/server';
import { freePort } from '../support/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { redisAnswers } from '../support/redis';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const redisMissing = !(await redisAnswers(REDIS_URL));
if (redisMissing) console.log(`redis: Redis does not answer at ${REDIS_URL}, so its tests are skipped.`);

const signIn = (server: TestServer, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The time `action` took, with what it returned. */
async function timed<T>(action: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = Date.now();
  const value = await action();
  return { value, ms: Date.now() - startedAt };
}

describe('when Redis is unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port nothing listens on: every connection is refused.
    server = await buildTestServer({
      authRateLimit: 3,
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers sign-in quickly, and still limits each address on this instance alone', async () => {
    const learner = await registerLearner(server);
    const attempts: { status: number; ms: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const { value, ms } = await timed(() => signIn(server, learner.email, 'senha-errada-123'));
      attempts.push({ status: value.statusCode, ms });
    }
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    // A bound far above the expected few milliseconds: only a wait for Redis could reach it.
    for (const { ms } of attempts) expect(ms).toBeLessThan(1500);
  });

  it('applies events quickly', async () => {
    const learner = await registerLearner(server);
    for (let i = 0; i < 3; i++) {
      const { value, ms } = await timed(() =>
        server.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: { cookie: learner.cookie },
          payload: { events: [event('chapter.opened', { chapterId: String(i + 1) })] },
        }),
      );
      expect(value.statusCode).toBe(200);
      expect(ms).toBeLessThan(1500);
    }
  });
});

describe.skipIf(redisMissing)('when Redis stops answering', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    server = await buildTestServer({ env: { REDIS_URL: proxy.via(REDIS_URL) } });
    const deadline = Date.now() + 5000;
    while (!server.app.hotCache.enabled) {
      if (Date.now() > deadline) throw new Error('the memory of sessions never turned on');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('stops trusting its memory within seconds, so a session ended elsewhere is refused; writes stay quick', async () => {
    const ended = await registerLearner(server);
    const writer = await registerLearner(server);
    expect((await me(ended.cookie)).statusCode).toBe(200);
    // Ended behind this instance's back, as another instance does when its message cannot arrive.
    await server.database.db
      .deleteFrom('sessions')
      .where('token_hash', '=', hashToken(ended.cookie.split('=')[1]!))
      .execute();
    expect((await me(ended.cookie)).statusCode).toBe(200);

    proxy.freeze();
    try {
      const frozenAt = Date.now();
      await expect
        .poll(async () => (await me(ended.cookie)).statusCode, { timeout: 8000, interval: 100 })
        .toBe(401);
      // Designed for about 2 s; the bound only tells "seconds" from "until the entry expires" (60 s).
      expect(Date.now() - frozenAt).toBeLessThan(6000);
      expect(server.app.hotCache.enabled).toBe(false);

      for (let i = 0; i < 3; i++) {
        const { value, ms } = await timed(() =>
          server.app.inject({
            method: 'POST',
            url: '/api/events',
            headers: { cookie: writer.cookie },
            payload: { events: [event('chapter.opened', { chapterId: String(i + 1) })] },
          }),
        );
        expect(value.statusCode).toBe(200);
        expect(ms).toBeLessThan(2000);
      }
      const { value: out, ms } = await timed(() =>
        server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: writer.cookie } }),
      );
      expect(out.statusCode).toBe(204);
      expect(ms).toBeLessThan(2000);
    } finally {
      await proxy.restore();
    }
    // Once Redis answers again, the memory is used again, starting empty.
    await expect.poll(() => server.app.hotCache.enabled, { timeout: 5000, interval: 100 }).toBe(true);
    expect((await me(ended.cookie)).statusCode).toBe(401);
  });
});

describe('when Redis comes back after the instance started without it', () => {
  it('subscribes then, before trusting its memory again: an invalidation sent afterwards is heard', async () => {
    if (redisMissing) return;
    const target = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.cut();
    const client = new Redis(proxy.via(REDIS_URL), {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 100,
    });
    client.on('error', () => undefined);
    const cache = new HotCache(client);
    const publisher = new Redis(REDIS_URL);
    try {
      await cache.start();
      expect(cache.enabled).toBe(false);
      await proxy.restore();
      await vi.waitFor(() => expect(cache.enabled).toBe(true), { timeout: 10_000 });
      const row = { id: 'u1', token_hash: 'h1', expires_at: '2999-01-01T00:00:00.000Z' } as SessionRow;
      cache.setSession(row);
      expect(cache.getSession('h1', new Date())).toBe(row);
      // Another instance ends the session: this one must hear it.
      await publisher.publish(INVALIDATION_CHANNEL, 's:h1');
      await vi.waitFor(() => expect(cache.getSession('h1', new Date())).toBeUndefined(), { timeout: 3000 });
    } finally {
      await cache.close();
      client.disconnect();
      publisher.disconnect();
      await proxy.close();
    }
  }, 20_000);
});
