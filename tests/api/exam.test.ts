/**
 * Prova final and the certificate on the real server and database: the certificate needs every chapter's quiz
 * passed, the final project and the exam; the exam is drawn, timed, saved answer by answer and graded on the
 * server, with a wait after a failed attempt; league points come only from answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { readyPlan } from '../support/capstone';
import { earnCertificate, passAllQuizzes as passEveryQuiz } from '../support/certificate';
import { loadExamBank } from '../../src/content/exam-load';
import { EXAM_POINTS, EXAM_PROJECT, EXAM_SIZE, type ExamStatus } from '../../src/shared/exam';
import { weekOf } from '../../src/shared/league';

const bank = loadExamBank(curriculum);
let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}
const call = (cookie: string, options: Call) => server.app.inject({ ...options, headers: { cookie } });
const status = async (cookie: string) => (await call(cookie, { url: '/api/exam' })).json() as ExamStatus;
const start = (cookie: string) => call(cookie, { method: 'POST', url: '/api/exam/attempts' });
const answer = (cookie: string, attemptId: string, questionId: string, choice: unknown) =>
  call(cookie, {
    method: 'PUT',
    url: `/api/exam/attempts/${attemptId}/answers/${questionId}`,
    payload: { answer: choice },
  });
const finish = (cookie: string, attemptId: string) =>
  call(cookie, { method: 'POST', url: `/api/exam/attempts/${attemptId}/finish` });
const issue = (cookie: string) => call(cookie, { method: 'POST', url: '/api/me/certificate' });

/** Every chapter's quiz answered right (the first five of each bank, as an older app sends them). */
const passAllQuizzes = (cookie: string) => passEveryQuiz(server, cookie);
const key = (id: string) => bank.byId.get(id)!.answer;
const wrong = (id: string) => (key(id) + 1) % 4;

async function userId(cookie: string): Promise<string> {
  return ((await call(cookie, { url: '/api/me' })).json() as { user: { id: string } }).user.id;
}
async function leaguePoints(id: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('league_members')
    .select('points')
    .where('user_id', '=', id)
    .where('week', '=', weekOf(new Date()))
    .executeTakeFirst();
  return row?.points ?? 0;
}
/** Answers the attempt: the first `right` questions right, the others wrong. */
async function answerAll(cookie: string, attempt: NonNullable<ExamStatus['attempt']>, right: number) {
  for (const [i, q] of attempt.questions.entries()) {
    const res = await answer(cookie, attempt.id, q.id, i < right ? key(q.id) : wrong(q.id));
    expect(res.statusCode).toBe(200);
  }
}

