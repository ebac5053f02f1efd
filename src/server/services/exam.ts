/**
 * Prova final, held on the server: an attempt draws its questions here, the app receives them without keys,
 * each answer is saved as the learner goes, and the attempt is graded here when handed in or when its time is
 * over (graded on the next read, with the answers saved before the deadline). Passing records an `exam.passed`
 * event, which awards the exam's points through the shared rules.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Curriculum } from '../../content/load.js';
import type { ExamBank, ExamItem } from '../../content/exam-load.js';
import type { Selectable } from 'kysely';
import type { DatabaseHandle, DB } from '../db/index.js';
import type { ExamAttemptsTable } from '../db/schema.js';
import type { User } from '../../shared/api-schemas.js';
import { HttpError } from '../errors.js';
import { applyEvents, loadProgress, type Rules } from './progress.js';
import {
  EXAM_MINUTES,
  EXAM_PASS_PERCENT,
  EXAM_PROJECT,
  EXAM_PROJECT_QUESTIONS,
  EXAM_SIZE,
  EXAM_WAIT_HOURS,
  examPassed,
  examPercent,
  type CertificateRequirements,
  type ExamAttempt,
  type ExamResult,
  type ExamStatus,
} from '../../shared/exam.js';
import { QUIZ_PASS_PERCENT, quizPercent } from '../../shared/progress.js';
import type { ProgressState } from '../../shared/progress-state.js';
import { planProblems } from '../../shared/capstone.js';
import { formatCount, formatMoment, formatTime } from '../../shared/format.js';

export interface ExamDeps {
  handle: DatabaseHandle;
  curriculum: Curriculum;
  bank: ExamBank;
  rules: Rules;
  /** Tells every instance the learner's progress changed (their cached snapshot is stale). */
  progressChanged: (userId: string) => Promise<void>;
}

type AttemptRow = Selectable<ExamAttemptsTable>;

const HOUR = 3600_000;

/** Whether the chapter's quiz was passed (its best attempt at 70 % or more). */
export function quizPassed(progress: ProgressState, chapterId: string): boolean {
  const best = progress.quizBests[chapterId];
  return Boolean(best) && quizPercent(best!.correct, best!.total) >= QUIZ_PASS_PERCENT;
}

/** Every requirement of the certificate, as the stored progress and the exam's attempts have it. */
export function certificateRequirements(
  progress: ProgressState,
  curriculum: Curriculum,
  exam: { percent: number; passedAt: string } | null,
): CertificateRequirements {
  const missing = curriculum.chapters.filter((c) => !quizPassed(progress, c.id)).map((c) => c.id);
  const problems = planProblems(progress.plan).map((p) => p.message);
  const projectDone = Boolean(progress.planCompletedAt) && problems.length === 0;
  return {
    quizzes: {
      passed: curriculum.chapters.length - missing.length,
      total: curriculum.chapters.length,
      missing,
    },
    project: {
      done: projectDone,
      problems: projectDone
        ? []
        : problems.length > 0
          ? problems
          : ['Conclua o projeto final: use “Concluir projeto” no último passo.'],
    },
    exam: { passed: Boolean(exam), percent: exam?.percent ?? null, passedAt: exam?.passedAt ?? null },
  };
}

/** "quiz do capítulo 3", "quizzes dos capítulos 3 e 7", with whether it is one. */
function quizzesOf(curriculum: Curriculum, ids: readonly string[]): { one: boolean; text: string } {
  const numbers = ids.map((id) => String(curriculum.chapters.find((c) => c.id === id)?.number ?? id));
  const list = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(numbers);
  const one = ids.length === 1;
  return { one, text: one ? `quiz do capítulo ${list}` : `quizzes dos capítulos ${list}` };
}

/** What is still missing, each in pt-BR to follow "falta…"; empty when nothing is. */
export function missingRequirements(req: CertificateRequirements, curriculum: Curriculum): string[] {
  const missing: string[] = [];
  if (req.quizzes.missing.length > 0) {
    const q = quizzesOf(curriculum, req.quizzes.missing);
    missing.push(`passar ${q.one ? 'no' : 'nos'} ${q.text} (${QUIZ_PASS_PERCENT}% ou mais)`);
  }
  if (!req.project.done) missing.push('concluir o projeto final');
  if (!req.exam.passed) missing.push('ser aprovado na prova final');
  return missing;
}

