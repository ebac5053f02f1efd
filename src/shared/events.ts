/** Learner events: every action becomes one, with a client-generated id, applied at most once. */
import { z } from 'zod';
import { PlanPatchSchema } from './capstone-schema.js';
import { formatBytes } from './format.js';
import { NOTIFICATIONS_READ_AT_ONCE } from './notifications.js';
import { DAILY_GOALS } from './goal.js';
import { normaliseEventId } from './event-id.js';

// Chapter ids are checked against the content by the rules; here only their shape.
const chapterId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'capítulo inexistente');
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'identificador inválido');

const base = {
  id: z.uuid('identificador de evento inválido'),
  occurredAt: z.iso.datetime({ offset: true, message: 'data do evento inválida' }),
};

export const LearnerEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...base, type: z.literal('chapter.opened'), chapterId }).strict(),
    z.object({ ...base, type: z.literal('chapter.completed'), chapterId }).strict(),
    z
      .object({
        ...base,
        type: z.literal('quiz.submitted'),
        chapterId,
        /** The option chosen for each question, as the content file orders the options. */
        answers: z.array(z.number().int().min(0).max(3)).min(1).max(20),
        /**
         * The questions drawn from the chapter's bank, in the order of `answers`. Without it (the app before
         * the bank), the answers are to the bank's first questions.
         */
        questionIds: z
          .array(slug)
          .min(1)
          .max(20)
          .refine((ids) => new Set(ids).size === ids.length, 'pergunta repetida no quiz')
          .optional(),
      })
      .strict()
      .refine((e) => !e.questionIds || e.questionIds.length === e.answers.length, {
        message: 'uma resposta para cada pergunta',
        path: ['answers'],
      }),
    z
      .object({
        ...base,
        type: z.literal('section.read'),
        chapterId,
        /** A section's id, or SUMMARY_STEP for the chapter's summary. */
        sectionId: slug,
      })
      .strict(),
    z.object({ ...base, type: z.literal('favorite.set'), chapterId, favorite: z.boolean() }).strict(),
    z
      .object({ ...base, type: z.literal('checklist.set'), chapterId, itemId: slug, done: z.boolean() })
      .strict(),
    z
      .object({
        ...base,
        type: z.literal('lab.step.set'),
        chapterId,
        labId: slug,
        stepId: slug,
        done: z.boolean(),
      })
      .strict(),
    z.object({ ...base, type: z.literal('insight.read'), insightId: slug }).strict(),
    z
      .object({
        ...base,
        type: z.literal('goal.set'),
        dailyGoal: z.literal(DAILY_GOALS, { error: 'a meta diária deve ser 10, 20, 30 ou 50 pontos' }),
      })
      .strict(),
    z.object({ ...base, type: z.literal('plan.updated'), patch: PlanPatchSchema }).strict(),
    z.object({ ...base, type: z.literal('plan.completed') }).strict(),
    z
      .object({
        ...base,
        type: z.literal('notifications.read'),
        ids: z
          .array(z.string().regex(/^[a-z-]{1,20}:[a-z0-9.-]{1,60}$/, 'notificação inválida'))
          .min(1, 'informe as notificações lidas')
          .max(NOTIFICATIONS_READ_AT_ONCE, `no máximo ${NOTIFICATIONS_READ_AT_ONCE} notificações por vez`),
      })
      .strict(),
    /** Recorded by the server when the learner passes the final exam; refused from the app (parseLearnerEvent). */
    z.object({ ...base, type: z.literal('exam.passed'), attemptId: z.uuid() }).strict(),
    z
      .object({
        ...base,
        type: z.literal('daily.answered'),
        chapterId,
        questionId: slug,
        answer: z.number().int().min(0).max(3),
      })
      .strict(),
  ],
  { error: 'tipo de evento desconhecido' },
);

export type LearnerEvent = z.infer<typeof LearnerEventSchema>;
export type LearnerEventType = LearnerEvent['type'];

/**
 * A batch is checked only for its shape: each event is validated on its own, so one bad event (say, a chapter
 * removed by a content change) is answered as rejected without costing the others.
 */
