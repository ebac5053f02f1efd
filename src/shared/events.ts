/** Learner events: every action becomes one, with a client-generated id, applied at most once. */
import { z } from 'zod';

const chapterId = z.string().regex(/^(10|[1-9])$/, 'capítulo inexistente');
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'identificador inválido');

const base = {
  id: z.uuid('identificador de evento inválido'),
  occurredAt: z.iso.datetime({ offset: true, message: 'data do evento inválida' }),
};

export const LearnerEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('chapter.opened'), chapterId }).strict(),
  z.object({ ...base, type: z.literal('chapter.completed'), chapterId }).strict(),
  z
    .object({
      ...base,
      type: z.literal('quiz.submitted'),
      chapterId,
      answers: z.array(z.number().int().min(0).max(3)).min(1).max(20),
    })
    .strict(),
  z.object({ ...base, type: z.literal('favorite.set'), chapterId, favorite: z.boolean() }).strict(),
  z
    .object({ ...base, type: z.literal('checklist.set'), chapterId, itemId: slug, done: z.boolean() })
    .strict(),
  z.object({ ...base, type: z.literal('insight.read'), insightId: slug }).strict(),
]);

export type LearnerEvent = z.infer<typeof LearnerEventSchema>;
export type LearnerEventType = LearnerEvent['type'];

export const EventBatchSchema = z.object({
  events: z.array(LearnerEventSchema).min(1).max(100),
});
export type EventBatch = z.infer<typeof EventBatchSchema>;