function shuffled<T>(items: readonly T[]): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * Draws an attempt: the final project's share, then the rest spread evenly over the chapters (the extra ones
 * to chapters chosen at random), questions the learner saw in earlier attempts last. In course order.
 */
export function drawExam(
  bank: ExamBank,
  curriculum: Curriculum,
  seen: ReadonlySet<string> = new Set(),
  size = EXAM_SIZE,
): string[] {
  const pick = (topic: string, n: number) => {
    const ids = shuffled(bank.byTopic.get(topic) ?? []);
    // Stable sort: unseen first, each group in random order.
    ids.sort((a, b) => Number(seen.has(a)) - Number(seen.has(b)));
    return ids.slice(0, n);
  };
  const project = pick(EXAM_PROJECT, EXAM_PROJECT_QUESTIONS);
  const chapters = curriculum.chapters.map((c) => c.id).filter((id) => bank.byTopic.has(id));
  const rest = size - project.length;
  const each = Math.floor(rest / chapters.length);
  const extra = new Set(shuffled(chapters).slice(0, rest - each * chapters.length));
  const drawn = chapters.flatMap((id) => pick(id, each + (extra.has(id) ? 1 : 0)));
  return [...drawn, ...project];
}

const parseIds = (json: string): string[] => {
  const list: unknown = JSON.parse(json);
  return Array.isArray(list) ? list.map(String) : [];
};

function questionView(item: ExamItem) {
  return { id: item.id, topic: item.topic, question: item.question, options: item.options };
}

