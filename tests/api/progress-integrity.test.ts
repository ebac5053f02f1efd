/**
 * Progress that cannot be lost or forged: per-event answers, event times bounded by what the server knows,
 * ids compared case-insensitively, payloads kept so a learner's state can be rebuilt, and a stored row that
 * cannot be read is never replaced by an empty one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, event, registerLearner, type TestServer } from '../support/server';
import { DEMO_LEARNER } from '../../src/server/db/seed';
import { auditLearner } from '../../src/server/services/progress-audit';
import { rulesFromCurriculum } from '../../src/server/services/progress';
import { hashToken } from '../../src/server/services/sessions';
import { dayKey } from '../../src/shared/days';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ seed: true });
});
afterAll(async () => server?.close());

const rules = rulesFromCurriculum(curriculum);
const DAY = 86_400_000;
const TZ = 'America/Sao_Paulo';
const daysAgo = (n: number, from = Date.now()) => new Date(from - n * DAY).toISOString();

function send(cookie: string, events: unknown[]) {
  return server.app.inject({ method: 'POST', url: '/api/events', payload: { events }, headers: { cookie } });
}
const me = (cookie: string) => server.app.inject({ url: '/api/me', headers: { cookie } });
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

async function learnerWithSessionStarted(daysBefore: number) {
  const learner = await registerLearner(server);
  await server.database.db
    .updateTable('sessions')
    .set({ created_at: daysAgo(daysBefore) })
    .where('token_hash', '=', hashToken(tokenOf(learner.cookie)))
    .execute();
  return learner;
}

async function userIdOf(email: string) {
  const row = await server.database.db
    .selectFrom('users')
    .select(['id', 'time_zone'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, timeZone: row.time_zone };
}

describe(`progress integrity on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('event time', () => {
    it('a script cannot backfill a streak: events dated before the session started count today', async () => {
      const learner = await registerLearner(server);
      const backdated = Array.from({ length: 15 }, (_, i) =>
        event('chapter.opened', { chapterId: String((i % 10) + 1) }, daysAgo(15 - i)),
      );
      const res = await send(learner.cookie, backdated);
      expect(res.json().results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
      const { progress, summary } = res.json().snapshot;
      expect(progress.activityDays).toEqual([dayKey(new Date(), TZ)]);
      expect(summary.streak).toBe(1);
    });

    it('offline study after the last sync still counts on its own day', async () => {
      const learner = await learnerWithSessionStarted(5);
      const dates = [daysAgo(3), daysAgo(2), daysAgo(1)];
      const res = await send(
        learner.cookie,
        dates.map((d, i) => event('chapter.opened', { chapterId: String(i + 1) }, d)),
      );
      expect(res.json().snapshot.progress.activityDays).toEqual(dates.map((d) => dayKey(d, TZ)));
    });

    it('an event dated before the last one applied from the session counts at that last one', async () => {
      const learner = await learnerWithSessionStarted(5);
      const twoDaysAgo = daysAgo(2);
      await send(learner.cookie, [event('chapter.opened', { chapterId: '1' }, twoDaysAgo)]);
      const res = await send(learner.cookie, [event('chapter.opened', { chapterId: '2' }, daysAgo(4))]);
      expect(res.json().snapshot.progress.activityDays).toEqual([dayKey(twoDaysAgo, TZ)]);
      const row = await server.database.db
        .selectFrom('sessions')
        .select('synced_at')
        .where('token_hash', '=', hashToken(tokenOf(learner.cookie)))
        .executeTakeFirstOrThrow();
      expect(row.synced_at).toBe(twoDaysAgo);
    });

    it('an event dated in the future counts now', async () => {
      const learner = await registerLearner(server);
      const future = new Date(Date.now() + 3 * DAY).toISOString();
      const res = await send(learner.cookie, [event('chapter.completed', { chapterId: '1' }, future)]);
      const completedAt = Date.parse(res.json().snapshot.progress.completedChapters['1']);
      expect(completedAt).toBeLessThanOrEqual(Date.now());
      expect(res.json().snapshot.progress.activityDays).toEqual([dayKey(new Date(), TZ)]);
    });
  });

  describe('event ids', () => {
    it('the same id in upper case is the same event, applied once', async () => {
      const learner = await registerLearner(server);
      const quiz = curriculum.chapters[0]!;
      const e = event('quiz.submitted', {
        chapterId: quiz.id,
        answers: quiz.quiz.slice(0, 5).map((q) => q.answer),
      });
      const first = await send(learner.cookie, [e]);
      expect(first.json().results[0].status).toBe('applied');
      const replay = await send(learner.cookie, [{ ...e, id: e.id.toUpperCase() }]);
      expect(replay.json().results[0]).toMatchObject({ id: e.id, status: 'duplicate', pointsAwarded: 0 });
      expect(replay.json().snapshot.progress.quizAttempts).toBe(1);
    });
  });

  describe('history and audit', () => {
    it('keeps each event’s payload, and rebuilding the learner from them gives the stored state', async () => {
      const learner = await registerLearner(server);
      const chapter = curriculum.chapters[2]!;
      const answers = chapter.quiz.slice(0, 5).map((q, i) => (i === 0 ? (q.answer + 1) % 4 : q.answer));
      await send(learner.cookie, [
        event('chapter.opened', { chapterId: chapter.id }),
        event('quiz.submitted', { chapterId: chapter.id, answers }),
        event('checklist.set', { chapterId: chapter.id, itemId: chapter.checklist[0]!.id, done: true }),
        event('favorite.set', { chapterId: chapter.id, favorite: true }),
      ]);
      await send(learner.cookie, [
        event('favorite.set', { chapterId: chapter.id, favorite: false }),
        event('insight.read', { insightId: curriculum.insights[1]!.id }),
      ]);
      const user = await userIdOf(learner.email);
      const rows = await server.database.db
        .selectFrom('events')
        .select(['payload', 'counted_at'])
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.payload && r.counted_at)).toBe(true);
      expect(await auditLearner(server.database.db, user, rules)).toMatchObject({ status: 'ok', events: 6 });
    });

    it('the demo learner is auditable from its seeded baseline', async () => {
      const user = await userIdOf(DEMO_LEARNER.email);
      expect(await auditLearner(server.database.db, user, rules)).toMatchObject({ status: 'ok' });
    });

    it('reports a stored state that its events do not explain', async () => {
      const learner = await registerLearner(server);
      await send(learner.cookie, [event('chapter.completed', { chapterId: '1' })]);
      const user = await userIdOf(learner.email);
      const forged = { ...(await me(learner.cookie)).json().progress, points: 5000 };
      await server.database.db
        .updateTable('progress')
        .set({ state: JSON.stringify(forged), points: 5000 })
        .where('user_id', '=', user.id)
        .execute();
      const result = await auditLearner(server.database.db, user, rules);
      expect(result.status).toBe('mismatch');
      expect(result.status === 'mismatch' && result.differences.join()).toMatch(/^points: guardado 5000/);
    });

    it('a stored row that fails its schema is never replaced by an empty state', async () => {
      const learner = await registerLearner(server);
      await send(learner.cookie, [event('chapter.completed', { chapterId: '1' })]);
      const user = await userIdOf(learner.email);
      const broken = JSON.stringify({ points: 'muitos', completedChapters: { '1': 'ontem' } });
      await server.database.db
        .updateTable('progress')
        .set({ state: broken })
        .where('user_id', '=', user.id)
        .execute();

      const read = await me(learner.cookie);
      expect(read.statusCode).toBe(503);
      expect(read.json().error.message).toMatch(/Nada foi perdido/);
      const write = await send(learner.cookie, [event('chapter.completed', { chapterId: '2' })]);
      expect(write.statusCode).toBe(503);

      const row = await server.database.db
        .selectFrom('progress')
        .select('state')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe(broken);
      const audit = await auditLearner(server.database.db, user, rules);
      expect(audit.status).toBe('unreadable-row');
      expect(audit.status === 'unreadable-row' && audit.rebuilt.completedChapters['1']).toBeTruthy();
    });
  });
});
