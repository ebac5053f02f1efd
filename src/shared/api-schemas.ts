/** Request and response shapes shared by the server routes, the OpenAPI document and the client. */
import { z } from 'zod';
import { LearnerEventSchema } from './events.js';
import { ProgressStateSchema } from './progress-schema.js';

export const NameSchema = z
  .string({ error: 'Informe seu nome.' })
  .trim()
  .min(2, 'Informe seu nome completo.')
  .max(80, 'O nome pode ter até 80 caracteres.');
export const EmailSchema = z
  .string({ error: 'Informe seu e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email('Informe um e-mail válido.'));
export const PasswordSchema = z
  .string({ error: 'Informe sua senha.' })
  .min(8, 'A senha precisa ter pelo menos 8 caracteres.')
  .max(128, 'A senha pode ter até 128 caracteres.');

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Informe sua senha.' })
    .min(1, 'Informe sua senha.')
    .max(128, 'Senha longa demais.'),
});
export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  timeZone: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SnapshotSchema = z.object({
  user: UserSchema,
  progress: ProgressStateSchema,
  /** Derived on the server with the shared rules, for API consumers; the app derives the same itself. */
  summary: z.object({
    level: z.number().int(),
    streak: z.number().int(),
    today: z.string(),
    achievements: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

export const EventResultSchema = z.object({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  pointsAwarded: z.number().int(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type EventResult = z.infer<typeof EventResultSchema>;

export const EventsResponseSchema = z.object({
  results: z.array(EventResultSchema),
  snapshot: SnapshotSchema,
});
export type EventsResponse = z.infer<typeof EventsResponseSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const LeaderboardSchema = z.object({
  entries: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      points: z.number().int(),
      level: z.number().int(),
      isMe: z.boolean(),
    }),
  ),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export { LearnerEventSchema, ProgressStateSchema };
