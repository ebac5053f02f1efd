/**
 * Changing the time zone on the real server and database: the study day follows the zone in force when it
 * began, and a new zone takes effect at the next midnight of that zone, so hopping zones makes no extra day.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { DAILY_POINTS_FIRST, dailySet, parseReviewKey } from '../../src/shared/daily-quiz';
import { contentRules } from '../../src/shared/content-rules';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

const content = contentRules(
  curriculum.chapters.map((c) => ({
    id: c.id,
    points: c.points,
    checklistIds: [],
    questionIds: c.quiz.map((q) => q.id),
  })),
  [],
);

function call(method: 'GET' | 'PATCH', url: string, cookie: string, payload?: object) {
  return server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json();
const patchProfile = (cookie: string, body: object) => call('PATCH', '/api/me/profile', cookie, body);

function answer(key: string, occurredAt?: string) {
  const { chapterId, questionId } = parseReviewKey(key);
  const q = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.find((x) => x.id === questionId)!;
  return event('daily.answered', { chapterId, questionId, answer: q.answer }, occurredAt);
}

/** Opens a chapter and takes its quiz, all wrong: the daily quiz reviews chapters whose quiz was taken. */
function quizzed(chapterId: string) {
  const asked = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.slice(0, 5);
  return [
    event('chapter.opened', { chapterId }),
    event('quiz.submitted', {
      chapterId,
      questionIds: asked.map((q) => q.id),
      answers: asked.map((q) => (q.answer + 1) % 4),
    }),
  ];
}

/** Sets the clock; every request after it happens then. */
const at = (iso: string) => vi.setSystemTime(new Date(iso));

interface Progress {
  activityDays: string[];
  dailyLog: Record<string, { set: string[]; answers: Record<string, boolean> }>;
  pointsByDay: Record<string, number>;
}

