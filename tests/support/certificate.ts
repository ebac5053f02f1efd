/**
 * Earns the course certificate through the app's own routes, as a learner would: every chapter's quiz passed,
 * the final exam taken and passed (with the keys of the server-only bank), the final project completed. Each
 * step must be accepted; a refusal throws with the server's answer, so a test fails where the path broke.
 */
import { loadExamBank, type ExamBank } from '../../src/content/exam-load';
import type { ExamStatus } from '../../src/shared/exam';
import { readyPlan } from './capstone';
import { curriculum, event, sendEvents, type EventsAnswer, type TestServer } from './server';

let bank: ExamBank | undefined;
/** The exam's questions with their keys, read once. */
function examBank(): ExamBank {
  bank ??= loadExamBank(curriculum);
  return bank;
}

function expectApplied(step: string, answer: EventsAnswer<unknown>) {
  const refused = answer.results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`${step}: events not applied: ${JSON.stringify(refused)}`);
}

/** Every chapter's quiz answered right (the first five of each bank, as an older app sends them). */
export async function passAllQuizzes<Progress = any>(
  server: TestServer,
  cookie: string,
): Promise<EventsAnswer<Progress>> {
  const answer = await sendEvents<Progress>(
    server,
    cookie,
    curriculum.chapters.map((c) =>
      event('quiz.submitted', { chapterId: c.id, answers: c.quiz.slice(0, 5).map((q) => q.answer) }),
    ),
  );
  expectApplied('passAllQuizzes', answer);
  return answer;
}

/** Starts the final exam, answers every question with the bank's key and hands it in: passed with 100 %. */
export async function passExam(server: TestServer, cookie: string): Promise<void> {
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const started = await call('POST', '/api/exam/attempts');
  if (started.statusCode !== 201 && started.statusCode !== 200) {
    throw new Error(`exam not started: ${started.statusCode} ${started.body}`);
  }
  const { attempt } = started.json() as ExamStatus;
  if (!attempt) throw new Error(`exam started without an attempt: ${started.body}`);
  for (const q of attempt.questions) {
    const key = examBank().byId.get(q.id)?.answer;
    if (key === undefined) throw new Error(`exam question ${q.id} is not in the bank`);
    const res = await call('PUT', `/api/exam/attempts/${attempt.id}/answers/${q.id}`, { answer: key });
    if (res.statusCode !== 200) throw new Error(`exam answer refused: ${res.statusCode} ${res.body}`);
  }
  const finished = await call('POST', `/api/exam/attempts/${attempt.id}/finish`);
  const status = finished.statusCode === 200 ? (finished.json() as ExamStatus) : undefined;
  if (status?.state !== 'passed') {
    throw new Error(`exam not passed: ${finished.statusCode} ${finished.body.slice(0, 500)}`);
  }
}

/** The final project: a plan that passes every check, then "Concluir projeto". */
export async function completePlan(server: TestServer, cookie: string): Promise<void> {
  const answer = await sendEvents(server, cookie, [
    event('plan.updated', { patch: readyPlan() }),
    event('plan.completed', {}),
  ]);
  expectApplied('completePlan', answer);
}

/**
 * Meets every requirement of the certificate (quizzes, exam, final project); issuing it is left to the test,
 * through POST /api/me/certificate.
 */
export async function earnCertificate(server: TestServer, cookie: string): Promise<void> {
  await passAllQuizzes(server, cookie);
  await passExam(server, cookie);
  await completePlan(server, cookie);
}