describe('the certificate and the final exam', () => {
  it('ten taps on "Marcar como concluído" give the chapters’ points, no certificate and no league points', async () => {
    const { cookie } = await registerLearner(server);
    const res = await sendEvents(
      server,
      cookie,
      curriculum.chapters.map((c) => event('chapter.completed', { chapterId: c.id })),
    );
    const total = curriculum.chapters.reduce((sum, c) => sum + c.points, 0);
    expect(res.snapshot.progress.points).toBe(total);

    const refused = await issue(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `Para emitir o certificado, falta passar nos quizzes dos capítulos ${new Intl.ListFormat('pt-BR', {
        type: 'conjunction',
      }).format(
        curriculum.chapters.map((c) => String(c.number)),
      )} (70% ou mais), concluir o projeto final e ser aprovado na prova final.`,
    );
    const exam = await status(cookie);
    expect(exam.state).toBe('locked');
    expect(exam.requirements.quizzes).toMatchObject({ passed: 0, total: curriculum.chapters.length });
    const locked = await start(cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toMatch(
      /^A prova final abre quando você passar nos quizzes de todos os capítulos/,
    );
    expect(await leaguePoints(await userId(cookie))).toBe(0);
  });

  it('opens once every quiz is passed: 30 questions across the course, without keys, resumed where left', async () => {
    const { cookie } = await registerLearner(server);
    const quizzes = await passAllQuizzes(cookie);
    // Answering counts in the league: the quizzes' points, the chapters’ included.
    expect(await leaguePoints(await userId(cookie))).toBe(quizzes.snapshot.progress.points);

    expect((await status(cookie)).state).toBe('ready');
    const started = await start(cookie);
    expect(started.statusCode).toBe(201);
    const { attempt } = started.json() as ExamStatus;
    expect(attempt!.questions).toHaveLength(EXAM_SIZE);
    expect(new Set(attempt!.questions.map((q) => q.id)).size).toBe(EXAM_SIZE);
    for (const c of curriculum.chapters)
      expect(attempt!.questions.filter((q) => q.topic === c.id).length).toBeGreaterThanOrEqual(2);
    expect(attempt!.questions.filter((q) => q.topic === EXAM_PROJECT)).toHaveLength(2);
    // No key, no explanation, anywhere in the answer.
    expect(started.body).not.toMatch(/"answer"|"explanation"/);
    expect(Date.parse(attempt!.deadline) - Date.parse(attempt!.startedAt)).toBe(60 * 60_000);

    const [q1, q2] = attempt!.questions;
    expect((await answer(cookie, attempt!.id, q1!.id, 2)).statusCode).toBe(200);
    expect((await answer(cookie, attempt!.id, q1!.id, 3)).json()).toMatchObject({ answer: 3, answered: 1 });
    expect((await answer(cookie, attempt!.id, q2!.id, 0)).json()).toMatchObject({ answered: 2, total: 30 });

    // A second tap, another tab or a reopened app: the same attempt, with what was saved.
    const again = await start(cookie);
    expect(again.statusCode).toBe(200);
    const resumed = (again.json() as ExamStatus).attempt!;
    expect(resumed.id).toBe(attempt!.id);
    expect(resumed.questions.map((q) => q.id)).toEqual(attempt!.questions.map((q) => q.id));
    expect(resumed.answers).toEqual({ [q1!.id]: 3, [q2!.id]: 0 });
    expect((await status(cookie)).attempt!.answers).toEqual({ [q1!.id]: 3, [q2!.id]: 0 });
  });

  it('refuses answers outside the attempt, malformed, for someone else’s attempt or after it ended, in pt-BR', async () => {
    const { cookie } = await registerLearner(server);
    await passAllQuizzes(cookie);
    const { attempt } = (await start(cookie)).json() as ExamStatus;
    const inAttempt = new Set(attempt!.questions.map((q) => q.id));
    const outside = [...bank.byId.keys()].find((id) => !inAttempt.has(id))!;

    const notIn = await answer(cookie, attempt!.id, outside, 0);
    expect(notIn.statusCode).toBe(422);
    expect(notIn.json().error.message).toBe('Esta pergunta não faz parte da sua prova.');
    for (const bad of [4, -1, 1.5, '1', null]) {
      const res = await answer(cookie, attempt!.id, attempt!.questions[0]!.id, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await answer(cookie, 'nao-e-tentativa', attempt!.questions[0]!.id, 0)).statusCode).toBe(400);
    const other = await registerLearner(server, 'Outra Pessoa');
    const foreign = await answer(other.cookie, attempt!.id, attempt!.questions[0]!.id, 0);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Esta tentativa da prova não existe.');

    // The clock runs out: a later answer is refused and the attempt is graded with what was saved.
    await answer(cookie, attempt!.id, attempt!.questions[0]!.id, key(attempt!.questions[0]!.id));
    await server.database.db
      .updateTable('exam_attempts')
      .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', attempt!.id)
      .execute();
    const late = await answer(cookie, attempt!.id, attempt!.questions[1]!.id, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(
      /^O tempo da prova acabou às \d\d:\d\d: ela foi corrigida com as respostas salvas até lá\.$/,
    );
    const after = await status(cookie);
    expect(after.state).toBe('waiting');
    expect(after.last).toMatchObject({ endedBy: 'time', correct: 1, total: 30, percent: 3, passed: false });
    // A replayed answer to the finished attempt changes nothing.
    const replay = await answer(cookie, attempt!.id, attempt!.questions[0]!.id, 1);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(
      'Esta tentativa da prova já terminou: respostas não mudam mais.',
    );
  });

  it('a failed attempt shows what to review without keys, and the next one opens 24 hours later with new questions', async () => {
    const { cookie } = await registerLearner(server);
    await passAllQuizzes(cookie);
    const { attempt } = (await start(cookie)).json() as ExamStatus;
    await answerAll(cookie, attempt!, 23); // 77 %: one short of 80 %
    const handed = await finish(cookie, attempt!.id);
    expect(handed.statusCode).toBe(200);
    const failed = handed.json() as ExamStatus;
    expect(failed.state).toBe('waiting');
    expect(failed.last).toMatchObject({ correct: 23, percent: 77, passed: false, endedBy: 'learner' });
    expect(failed.last!.items.filter((i) => !i.correct)).toHaveLength(7);
    for (const item of failed.last!.items) {
      expect(item).not.toHaveProperty('answer');
      expect(item).not.toHaveProperty('explanation');
      expect(item.review.sectionId).toBeTruthy();
    }
    expect(Date.parse(failed.nextAt!) - Date.parse(failed.last!.finishedAt)).toBe(24 * 3600_000);
    const early = await start(cookie);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.message).toMatch(
      /^Depois de uma tentativa sem aprovação, a próxima abre 24 horas depois: \d+ de \w+, às \d\d:\d\d\./,
    );

    // A day later: a new attempt, none of whose questions were in the first.
    await server.database.db
      .updateTable('exam_attempts')
      .set({ finished_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('id', '=', attempt!.id)
      .execute();
    expect((await status(cookie)).state).toBe('ready');
    const second = ((await start(cookie)).json() as ExamStatus).attempt!;
    const first = new Set(attempt!.questions.map((q) => q.id));
    expect(second.questions.filter((q) => first.has(q.id))).toEqual([]);
  });

  it('passing pays the exam’s points once, in the league too, shows the keys, and the app cannot forge it', async () => {
    const { cookie } = await registerLearner(server);
    const before = (await passAllQuizzes(cookie)).snapshot.progress.points as number;
    const id = await userId(cookie);
    const { attempt } = (await start(cookie)).json() as ExamStatus;
    await answerAll(cookie, attempt!, 24); // 80 %
    const passed = (await finish(cookie, attempt!.id)).json() as ExamStatus;
    expect(passed.state).toBe('passed');
    expect(passed.last).toMatchObject({ correct: 24, percent: 80, passed: true });
    expect(passed.requirements.exam).toMatchObject({ passed: true, percent: 80 });
    const wrongOne = passed.last!.items.find((i) => !i.correct)!;
    expect(wrongOne.answer).toBe(key(wrongOne.id));
    expect(wrongOne.explanation).toBe(bank.byId.get(wrongOne.id)!.explanation);

    const me = (await call(cookie, { url: '/api/me' })).json();
    expect(me.progress.points).toBe(before + EXAM_POINTS);
    expect(me.progress.examPassedAt).toBe(passed.last!.finishedAt);
    expect(await leaguePoints(id)).toBe(before + EXAM_POINTS);

    // Handing it in again answers the same result and pays nothing more; a new attempt is refused.
    expect(((await finish(cookie, attempt!.id)).json() as ExamStatus).last!.id).toBe(attempt!.id);
    expect((await start(cookie)).statusCode).toBe(409);
    const forged = await sendEvents(server, cookie, [
      event('exam.passed', { attemptId: '0d5b0c9e-1f0a-4c1b-9a53-5b1f2c3d4e5f' }),
    ]);
    expect(forged.results[0]).toMatchObject({ status: 'rejected' });
    expect(forged.results[0]!.error!.message).toBe(
      'Evento inválido (type): este evento só o servidor registra.',
    );
    expect(forged.snapshot.progress.points).toBe(before + EXAM_POINTS);
  });

  it('issues a certificate that says what was verified, once the quizzes, the project and the exam are passed', async () => {
    const { cookie } = await registerLearner(server, 'Joana Prado');
    await passAllQuizzes(cookie);
    const { attempt } = (await start(cookie)).json() as ExamStatus;
    await answerAll(cookie, attempt!, 27);
    await finish(cookie, attempt!.id);

    const noPlan = await issue(cookie);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().error.message).toBe('Para emitir o certificado, falta concluir o projeto final.');
    expect((await status(cookie)).requirements.project.done).toBe(false);

    await sendEvents(server, cookie, [
      event('plan.updated', { patch: readyPlan() }),
      event('plan.completed', {}),
    ]);
    const issued = await issue(cookie);
    expect(issued.statusCode).toBe(201);
    const certificate = issued.json();
    expect(certificate).toMatchObject({ name: 'Joana Prado', exam: { percent: 90, questions: 30 } });
    const minutes =
      curriculum.chapters.reduce((sum, c) => sum + c.minutes, 0) + curriculum.capstone!.minutes + 60;
    expect(certificate.courseMinutes).toBe(minutes);
    expect((await issue(cookie)).statusCode).toBe(200);

    const page = await server.app.inject({ url: `/certificado/${certificate.code}` });
    expect(page.body).toContain('Prova final com 30 questões');
    expect(page.body).toContain('<strong>90%</strong> de acertos');
    expect(page.body).toContain(
      `Carga horária estimada do curso: <strong>${Math.round(minutes / 60)}\u00a0horas</strong>`,
    );
    expect(page.body).not.toMatch(/de estudo/);
  });

  it('a certificate from before the exam says so, and is brought up to date with the same code once earned', async () => {
    const { cookie } = await registerLearner(server, 'Paulo Antunes');
    const id = await userId(cookie);
    await server.database.db
      .insertInto('certificates')
      .values({
        code: 'abcdefghijklmnopqrstuvwxyz234567',
        user_id: id,
        name: 'Paulo Antunes',
        issued_at: '2026-10-01T12:00:00.000Z',
        chapters: '[]',
        study_minutes: 230,
        exam_percent: null,
        exam_questions: null,
        exam_passed_at: null,
        plan_completed_at: null,
      })
      .execute();
    const old = await server.app.inject({ url: '/certificado/abcdefghijklmnopqrstuvwxyz234567' });
    expect(old.body).toContain('Emitido antes da prova final');
    expect(old.body).not.toContain('3 horas e 50 minutos');
    expect((await issue(cookie)).statusCode).toBe(403);

    await earnCertificate(server, cookie); // every answer right
    const upgraded = await issue(cookie);
    expect(upgraded.statusCode).toBe(201);
    expect(upgraded.json()).toMatchObject({
      code: 'abcdefghijklmnopqrstuvwxyz234567',
      exam: { percent: 100 },
    });
    const page = await server.app.inject({ url: '/certificado/abcdefghijklmnopqrstuvwxyz234567' });
    expect(page.body).toContain('<strong>100%</strong> de acertos');
  });

  it('attempts and answers are in the export and gone with the account', async () => {
    const { cookie } = await registerLearner(server);
    const id = await userId(cookie);
    await passAllQuizzes(cookie);
    const { attempt } = (await start(cookie)).json() as ExamStatus;
    await answer(cookie, attempt!.id, attempt!.questions[0]!.id, 1);
    const exported = (await call(cookie, { url: '/api/me/export' })).json();
    expect(exported.examAttempts).toHaveLength(1);
    expect(exported.examAttempts[0]).toMatchObject({
      id: attempt!.id,
      total: 30,
      finishedAt: null,
      answers: [{ questionId: attempt!.questions[0]!.id, answer: 1 }],
    });
    const deleted = await call(cookie, {
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'senha-segura-123' },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const db = server.database.db;
    expect(await db.selectFrom('exam_attempts').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('exam_answers')
        .select('attempt_id')
        .where('attempt_id', '=', attempt!.id)
        .execute(),
    ).toEqual([]);
  });

  it('limits the exam’s routes per learner with a pt-BR message', async () => {
    const { cookie } = await registerLearner(server);
    let last = await status(cookie);
    let res;
    for (let i = 0; i < 65; i++) {
      res = await call(cookie, { url: '/api/exam' });
      if (res.statusCode === 429) break;
      last = res.json();
    }
    expect(last.state).toBe('locked');
    expect(res!.statusCode).toBe(429);
    expect(res!.json().error.message).toMatch(
      /^Muitos pedidos à prova em pouco tempo\. Suas respostas salvas continuam salvas/,
    );
  });
});