describe(`Time zone changes on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('a learner who moves to Tokyo at 23:30 in São Paulo studies one day that hour, with one daily quiz', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 25 November in São Paulo; in Tokyo it is already 11:30 on the 26th.
    at('2026-11-26T02:30:00Z');
    const { cookie } = await registerLearner(server);
    const studied = await sendEvents(server, cookie, [...quizzed('1'), ...quizzed('2')]);
    expect(studied.snapshot.summary.today).toBe('2026-11-25');
    const set = dailySet(studied.snapshot.progress, '2026-11-25', content, 'America/Sao_Paulo');
    const first = await sendEvents<Progress>(server, cookie, [answer(set[0]!)]);
    expect(first.results[0]).toMatchObject({ status: 'applied', pointsAwarded: DAILY_POINTS_FIRST });

    at('2026-11-26T02:35:00Z');
    const changed = await patchProfile(cookie, { timeZone: 'Asia/Tokyo' });
    expect(changed.statusCode).toBe(200);
    // São Paulo stays in force until its midnight; Tokyo waits for it.
    expect(changed.json().user).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Asia/Tokyo',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    });
    expect(changed.json().summary).toMatchObject({ today: '2026-11-25', streak: 1 });

    // Studying again in the same hour is the same day, and the daily quiz goes on with the same set.
    at('2026-11-26T02:40:00Z');
    const again = await sendEvents<Progress>(server, cookie, [
      event('chapter.opened', { chapterId: '3' }),
      answer(set[1]!),
    ]);
    expect(again.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(again.snapshot.summary).toMatchObject({ today: '2026-11-25' });
    expect(again.snapshot.progress.activityDays).toEqual(['2026-11-25']);
    expect(Object.keys(again.snapshot.progress.dailyLog)).toEqual(['2026-11-25']);
    expect((await me(cookie)).summary).toMatchObject({ today: '2026-11-25', streak: 1 });

    // A question answered offline before midnight and sent after it still counts on the 25th.
    const offline = answer(set[2]!, '2026-11-26T02:50:00.000Z');
    at('2026-11-26T03:10:00Z');
    const late = await sendEvents<Progress>(server, cookie, [offline]);
    const { progress } = late.snapshot;
    expect(progress.activityDays).toEqual(['2026-11-25']);
    expect(Object.keys(progress.dailyLog)).toEqual(['2026-11-25']);
    expect(progress.dailyLog['2026-11-25']!.set).toEqual(set);
    expect(Object.keys(progress.dailyLog['2026-11-25']!.answers)).toEqual(set.slice(0, 3));
    expect(progress.pointsByDay).toEqual({ '2026-11-25': 3 * DAILY_POINTS_FIRST });

    // After São Paulo's midnight Tokyo is in force: 12:30 on the 26th there.
    at('2026-11-26T03:30:00Z');
    expect((await me(cookie)).summary).toMatchObject({ today: '2026-11-26', streak: 1 });
    const nextDay = await sendEvents<Progress>(server, cookie, [event('chapter.opened', { chapterId: '1' })]);
    expect(nextDay.snapshot.progress.activityDays).toEqual(['2026-11-25', '2026-11-26']);

    // Noon in São Paulo is already the 27th in Tokyo, and the day counts there.
    at('2026-11-26T15:30:00Z');
    const tokyo = await sendEvents<Progress>(server, cookie, [event('chapter.opened', { chapterId: '2' })]);
    expect(tokyo.snapshot.summary.today).toBe('2026-11-27');
    expect(tokyo.snapshot.progress.activityDays).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect((await me(cookie)).summary).toMatchObject({ today: '2026-11-27', streak: 3 });
  });

  it('going back and forth in one hour never opens a second daily quiz', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-26T02:30:00Z');
    const { cookie } = await registerLearner(server);
    const opened = await sendEvents(server, cookie, [...quizzed('1'), ...quizzed('2')]);
    const set = dailySet(opened.snapshot.progress, '2026-11-25', content, 'America/Sao_Paulo');
    for (const [i, zone] of ['Asia/Tokyo', 'America/Sao_Paulo', 'Pacific/Auckland'].entries()) {
      at(`2026-11-26T02:${40 + i * 5}:00Z`);
      expect((await patchProfile(cookie, { timeZone: zone })).statusCode).toBe(200);
      await sendEvents<Progress>(server, cookie, [answer(set[i]!)]);
    }
    const { progress, summary } = await me(cookie);
    expect(summary.today).toBe('2026-11-25');
    expect(progress.activityDays).toEqual(['2026-11-25']);
    expect(Object.keys(progress.dailyLog)).toEqual(['2026-11-25']);
  });

  it('choosing the zone in force again cancels the change waiting', async () => {
    const { cookie } = await registerLearner(server);
    await patchProfile(cookie, { timeZone: 'Asia/Tokyo' });
    const back = await patchProfile(cookie, { timeZone: 'America/Sao_Paulo' });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: null,
      nextTimeZoneAt: null,
    });
    expect((await me(cookie)).user).toMatchObject({ nextTimeZone: null, nextTimeZoneAt: null });
  });

  it('sets the zone of sign-up at once', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Aiko Tanaka',
        email: `aiko${Date.now()}@exemplo.com.br`,
        password: 'senha-segura-123',
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      timeZone: 'Asia/Tokyo',
      nextTimeZone: null,
      nextTimeZoneAt: null,
    });
  });

  it('refuses a malformed zone in pt-BR and keeps the change waiting', async () => {
    const { cookie } = await registerLearner(server);
    await patchProfile(cookie, { timeZone: 'Asia/Tokyo' });
    for (const timeZone of ['Marte/Olympus_Mons', 'Asia/Tokyo\u0000', 'x'.repeat(65)]) {
      const res = await patchProfile(cookie, { timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().error.message, timeZone).toMatch(/^(Fuso horário|O fuso horário)/);
    }
    expect((await me(cookie)).user).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Asia/Tokyo',
    });
  });

  it('exports the change waiting with the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-26T02:30:00Z');
    const { cookie } = await registerLearner(server);
    await patchProfile(cookie, { timeZone: 'Asia/Tokyo' });
    const res = await call('GET', '/api/me/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Asia/Tokyo',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    });
  });
});
