/**
 * Prova final: its rules, without zod (the progress rules on the first screen award the exam's points). The
 * shapes the API sends are in exam.ts; the questions live on the server only (src/content/exam).
 */
/** Questions in one attempt, drawn across every chapter and the final project's themes. */
export const EXAM_SIZE = 30;
/** Of those, how many come from the final project's themes. */
export const EXAM_PROJECT_QUESTIONS = 2;
/** Minutes an attempt lasts from the moment it starts. */
export const EXAM_MINUTES = 60;
export const EXAM_PASS_PERCENT = 80;
/** After a failed attempt, the next one opens this many hours after it ended. */
export const EXAM_WAIT_HOURS = 24;
/** Points for passing the exam, once. */
export const EXAM_POINTS = 200;
/** Questions per chapter the bank must hold at least. */
export const EXAM_MIN_PER_CHAPTER = 8;
/** Where a question's subject is taught: a chapter's id, or the final project. */
export const EXAM_PROJECT = 'projeto';

export const examPercent = (correct: number, total: number) =>
  total === 0 ? 0 : Math.round((correct / total) * 100);
export const examPassed = (correct: number, total: number) =>
  examPercent(correct, total) >= EXAM_PASS_PERCENT;
/** Right answers needed to pass an attempt of `total` questions. */
export const examToPass = (total: number) => Math.ceil((total * EXAM_PASS_PERCENT) / 100);
