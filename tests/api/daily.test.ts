/** Quiz diário on the real server and database: graded from the content, paid once, capped per day. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { dailySet, parseReviewKey, DAILY_POINTS_CAP, DAILY_POINTS_FIRST } from '../../src/shared/daily-quiz';
import { contentRules } from '../../src/shared/content-rules';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  await server.close();
});

const content = contentRules(
  curriculum.chapters.map((c) => ({
    id: c.id,
    points: c.points,
    checklistIds: [],
    questionIds: c.quiz.map((q) => q.id),
  })),
  [],
);

const send = (cookie: string, events: unknown[]) => sendEvents(server, cookie, events);

function answer(key: string, right: boolean) {
  const { chapterId, questionId } = parseReviewKey(key);
  const q = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.find((x) => x.id === questionId)!;
  return event('daily.answered', { chapterId, questionId, answer: right ? q.answer : (q.answer + 1) % 4 });
}

describe('quiz diário on the server', () => {
  it('grades from the content, pays first answers, and answers a replay as a duplicate', async () => {
    const { cookie } = await registerLearner(server);
    // The daily quiz reviews chapters whose quiz was taken: each takes its quiz (all wrong) first.
    const quizzed = ['1', '2'].map((chapterId) => {
      const asked = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.slice(0, 5);
      return event('quiz.submitted', {
        chapterId,
        questionIds: asked.map((q) => q.id),
        answers: asked.map((q) => (q.answer + 1) % 4),
      });
    });
    const opened = await send(cookie, [
      event('chapter.opened', { chapterId: '1' }),
      event('chapter.opened', { chapterId: '2' }),
      ...quizzed,
    ]);
    const { progress, summary } = opened.snapshot;
    const set = dailySet(progress, summary.today, content, 'America/Sao_Paulo');
    expect(set).toHaveLength(5);
    // Not the questions the chapter quizzes just asked.
    const justAsked = ['1', '2'].flatMap((c) =>
      curriculum.chapters
        .find((x) => x.id === c)!
        .quiz.slice(0, 5)
        .map((q) => `${c}:${q.id}`),
    );
    expect(set.filter((k) => justAsked.includes(k))).toEqual([]);
    const right = answer(set[0]!, true);
    const wrong = answer(set[1]!, false);
    const res = await send(cookie, [right, wrong]);
    expect(res.results.map((r) => [r.status, r.pointsAwarded])).toEqual([
      ['applied', DAILY_POINTS_FIRST],
      ['applied', 0],
    ]);
    expect(res.snapshot.progress.dailyLog[summary.today].set).toEqual(set);
    expect(res.snapshot.progress.review[set[0]!].reps).toBe(1);
    const replay = await send(cookie, [right]);
    expect(replay.results[0]).toMatchObject({ status: 'duplicate', pointsAwarded: 0 });
    expect(replay.snapshot.progress.points).toBe(DAILY_POINTS_FIRST);
  });

  it('stops paying at the daily cap and refuses chapters never opened and unknown questions', async () => {
    const { cookie } = await registerLearner(server);
    const opened = await send(
      cookie,
      curriculum.chapters.slice(0, 3).map((c) => event('chapter.opened', { chapterId: c.id })),
    );
    const keys = curriculum.chapters.slice(0, 3).flatMap((c) => c.quiz.map((q) => `${c.id}:${q.id}`));
    const res = await send(
      cookie,
      keys.map((k) => answer(k, true)),
    );
    const paid = res.results.reduce((sum, r) => sum + r.pointsAwarded, 0);
    expect(paid).toBe(DAILY_POINTS_CAP);
    expect(res.snapshot.progress.dailyLog[opened.snapshot.summary.today].points).toBe(DAILY_POINTS_CAP);

    const q = curriculum.chapters[6]!.quiz[0]!;
    const refused = await send(cookie, [
      event('daily.answered', { chapterId: '7', questionId: q.id, answer: q.answer }),
      event('daily.answered', { chapterId: '1', questionId: 'nao-existe', answer: 0 }),
      event('daily.answered', { chapterId: '1', questionId: curriculum.chapters[0]!.quiz[0]!.id, answer: 9 }),
    ]);
    expect(refused.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refused.results[0]!.error!.message).toBe(
      'Faça o quiz do capítulo antes de revisá-lo no quiz diário.',
    );
    expect(refused.results[1]!.error!.message).toBe('Esta pergunta não existe neste capítulo.');
  });
});
