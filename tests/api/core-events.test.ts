/**
 * How the server records learner events: each at most once even within one batch, numbered in the order
 * applied, kept as sent with what they earned, counted no earlier than the session's moving bound, and
 * reflected in the points the leaderboard shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, event, registerLearner, type TestServer } from '../support/server';
import { auditLearner } from '../../src/server/services/progress-audit';
import { rulesFromCurriculum } from '../../src/server/services/progress';
import { hashToken } from '../../src/server/services/sessions';
import { dayKey } from '../../src/shared/days';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());

const rules = rulesFromCurriculum(curriculum);
const DAY = 86_400_000;
const TZ = 'America/Sao_Paulo';
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

function send(cookie: string, events: unknown[]) {
  return server.app.inject({ method: 'POST', url: '/api/events', payload: { events }, headers: { cookie } });
}

async function learnerWithSessionStarted(daysBefore: number) {
  const learner = await registerLearner(server);
  await server.database.db
    .updateTable('sessions')
    .set({ created_at: daysAgo(daysBefore) })
    .where('token_hash', '=', hashToken(learner.cookie.split('=')[1]!))
    .execute();
  return learner;
}

async function userOf(email: string) {
  const row = await server.database.db
    .selectFrom('users')
    .select(['id', 'time_zone'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, timeZone: row.time_zone };
}

describe(`recording learner events on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('the same event twice in one batch is applied once and answered as a duplicate the second time', async () => {
    const learner = await registerLearner(server);
    const completion = event('chapter.completed', { chapterId: '1' });
    const res = await send(learner.cookie, [completion, { ...completion, id: completion.id.toUpperCase() }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: completion.id, status: 'applied', pointsAwarded: 100 },
      { id: completion.id, status: 'duplicate', pointsAwarded: 0 },
    ]);
    expect(res.json().snapshot.progress.points).toBe(100);
  });

  it('numbers events in the order they were applied, with no repeats across batches', async () => {
    const learner = await registerLearner(server);
    await send(learner.cookie, [
      event('chapter.opened', { chapterId: '1' }),
      event('chapter.completed', { chapterId: '1' }),
      event('favorite.set', { chapterId: '1', favorite: true }),
    ]);
    await send(learner.cookie, [
      event('chapter.opened', { chapterId: '2' }),
      event('favorite.set', { chapterId: '1', favorite: false }),
    ]);
    const { id } = await userOf(learner.email);
    const rows = await server.database.db
      .selectFrom('events')
      .select(['seq', 'type'])
      .where('user_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.type)).toEqual([
      'chapter.opened',
      'chapter.completed',
      'favorite.set',
      'chapter.opened',
      'favorite.set',
    ]);
    const seqs = rows.map((r) => Number(r.seq));
    expect(seqs.slice(1).map((s, i) => s - seqs[i]!)).toEqual([1, 1, 1, 1]);
  });

  it('the export lists each event as the learner sent it and what it earned', async () => {
    const learner = await registerLearner(server);
    const chapter = curriculum.chapters[1]!;
    const sentAt = daysAgo(2);
    // Five questions drawn from the end of the bank, as the app sends an attempt.
    const drawn = chapter.quiz.slice(-5);
    const quiz = event('quiz.submitted', {
      chapterId: chapter.id,
      questionIds: drawn.map((q) => q.id),
      answers: drawn.map((q) => q.answer),
    });
    const opened = event('chapter.opened', { chapterId: chapter.id }, sentAt);
    await send(learner.cookie, [{ ...opened, id: opened.id.toUpperCase() }, quiz]);
    const exported = (
      await server.app.inject({ url: '/api/me/export', headers: { cookie: learner.cookie } })
    ).json();
    expect(exported.events).toMatchObject([
      { event_id: opened.id, type: 'chapter.opened', points_awarded: 0, payload: opened },
      { event_id: quiz.id, type: 'quiz.submitted', points_awarded: 50 + chapter.points, payload: quiz },
    ]);
    // The session started now, so the backdated event counted now, while its payload keeps its own date.
    expect(Date.parse(exported.events[0].counted_at)).toBeGreaterThan(Date.parse(sentAt));
  });

  it('within one batch, an event dated before one already applied counts at that one', async () => {
    const learner = await learnerWithSessionStarted(5);
    const twoDaysAgo = daysAgo(2);
    const res = await send(learner.cookie, [
      event('chapter.opened', { chapterId: '1' }, twoDaysAgo),
      event('chapter.opened', { chapterId: '2' }, daysAgo(4)),
    ]);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect(res.json().snapshot.progress.activityDays).toEqual([dayKey(twoDaysAgo, TZ)]);
    const user = await userOf(learner.email);
    expect(await auditLearner(server.database.db, user, rules)).toMatchObject({ status: 'ok', events: 2 });
  });

  it('the leaderboard shows the points the learner earned', async () => {
    const learner = await registerLearner(server, 'Carla Mendes');
    await send(learner.cookie, [
      event('chapter.completed', { chapterId: '1' }),
      event('chapter.completed', { chapterId: '4' }),
    ]);
    const board = (
      await server.app.inject({ url: '/api/leaderboard', headers: { cookie: learner.cookie } })
    ).json();
    expect(board.entries.find((e: { isMe: boolean }) => e.isMe)).toMatchObject({
      name: 'Carla M.',
      points: 250,
    });
  });
});
