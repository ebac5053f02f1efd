/**
 * Sessions and /api/me bodies kept in memory (decision 012): what the learner changes shows at once, what ends
 * a session ends it at once, and writes never trust the memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/services/sessions';
import { buildTestServer, event, registerLearner, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  await server.close();
});

const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const send = (cookie: string, events: unknown[]) =>
  server.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: { events } });

describe('what the server keeps in memory', () => {
  it('answers /api/me from memory until the learner’s progress or profile changes, then with the new state', async () => {
    const { cookie } = await registerLearner(server);
    const first = await me(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect((await me(cookie)).body).toBe(first.body);

    expect((await send(cookie, [event('favorite.set', { chapterId: '3', favorite: true })])).statusCode).toBe(
      200,
    );
    expect((await me(cookie)).json().progress.favorites).toEqual(['3']);

    const renamed = await server.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { name: 'Maria Aparecida' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(cookie)).json().user.name).toBe('Maria Aparecida');
  });

  it('answers 304 without a body to the tag of the snapshot the app holds, and the new snapshot once it changed', async () => {
    const { cookie } = await registerLearner(server);
    const first = await me(cookie);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await server.app.inject({ url: '/api/me', headers: { cookie, 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    await send(cookie, [event('favorite.set', { chapterId: '2', favorite: true })]);
    const changed = await server.app.inject({ url: '/api/me', headers: { cookie, 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().progress.favorites).toEqual(['2']);
    expect(changed.json().rev).toBe(first.json().rev + 1);
  });

  it('ends a session at once on sign-out', async () => {
    const { cookie } = await registerLearner(server);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses events from a session that no longer exists even while memory still has it, storing nothing', async () => {
    const { cookie } = await registerLearner(server);
    expect((await me(cookie)).statusCode).toBe(200);
    // Deleted behind the server's back (as another instance whose message has not arrived yet would).
    await server.database.db
      .deleteFrom('sessions')
      .where('token_hash', '=', hashToken(cookie.split('=')[1]!))
      .execute();
    const res = await send(cookie, [event('chapter.completed', { chapterId: '1' })]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    const stored = await server.database.db.selectFrom('events').select('event_id').execute();
    expect(stored.some((e) => e.event_id === res.json().results?.[0]?.id)).toBe(false);
  });

  it('dates events against the stored last sync, not a copy in memory', async () => {
    const { cookie } = await registerLearner(server);
    const now = Date.now();
    const sync = await send(cookie, [event('favorite.set', { chapterId: '2', favorite: true })]);
    expect(sync.statusCode).toBe(200);
    // An event dated an hour before the last sync counts at the sync, never earlier.
    const backdated = event('chapter.opened', { chapterId: '2' }, new Date(now - 3_600_000).toISOString());
    expect((await send(cookie, [backdated])).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom('events')
      .select('counted_at')
      .where('event_id', '=', backdated.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.counted_at!)).toBeGreaterThanOrEqual(now - 1000);
  });
});
