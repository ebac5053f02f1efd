/**
 * Prova final: its rules and the shapes the API sends. The questions themselves live on the server only
 * (src/content/exam, loaded by src/content/exam-load.ts); nothing here names one.
 */
import { z } from 'zod';

export * from './exam-rules.js';

/** A question as an attempt shows it: no key, no explanation. */
export const ExamQuestionViewSchema = z.object({
  id: z.string(),
  /** Chapter id or EXAM_PROJECT. */
  topic: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(4),
});
export type ExamQuestionView = z.infer<typeof ExamQuestionViewSchema>;

/** A finished attempt's question, as the result shows it; the key and explanation only once they may be seen. */
export const ExamReviewItemSchema = z.object({
  id: z.string(),
  topic: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  chosen: z.number().int().nullable(),
  correct: z.boolean(),
  /** Where to study it again: chapter id and section id, or the project's step. */
  review: z.object({ chapterId: z.string().nullable(), sectionId: z.string().nullable() }),
  answer: z.number().int().optional(),
  explanation: z.string().optional(),
});
export type ExamReviewItem = z.infer<typeof ExamReviewItemSchema>;

export const ExamAttemptSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** When the attempt ends whatever happens. */
  deadline: z.string(),
  questions: z.array(ExamQuestionViewSchema),
  /** question id → chosen option, as saved so far. */
  answers: z.record(z.string(), z.number().int()),
});
export type ExamAttempt = z.infer<typeof ExamAttemptSchema>;

export const ExamResultSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Submitted by the learner, or ended by the clock. */
  endedBy: z.enum(['learner', 'time']),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  /** Every question of the attempt; keys present only after a pass or once the wait is over. */
  items: z.array(ExamReviewItemSchema),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

/** What the certificate still needs, as the server counts it. */
export const CertificateRequirementsSchema = z.object({
  quizzes: z.object({
    passed: z.number().int(),
    total: z.number().int(),
    /** Chapters whose quiz is not passed yet, in course order. */
    missing: z.array(z.string()),
  }),
  project: z.object({ done: z.boolean(), problems: z.array(z.string()) }),
  exam: z.object({
    passed: z.boolean(),
    percent: z.number().int().nullable(),
    passedAt: z.string().nullable(),
  }),
});
export type CertificateRequirements = z.infer<typeof CertificateRequirementsSchema>;

export const ExamStatusSchema = z.object({
  /** 'locked': quizzes not all passed; 'ready': may start; 'active': an attempt is running; 'waiting': failed,
   * next attempt at `nextAt`; 'passed'. */
  state: z.enum(['locked', 'ready', 'active', 'waiting', 'passed']),
  requirements: CertificateRequirementsSchema,
  attempt: ExamAttemptSchema.nullable(),
  last: ExamResultSchema.nullable(),
  nextAt: z.string().nullable(),
  attempts: z.number().int(),
  rules: z.object({
    size: z.number().int(),
    minutes: z.number().int(),
    passPercent: z.number().int(),
    waitHours: z.number().int(),
  }),
});
export type ExamStatus = z.infer<typeof ExamStatusSchema>;

/** What saving one answer answers: the answer as stored, and how many of the attempt's are saved. */
export const ExamAnswerSavedSchema = z.object({
  questionId: z.string(),
  answer: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
});
