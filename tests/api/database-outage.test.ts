/**
 * The server when PostgreSQL goes away: connections PostgreSQL ends are dropped without taking the process
 * down, requests answer a 503 in pt-BR instead of failing or hanging, /api/health says so quickly (the balancer
 * takes the instance out), and all is well again once the database is back. The database is reached through a
 * TCP proxy in this process, which cuts or freezes the traffic; the machine's PostgreSQL is never touched.
 *
 * PostgreSQL only: the embedded SQLite file cannot become unreachable.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, event, registerLearner, type TestServer } from '../support/server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const PG_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!PG_URL)('when PostgreSQL goes away', () => {
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    const target = new URL(PG_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await buildTestServer({ databaseUrl: (url) => proxy.via(url) });
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  const health = () => server.app.inject({ method: 'GET', url: '/api/health' });

  /** Ends every connection PostgreSQL has open to the test database, as an administrator (or a restart) would. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const name = decodeURIComponent(new URL(server.databaseUrl).pathname.slice(1));
      const ended = await admin.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('survives PostgreSQL ending its idle connections, and serves from new ones at once', async () => {
    // Several requests at once leave several idle connections in the pool.
    expect((await Promise.all([1, 2, 3].map(health))).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await terminateBackends()).toBeGreaterThanOrEqual(1);
    // The pool hears each connection end; without a listener that is an uncaught error that ends the process.
    await sleep(300);
    expect((await health()).statusCode).toBe(200);
  });

  it('survives PostgreSQL ending a connection that a request holds between two queries', async () => {
    await server.database.db.connection().execute(async (connection) => {
      await connection.selectFrom('users').select('id').limit(1).execute();
      await terminateBackends();
      await sleep(300);
      await expect(connection.selectFrom('users').select('id').limit(1).execute()).rejects.toThrow();
    });
    expect((await health()).statusCode).toBe(200);
  });

  it('answers a learner 503 in pt-BR while PostgreSQL refuses connections, and serves again once it is back', async () => {
    const learner = await registerLearner(server);
    await proxy.cut();
    try {
      const health503 = await health();
      expect(health503.statusCode).toBe(503);
      expect(health503.json().error.message).toMatch(/Tente de novo/);

      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: learner.cookie },
        payload: { events: [event('favorite.set', { chapterId: '3', favorite: true })] },
      });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().error).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'Não conseguimos acessar os dados agora. Tente de novo em instantes.',
      });
      expect(sent.headers['retry-after']).toBeDefined();

      const signIn = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: learner.email, password: learner.password },
      });
      expect(signIn.statusCode).toBe(503);
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await health()).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: learner.cookie },
      payload: { events: [event('favorite.set', { chapterId: '3', favorite: true })] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().results[0].status).toBe('applied');
  });

  it('fails /api/health within a couple of seconds when PostgreSQL stops answering, and passes once it answers', async () => {
    expect((await health()).statusCode).toBe(200);
    proxy.freeze();
    try {
      const startedAt = Date.now();
      const frozen = await health();
      expect(frozen.statusCode).toBe(503);
      expect(frozen.json().error.code).toBe('DATABASE_UNAVAILABLE');
      // The check is bounded at 1,5 s; the bound here only has to tell "bounded" from "hangs".
      expect(Date.now() - startedAt).toBeLessThan(5000);
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await health()).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
  });
});
