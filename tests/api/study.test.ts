/**
 * Sections read and quiz attempts drawn from the bank, through the API: the place in a chapter is kept and
 * exported; a section or a question the chapter does not have is refused in pt-BR without costing the batch;
 * an attempt is graded against the bank and never pays twice for the same best.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, event, registerLearner, type TestServer } from '../support/server';
import { auditLearner } from '../../src/server/services/progress-audit';
import { rulesFromCurriculum } from '../../src/server/services/progress';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());

const chapter = curriculum.chapters[2]!;
const send = async (cookie: string, events: unknown[]) =>
  (
    await server.app.inject({ method: 'POST', url: '/api/events', payload: { events }, headers: { cookie } })
  ).json();
const attempt = (questions: typeof chapter.quiz, right: number) =>
  event('quiz.submitted', {
    chapterId: chapter.id,
    questionIds: questions.map((q) => q.id),
    answers: questions.map((q, i) => (i < right ? q.answer : (q.answer + 1) % 4)),
  });

describe('sections and the quiz bank on the server', () => {
  it('keeps the section the learner is on; refuses an unknown one in pt-BR and applies the rest', async () => {
    const { cookie, email } = await registerLearner(server);
    const [first, , third] = chapter.sections;
    const res = await send(cookie, [
      event('section.read', { chapterId: chapter.id, sectionId: first!.id }),
      event('section.read', { chapterId: chapter.id, sectionId: 'nao-existe' }),
      event('section.read', { chapterId: '999', sectionId: first!.id }),
      event('section.read', { chapterId: chapter.id, sectionId: third!.id }),
      event('section.read', { chapterId: chapter.id, sectionId: 'Seção 2' }),
    ]);
    expect(res.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'applied',
      'rejected',
    ]);
    expect(res.results[1].error.message).toBe('Esta seção não existe neste capítulo.');
    expect(res.results[2].error.message).toBe('Este capítulo não existe.');
    expect(res.results[4].error.message).toMatch(/^Evento inválido \(sectionId\)/);
    expect(res.snapshot.progress.sectionAt).toEqual({ [chapter.id]: third!.id });
    expect(res.snapshot.progress.sectionsRead).toEqual({ [chapter.id]: [first!.id, third!.id] });
    expect(res.snapshot.progress.lastChapterId).toBe(chapter.id);

    const exported = (await server.app.inject({ url: '/api/me/export', headers: { cookie } })).json();
    expect(exported.events.filter((e: { type: string }) => e.type === 'section.read')).toHaveLength(2);
    const user = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const who = { id: user.id, timeZone: user.time_zone };
    expect(await auditLearner(server.database.db, who, rulesFromCurriculum(curriculum))).toMatchObject({
      status: 'ok',
    });
  });

  it('grades a draw against the bank, pays only a better best, and refuses a question not in it', async () => {
    const { cookie } = await registerLearner(server);
    const bank = chapter.quiz;
    const res = await send(cookie, [
      attempt(bank.slice(-5), 3),
      attempt(bank.slice(5, 10), 3),
      attempt(bank.slice(0, 5), 5),
      event('quiz.submitted', {
        chapterId: chapter.id,
        questionIds: [...bank.slice(0, 4).map((q) => q.id), 'pergunta-inventada'],
        answers: [0, 0, 0, 0, 0],
      }),
    ]);
    expect(
      res.results.map((r: { status: string; pointsAwarded: number }) => [r.status, r.pointsAwarded]),
    ).toEqual([
      ['applied', 30],
      ['applied', 0],
      ['applied', 20 + chapter.points],
      ['rejected', 0],
    ]);
    expect(res.results[3].error.message).toBe('Esta pergunta não existe no quiz deste capítulo.');
    expect(res.snapshot.progress.points).toBe(50 + chapter.points);
    expect(res.snapshot.progress.quizLast[chapter.id]).toEqual(bank.slice(0, 5).map((q) => q.id));
    const again = await send(cookie, [attempt(bank.slice(-5), 5)]);
    expect(again.results[0].pointsAwarded).toBe(0);
  });
});
