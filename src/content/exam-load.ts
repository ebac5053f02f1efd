/**
 * Prova final: reads the exam bank (src/content/exam/*.yaml). Server-only: the app never imports this file, the
 * build never emits these questions, and a test scans the built app for them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parse } from 'yaml';
import { readFileSync, readdirSync } from 'node:fs';
import { quizCues } from '../shared/quiz-bank.js';
import { EXAM_MIN_PER_CHAPTER, EXAM_PROJECT } from '../shared/exam.js';
import { PLAN_STEPS } from '../shared/capstone-plan.js';
import { courseText } from '../shared/content-schema.js';
import { CONTENT_DIR, ContentError, type Curriculum } from './load.js';

const text = courseText;
const questionId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'use até 40 letras minúsculas, números e hífens');

const ExamItemSchema = z
  .object({
    id: questionId,
    /** A situation the learner has not read as such: application, not recall. */
    question: text(20),
    options: z.array(text()).length(4),
    /** Index (0–3) of the one correct option. */
    answer: z.number().int().min(0).max(3),
    /** Why the key is right and the others are not; shown only after a pass. */
    explanation: text(30),
    /** Where the subject is taught: a section id of the file's chapter, or a step of the final project. */
    section: z.string().regex(/^[a-z0-9-]+$/),
  })
  .strict()
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === 4, {
    message: 'as quatro opções devem ser diferentes',
    path: ['options'],
  });

const ExamFileSchema = z
  .object({
    /** The chapter the file's questions are about, or "projeto" for the final project's themes. */
    topic: z.string().regex(/^[a-z0-9-]{1,40}$/),
    questions: z.array(ExamItemSchema).min(1),
  })
  .strict();

export type ExamItem = z.infer<typeof ExamItemSchema> & { topic: string };

export interface ExamBank {
  /** Every question, by id. */
  byId: Map<string, ExamItem>;
  /** Question ids by topic (chapter id or "projeto"), in file order. */
  byTopic: Map<string, string[]>;
}

export const EXAM_DIR = join(CONTENT_DIR, 'exam');

/** Loads and checks the bank against the curriculum: known chapters and sections, no cued keys, enough per chapter. */
export function loadExamBank(
  curriculum: Curriculum,
  dir: string = EXAM_DIR,
  { complete = true }: { complete?: boolean } = {},
): ExamBank {
  const byId = new Map<string, ExamItem>();
  const byTopic = new Map<string, string[]>();
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];
  // What the app ships of the chapter quizzes: an exam text equal to one would be in the app, too.
  const quizTexts = new Set(
    curriculum.chapters.flatMap((c) =>
      c.quiz.flatMap((q) => [q.question, q.explanation, ...q.options].map((t) => t.trim().toLowerCase())),
    ),
  );
  for (const file of files) {
    let raw: unknown;
    try {
      raw = parse(readFileSync(join(dir, file), 'utf8'));
    } catch (err) {
      throw new ContentError(`exam/${file}`, '', `YAML inválido: ${(err as Error).message}`);
    }
    const parsed = ExamFileSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ContentError(`exam/${file}`, issue.path.join('.'), issue.message);
    }
    const { topic, questions } = parsed.data;
    const chapter = curriculum.chapters.find((c) => c.id === topic);
    if (!chapter && topic !== EXAM_PROJECT)
      throw new ContentError(`exam/${file}`, 'topic', `"${topic}" não é um capítulo nem "${EXAM_PROJECT}"`);
    const places: readonly string[] = chapter ? chapter.sections.map((s) => s.id) : PLAN_STEPS;
    questions.forEach((q, i) => {
      const where = `questions.${i}`;
      if (byId.has(q.id)) throw new ContentError(`exam/${file}`, `${where}.id`, `id "${q.id}" repetido`);
      if (!places.includes(q.section))
        throw new ContentError(
          `exam/${file}`,
          `${where}.section`,
          chapter
            ? `seção "${q.section}" não existe no capítulo`
            : `"${q.section}" não é um passo do projeto`,
        );
      const cues = quizCues(q);
      if (cues.length > 0) throw new ContentError(`exam/${file}`, `${where}.options`, cues.join('; '));
      if (quizTexts.has(q.question.trim().toLowerCase()))
        throw new ContentError(
          `exam/${file}`,
          `${where}.question`,
          'repete uma pergunta do quiz do capítulo',
        );
      byId.set(q.id, { ...q, topic });
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), q.id]);
    });
  }
  for (const c of complete ? curriculum.chapters : []) {
    const n = byTopic.get(c.id)?.length ?? 0;
    if (n < EXAM_MIN_PER_CHAPTER)
      throw new ContentError(
        'exam',
        c.id,
        `o capítulo ${c.id} tem ${n} perguntas na prova; o mínimo é ${EXAM_MIN_PER_CHAPTER}`,
      );
  }
  return { byId, byTopic };
}