async function answersOf(db: DB, attemptId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('exam_answers')
    .select(['question_id', 'answer'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return new Map(rows.map((r) => [r.question_id, Number(r.answer)]));
}

function toAttempt(row: AttemptRow, bank: ExamBank, answers: Map<string, number>): ExamAttempt {
  return {
    id: row.id,
    startedAt: row.started_at,
    deadline: row.deadline_at,
    questions: parseIds(row.questions).flatMap((id) => {
      const item = bank.byId.get(id);
      return item ? [questionView(item)] : [];
    }),
    answers: Object.fromEntries(answers),
  };
}

function toResult(
  row: AttemptRow,
  bank: ExamBank,
  curriculum: Curriculum,
  answers: Map<string, number>,
  showKeys: boolean,
): ExamResult {
  const items = parseIds(row.questions).flatMap((id) => {
    const item = bank.byId.get(id);
    if (!item) return [];
    const chosen = answers.get(id) ?? null;
    const chapter = curriculum.chapters.find((c) => c.id === item.topic);
    return [
      {
        ...questionView(item),
        chosen,
        correct: chosen === item.answer,
        review: chapter
          ? { chapterId: chapter.id, sectionId: item.section }
          : { chapterId: null, sectionId: item.section },
        ...(showKeys ? { answer: item.answer, explanation: item.explanation } : {}),
      },
    ];
  });
  const correct = Number(row.correct ?? 0);
  return {
    id: row.id,
    startedAt: row.started_at,
    finishedAt: row.finished_at!,
    endedBy: row.ended_by === 'time' ? 'time' : 'learner',
    correct,
    total: row.total,
    percent: examPercent(correct, row.total),
    passed: row.passed === 1,
    items,
  };
}

/** The passed-exam event's id: the attempt's, so recording it twice (a retry, two instances) counts once. */
const passEvent = (row: AttemptRow) => ({
  id: row.id,
  type: 'exam.passed',
  occurredAt: row.finished_at!,
  attemptId: row.id,
});

export function createExam({ handle, curriculum, bank, rules, progressChanged }: ExamDeps) {
  const { db } = handle;

  const attempts = (userId: string) =>
    db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('started_at', 'desc')
      .execute();

  /**
   * Grades an attempt and closes it, unless someone closed it first (two tabs, two instances: the update only
   * lands on an open attempt). A pass records its event.
   */
  async function finish(user: User, row: AttemptRow, endedBy: 'learner' | 'time', now: Date) {
    const finishedAt = endedBy === 'time' ? row.deadline_at : now.toISOString();
    const answers = await answersOf(db, row.id);
    const ids = parseIds(row.questions);
    const correct = ids.filter((id) => answers.get(id) === bank.byId.get(id)?.answer).length;
    const passed = examPassed(correct, row.total);
    await db
      .updateTable('exam_attempts')
      .set({ finished_at: finishedAt, ended_by: endedBy, correct, passed: passed ? 1 : 0 })
      .where('id', '=', row.id)
      .where('finished_at', 'is', null)
      .execute();
    const stored = await db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (stored.passed === 1) await recordPass(user, stored, now);
    return stored;
  }

  async function recordPass(user: User, row: AttemptRow, now: Date) {
    const { results } = await applyEvents(handle, user, [passEvent(row)], rules, { now, fromServer: true });
    if (results.some((r) => r.status === 'applied')) await progressChanged(user.id);
  }

  /** The learner's attempts, newest first, with any past its deadline graded now. */
  async function currentAttempts(user: User, now: Date): Promise<AttemptRow[]> {
    const rows = await attempts(user.id);
    const open = rows.find((r) => !r.finished_at);
    if (open && Date.parse(open.deadline_at) <= now.getTime()) {
      await finish(user, open, 'time', now);
      return attempts(user.id);
    }
    return rows;
  }

  async function status(user: User, now = new Date()): Promise<ExamStatus> {
    const rows = await currentAttempts(user, now);
    const progress = await loadProgress(db, user.id);
    const pass = rows.find((r) => r.passed === 1);
    // A pass whose event did not land (the process stopped in between) is recorded on the next read.
    if (pass && !progress.examPassedAt) await recordPass(user, pass, now);
    const requirements = certificateRequirements(
      progress,
      curriculum,
      pass ? { percent: examPercent(Number(pass.correct), pass.total), passedAt: pass.finished_at! } : null,
    );
    const open = rows.find((r) => !r.finished_at);
    const last = rows.find((r) => r.finished_at);
    const nextAt =
      !pass && last && last.passed === 0
        ? new Date(Date.parse(last.finished_at!) + EXAM_WAIT_HOURS * HOUR).toISOString()
        : null;
    const state = pass
      ? 'passed'
      : open
        ? 'active'
        : requirements.quizzes.missing.length > 0
          ? 'locked'
          : nextAt && Date.parse(nextAt) > now.getTime()
            ? 'waiting'
            : 'ready';
    return {
      state,
      requirements,
      attempt: open ? toAttempt(open, bank, await answersOf(db, open.id)) : null,
      last: last ? toResult(last, bank, curriculum, await answersOf(db, last.id), Boolean(pass)) : null,
      nextAt: state === 'waiting' ? nextAt : null,
      attempts: rows.length,
      rules: {
        size: EXAM_SIZE,
        minutes: EXAM_MINUTES,
        passPercent: EXAM_PASS_PERCENT,
        waitHours: EXAM_WAIT_HOURS,
      },
    };
  }

  /** Starts an attempt, or answers the one under way (a second tap, another tab). */
  async function start(user: User, now = new Date()): Promise<{ status: ExamStatus; created: boolean }> {
    const before = await status(user, now);
    if (before.state === 'active') return { status: before, created: false };
    if (before.state === 'passed')
      throw new HttpError(409, 'EXAM_ALREADY_PASSED', 'Você já foi aprovado na prova final.');
    if (before.state === 'locked')
      throw new HttpError(
        403,
        'EXAM_LOCKED',
        (() => {
          const q = quizzesOf(curriculum, before.requirements.quizzes.missing);
          return `A prova final abre quando você passar nos quizzes de todos os capítulos (${QUIZ_PASS_PERCENT}% ou mais). ${q.one ? 'Falta o' : 'Faltam os'} ${q.text}.`;
        })(),
      );
    if (before.state === 'waiting')
      throw new HttpError(
        429,
        'EXAM_WAIT',
        `Depois de uma tentativa sem aprovação, a próxima abre ${EXAM_WAIT_HOURS} horas depois: ${formatMoment(
          before.nextAt!,
          user.timeZone,
        )}. Até lá, revise os capítulos indicados no resultado.`,
      );
    const rows = await attempts(user.id);
    const seen = new Set(rows.flatMap((r) => parseIds(r.questions)));
    const questions = drawExam(bank, curriculum, seen);
    try {
      await db
        .insertInto('exam_attempts')
        .values({
          id: randomUUID(),
          user_id: user.id,
          started_at: now.toISOString(),
          deadline_at: new Date(now.getTime() + EXAM_MINUTES * 60_000).toISOString(),
          questions: JSON.stringify(questions),
          total: questions.length,
          finished_at: null,
          ended_by: null,
          correct: null,
          passed: null,
        })
        .execute();
    } catch (err) {
      // Another request started one a moment ago (the open-attempt index refused this one): use that one.
      const again = await status(user, now);
      if (again.state === 'active') return { status: again, created: false };
      throw err;
    }
    return { status: await status(user, now), created: true };
  }

  async function openAttempt(user: User, attemptId: string, now: Date): Promise<AttemptRow> {
    const row = await db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'EXAM_ATTEMPT_NOT_FOUND', 'Esta tentativa da prova não existe.');
    if (row.finished_at)
      throw new HttpError(
        409,
        'EXAM_FINISHED',
        'Esta tentativa da prova já terminou: respostas não mudam mais.',
      );
    if (Date.parse(row.deadline_at) <= now.getTime()) {
      await finish(user, row, 'time', now);
      throw new HttpError(
        409,
        'EXAM_TIME_OVER',
        `O tempo da prova acabou às ${formatTime(new Date(row.deadline_at), user.timeZone)}: ela foi corrigida com as respostas salvas até lá.`,
      );
    }
    return row;
  }

  /** Saves (or changes) one answer of the attempt under way. */
  async function answer(user: User, attemptId: string, questionId: string, choice: number, now = new Date()) {
    const row = await openAttempt(user, attemptId, now);
    if (!parseIds(row.questions).includes(questionId))
      throw new HttpError(422, 'EXAM_QUESTION_NOT_IN_ATTEMPT', 'Esta pergunta não faz parte da sua prova.');
    const answeredAt = now.toISOString();
    await db
      .insertInto('exam_answers')
      .values({ attempt_id: row.id, question_id: questionId, answer: choice, answered_at: answeredAt })
      .onConflict((oc) =>
        oc.columns(['attempt_id', 'question_id']).doUpdateSet({ answer: choice, answered_at: answeredAt }),
      )
      .execute();
    const saved = await answersOf(db, row.id);
    return { questionId, answer: choice, answered: saved.size, total: row.total };
  }

  /** Hands the attempt in: graded now. Handing in one already graded answers its result again. */
  async function handIn(user: User, attemptId: string, now = new Date()): Promise<ExamStatus> {
    const row = await db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'EXAM_ATTEMPT_NOT_FOUND', 'Esta tentativa da prova não existe.');
    if (!row.finished_at)
      await finish(user, row, Date.parse(row.deadline_at) <= now.getTime() ? 'time' : 'learner', now);
    return status(user, now);
  }

  /** The passing attempt, for the certificate. */
  async function passedAttempt(userId: string) {
    const row = await db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('passed', '=', 1)
      .orderBy('finished_at')
      .executeTakeFirst();
    return row
      ? {
          percent: examPercent(Number(row.correct), row.total),
          questions: row.total,
          passedAt: row.finished_at!,
        }
      : null;
  }

  return { status, start, answer, handIn, passedAttempt };
}

export type Exam = ReturnType<typeof createExam>;

/** "1 tentativa", for messages. */
export const attemptsText = (n: number) => formatCount(n, 'tentativa', 'tentativas');
