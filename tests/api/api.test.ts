import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, event, registerLearner, type TestServer } from '../support/server';
import { DEMO_LEARNER } from '../../src/server/db/seed';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ seed: true });
});
afterAll(async () => server?.close());

const chapter = curriculum.chapters[1]!; // chapter "2"
// An attempt sent without its questions answers the bank's first five (the app before the bank sent these).
const rightAnswers = chapter.quiz.slice(0, 5).map((q) => q.answer);
const wrong = (a: number) => (a + 1) % 4;

function post(url: string, payload: unknown, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

describe(`API on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers health and the OpenAPI document', async () => {
    expect((await server.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const doc = (await server.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/events', '/api/me']),
    );
  });

  describe('accounts', () => {
    it('registers a learner with an HttpOnly, SameSite=Lax session cookie and an empty progress', async () => {
      const res = await post('/api/auth/register', {
        name: 'João Pereira',
        email: 'Joao@Exemplo.com.br',
        password: 'senha-forte-1',
      });
      expect(res.statusCode).toBe(201);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/hub_session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(res.json().user.email).toBe('joao@exemplo.com.br');
      expect(res.json().progress.points).toBe(0);
      expect(res.json().summary.level).toBe(1);
    });

    it('refuses a second account with the same e-mail, in pt-BR', async () => {
      const res = await post('/api/auth/register', {
        name: 'Outro João',
        email: 'joao@exemplo.com.br',
        password: 'senha-forte-2',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Já existe uma conta com este e-mail. Tente entrar.');
    });

    it('explains bad sign-up input in pt-BR', async () => {
      const short = await post('/api/auth/register', {
        name: 'Ana',
        email: 'ana@exemplo.com.br',
        password: '123',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('A senha precisa ter pelo menos 8 caracteres.');
      const email = await post('/api/auth/register', { name: 'Ana', email: 'ana', password: '12345678' });
      expect(email.json().error.message).toBe('Informe um e-mail válido.');
    });

    it('rejects a wrong password without saying which part was wrong', async () => {
      const wrongPassword = await post('/api/auth/login', {
        email: DEMO_LEARNER.email,
        password: 'errada-123',
      });
      const unknown = await post('/api/auth/login', {
        email: 'ninguem@exemplo.com.br',
        password: 'errada-123',
      });
      for (const res of [wrongPassword, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.message).toBe('E-mail ou senha incorretos.');
      }
    });

    it('rotates the session at login and deletes it at logout', async () => {
      const learner = await registerLearner(server);
      const login = await post(
        '/api/auth/login',
        { email: learner.email, password: learner.password },
        learner.cookie,
      );
      expect(login.statusCode).toBe(200);
      const fresh = String(login.headers['set-cookie']).split(';')[0]!;
      expect(fresh).not.toBe(learner.cookie);
      expect(
        (await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } })).statusCode,
      ).toBe(401);
      expect((await server.app.inject({ url: '/api/me', headers: { cookie: fresh } })).statusCode).toBe(200);
      expect((await post('/api/auth/logout', {}, fresh)).statusCode).toBe(204);
      const after = await server.app.inject({ url: '/api/me', headers: { cookie: fresh } });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    });

    it('stores sessions hashed, never the token itself', async () => {
      const learner = await registerLearner(server);
      const token = learner.cookie.split('=')[1]!;
      const rows = await server.database.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('seeds the demo learner: 1.250 points, level 3, chapters 1 and 3, a 7-day streak', async () => {
      const res = await post('/api/auth/login', {
        email: DEMO_LEARNER.email,
        password: DEMO_LEARNER.password,
      });
      const body = res.json();
      expect(body.progress.points).toBe(1250);
      expect(body.summary.level).toBe(3);
      expect(Object.keys(body.progress.completedChapters).sort()).toEqual(['1', '3']);
      expect(body.summary.streak).toBe(7);
      // The chapters she completed were read to the end (a chapter's section list shows them all read).
      for (const id of ['1', '3']) {
        const sections = curriculum.chapters.find((c) => c.id === id)!.sections.map((s) => s.id);
        expect(body.progress.sectionsRead[id]).toEqual(expect.arrayContaining(sections));
      }
      expect(body.progress.sectionsRead['2']).toBeUndefined();
    });
  });

  describe('learner events', () => {
    it('awards chapter points once when the same event is sent twice', async () => {
      const learner = await registerLearner(server);
      const e = event('chapter.completed', { chapterId: chapter.id });
      const first = await post('/api/events', { events: [e] }, learner.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json().results[0]).toMatchObject({ status: 'applied', pointsAwarded: chapter.points });
      const again = await post('/api/events', { events: [e, e] }, learner.cookie);
      expect(again.json().results.map((r: { status: string }) => r.status)).toEqual([
        'duplicate',
        'duplicate',
      ]);
      expect(again.json().snapshot.progress.points).toBe(chapter.points);
    });

    it('awards points once when two completions of the same chapter arrive at the same moment', async () => {
      const learner = await registerLearner(server);
      const sends = Array.from({ length: 6 }, () =>
        post(
          '/api/events',
          { events: [event('chapter.completed', { chapterId: chapter.id })] },
          learner.cookie,
        ),
      );
      const results = await Promise.all(sends);
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const awarded = results.reduce((n, r) => n + r.json().results[0].pointsAwarded, 0);
      expect(awarded).toBe(chapter.points);
      const me = await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } });
      expect(me.json().progress.points).toBe(chapter.points);
    });

    it('grades the quiz from the content and never from numbers the client sends', async () => {
      const learner = await registerLearner(server);
      const cheat = await post(
        '/api/events',
        {
          events: [
            { ...event('quiz.submitted', { chapterId: chapter.id, answers: rightAnswers }), points: 9999 },
          ],
        },
        learner.cookie,
      );
      expect(cheat.statusCode).toBe(200);
      expect(cheat.json().results[0]).toMatchObject({ status: 'rejected', pointsAwarded: 0 });
      expect(cheat.json().snapshot.progress.points).toBe(0);
      const answers = rightAnswers.map((a, i) => (i < 4 ? a : wrong(a))); // 4 of 5 right: 80%, passes
      const res = await post(
        '/api/events',
        { events: [event('quiz.submitted', { chapterId: chapter.id, answers })] },
        learner.cookie,
      );
      expect(res.json().results[0].pointsAwarded).toBe(40 + chapter.points);
      const progress = res.json().snapshot.progress;
      expect(progress.quizBests[chapter.id]).toMatchObject({ correct: 4, total: 5 });
      expect(progress.completedChapters[chapter.id]).toBeDefined();
    });

    it('a quiz retaken with the same score earns nothing; a better one earns only the difference', async () => {
      const learner = await registerLearner(server);
      const three = rightAnswers.map((a, i) => (i < 3 ? a : wrong(a)));
      const send = (answers: number[]) =>
        post(
          '/api/events',
          { events: [event('quiz.submitted', { chapterId: chapter.id, answers })] },
          learner.cookie,
        );
      expect((await send(three)).json().results[0].pointsAwarded).toBe(30);
      expect((await send(three)).json().results[0].pointsAwarded).toBe(0);
      const perfect = (await send(rightAnswers)).json();
      expect(perfect.results[0].pointsAwarded).toBe(20 + chapter.points);
      expect(perfect.snapshot.progress.points).toBe(50 + chapter.points);
      expect(perfect.snapshot.summary.achievements.map((a: { name: string }) => a.name)).toContain(
        'Gabaritou',
      );
    });

    it('rejects what the content cannot accept, applies the rest, and stays 200', async () => {
      const learner = await registerLearner(server);
      const res = await post(
        '/api/events',
        {
          events: [
            event('quiz.submitted', { chapterId: chapter.id, answers: [0, 1] }),
            event('checklist.set', { chapterId: chapter.id, itemId: 'item-que-nao-existe', done: true }),
            event('checklist.set', { chapterId: chapter.id, itemId: chapter.checklist[0]!.id, done: true }),
            event('favorite.set', { chapterId: chapter.id, favorite: true }),
            event('insight.read', { insightId: curriculum.insights[0]!.id }),
          ],
        },
        learner.cookie,
      );
      expect(res.statusCode).toBe(200);
      const statuses = res.json().results.map((r: { status: string }) => r.status);
      expect(statuses).toEqual(['rejected', 'rejected', 'applied', 'applied', 'applied']);
      expect(res.json().results[0].error.message).toBe('O quiz tem 5 perguntas; responda todas.');
      const p = res.json().snapshot.progress;
      expect(p.checklist[chapter.id]).toEqual([chapter.checklist[0]!.id]);
      expect(p.favorites).toEqual([chapter.id]);
      expect(p.insightsRead).toEqual([curriculum.insights[0]!.id]);
      expect(p.points).toBe(0);
    });

    it('keeps the same progress for the learner on a second device', async () => {
      const learner = await registerLearner(server);
      await post('/api/events', { events: [event('chapter.completed', { chapterId: '1' })] }, learner.cookie);
      const laptop = await post('/api/auth/login', { email: learner.email, password: learner.password });
      expect(laptop.json().progress.completedChapters['1']).toBeDefined();
      expect(laptop.json().progress.points).toBe(curriculum.chapters[0]!.points);
    });

    it('needs a session', async () => {
      const res = await post('/api/events', { events: [event('chapter.completed', { chapterId: '1' })] });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('bad input never makes the server answer 500', () => {
    const batches: [string, unknown][] = [
      ['empty object', {}],
      ['no events', { events: [] }],
      [
        'too many events',
        { events: Array.from({ length: 101 }, () => event('chapter.opened', { chapterId: '1' })) },
      ],
      ['events not a list', { events: 'muitos' }],
      ['an event that is not an object', { events: [1] }],
      ['null', null],
      ['array', [1, 2, 3]],
    ];
    it.each(batches)('POST /api/events with %s → 4xx with a pt-BR message', async (_, body) => {
      const learner = await registerLearner(server);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toEqual(expect.any(String));
    });

    const badEvents: [string, unknown][] = [
      ['unknown type', { ...event('x', {}), type: 'points.add' }],
      ['bad uuid', { ...event('chapter.opened', { chapterId: '1' }), id: '123' }],
      ['bad date', event('chapter.opened', { chapterId: '1' }, 'ontem')],
      ['chapter 11', event('chapter.completed', { chapterId: '11' })],
      ['answer 7', event('quiz.submitted', { chapterId: '1', answers: [7, 0, 0, 0, 0] })],
      ['string answers', event('quiz.submitted', { chapterId: '1', answers: 'abc' })],
      ['deep nesting', { a: { b: { c: { d: [] } } } }],
    ];
    it.each(badEvents)(
      'an event with %s is rejected on its own with a pt-BR reason, and the valid one beside it is applied',
      async (_, bad) => {
        const learner = await registerLearner(server);
        const good = event('chapter.completed', { chapterId: '1' });
        const res = await post('/api/events', { events: [bad, good] }, learner.cookie);
        expect(res.statusCode).toBe(200);
        const [first, second] = res.json().results;
        expect(first.status).toBe('rejected');
        expect(first.error.message).toMatch(/^(Evento inválido|Este capítulo não existe)/);
        expect(second).toMatchObject({ id: good.id, status: 'applied' });
        expect(res.json().snapshot.progress.points).toBe(curriculum.chapters[0]!.points);
      },
    );

    it.each([
      ['/api/auth/login', '{"email": '],
      ['/api/auth/register', 'não é json'],
      ['/api/events', '{}}'],
    ])('malformed JSON to %s → 400', async (url, payload) => {
      const res = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('O corpo da requisição não é um JSON válido.');
    });

    it('a wrong content type and an oversized body are 4xx', async () => {
      const text = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'oi',
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      const big = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(400_000), email: 'a@b.co', password: '12345678' }),
      });
      expect(big.statusCode).toBe(413);
    });

    it('an unknown API route is a JSON 404', async () => {
      const res = await server.app.inject('/api/nao-existe');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('the learner’s data', () => {
    it('exports everything and deletes the account with the password', async () => {
      const learner = await registerLearner(server);
      await post('/api/events', { events: [event('chapter.completed', { chapterId: '1' })] }, learner.cookie);
      const exp = await server.app.inject({ url: '/api/me/export', headers: { cookie: learner.cookie } });
      expect(exp.json().events).toHaveLength(1);
      expect(exp.json().events[0].payload).toMatchObject({ type: 'chapter.completed', chapterId: '1' });
      const del = (password: string) =>
        server.app.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { cookie: learner.cookie },
          payload: { password },
        });
      expect((await del('errada')).statusCode).toBe(401);
      expect((await del(learner.password)).statusCode).toBe(204);
      expect(
        (await post('/api/auth/login', { email: learner.email, password: learner.password })).statusCode,
      ).toBe(401);
    });

    it('lists the leaderboard with display names only, marking the learner', async () => {
      const learner = await registerLearner(server, 'Beatriz Oliveira Santos');
      const board = (
        await server.app.inject({ url: '/api/leaderboard', headers: { cookie: learner.cookie } })
      ).json();
      expect(board.entries[0]).toMatchObject({
        rank: 1,
        name: 'Ana S.',
        points: 1250,
        level: 3,
        isMe: false,
      });
      expect(board.entries.find((e: { isMe: boolean }) => e.isMe)?.name).toBe('Beatriz S.');
    });
  });
});

describe('sign-in rate limit', () => {
  it('slows down repeated attempts with a pt-BR message', async () => {
    const limited = await buildTestServer({ authRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@exemplo.com.br', password: 'errada-123' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos?/);
    } finally {
      await limited.close();
    }
  });
});