export const EventBatchSchema = z.object({
  events: z
    .array(
      z
        .record(z.string(), z.unknown())
        .meta({ description: 'Um evento do aprendiz (LearnerEvent), validado individualmente.' }),
      { error: 'Envie os eventos numa lista.' },
    )
    .min(1, 'Envie pelo menos um evento.')
    .max(100, 'Envie no máximo 100 eventos por vez.'),
  /**
   * The revision of the server's progress the app holds (the snapshot's `rev`): the answer then carries only
   * what the batch changed from it, when the server is still at it (decision 027). Without it, the snapshot.
   */
  rev: z
    .number({ error: 'Revisão inválida.' })
    .int('Revisão inválida.')
    .nonnegative('Revisão inválida.')
    .optional(),
});

/**
 * The largest event of each type the server stores, in bytes of its JSON (UTF-8), as stored. Each leaves room
 * over the largest the app sends (docs/decisions/021-learner-quotas.md): most types hold a few ids and a date
 * (at most about 210 bytes); every notification the app lists fits in one read (about 1 KB); and one part of
 * the plan at its longest in any script fits (the 8 channels with name, role and expected result, 3 bytes a
 * character: 11,4 KB; the 12 weeks: 10,7 KB), while the whole plan in one event does not: the app saves one
 * part at a time.
 */
export const MAX_EVENT_BYTES: Record<LearnerEventType, number> = {
  'chapter.opened': 512,
  'chapter.completed': 512,
  'quiz.submitted': 1024,
  'section.read': 512,
  'favorite.set': 512,
  'checklist.set': 512,
  'lab.step.set': 512,
  'insight.read': 512,
  'goal.set': 512,
  'plan.updated': 12 * 1024,
  'plan.completed': 512,
  'notifications.read': 3 * 1024,
  'daily.answered': 512,
  'exam.passed': 512,
};

/** Events only the server records: an app that sends one has it refused. */
export const SERVER_ONLY_EVENTS: readonly LearnerEventType[] = ['exam.passed'];

/**
 * Weekly league points come from answering: chapter quizzes (a pass's chapter points included), the daily quiz
 * and the final exam. A chapter marked completed without its quiz, or the final project, adds to the learner's
 * total but not to the league.
 */
export const LEAGUE_EVENTS: readonly LearnerEventType[] = ['quiz.submitted', 'daily.answered', 'exam.passed'];

/** Bytes of a string in UTF-8, without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one character of 4 bytes: 2 for each half.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

type ParsedEvent =
  | { ok: true; event: LearnerEvent; payload: string; bytes: number }
  | { ok: false; id: string; code: 'INVALID_EVENT' | 'EVENT_TOO_LARGE'; message: string };

/**
 * Validates one event of a batch, normalising its id; an invalid or oversized one says why, in pt-BR. A valid
 * one comes with its payload as the server stores it, and that payload's size.
 */
export function parseLearnerEvent(raw: unknown, index: number, { fromServer = false } = {}): ParsedEvent {
  const parsed = LearnerEventSchema.safeParse(raw);
  if (parsed.success && !fromServer && SERVER_ONLY_EVENTS.includes(parsed.data.type)) {
    return {
      ok: false,
      id: normaliseEventId(parsed.data.id),
      code: 'INVALID_EVENT',
      message: 'Evento inválido (type): este evento só o servidor registra.',
    };
  }
  if (parsed.success) {
    const event = { ...parsed.data, id: normaliseEventId(parsed.data.id) };
    const payload = JSON.stringify(event);
    const bytes = utf8Bytes(payload);
    const limit = MAX_EVENT_BYTES[event.type];
    if (bytes > limit) {
      return {
        ok: false,
        id: event.id,
        code: 'EVENT_TOO_LARGE',
        message: `Ação grande demais (${formatBytes(bytes)}): o limite para este tipo é de ${formatBytes(limit)}.`,
      };
    }
    return { ok: true, event, payload, bytes };
  }
  const rawId = (raw as { id?: unknown } | null)?.id;
  const id = typeof rawId === 'string' && rawId.length <= 64 ? normaliseEventId(rawId) : `#${index}`;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  return {
    ok: false,
    id,
    code: 'INVALID_EVENT',
    message: `Evento inválido${field ? ` (${field})` : ''}: ${issue?.message ?? 'formato inesperado'}.`,
  };
}
