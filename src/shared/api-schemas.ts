/** Request and response shapes shared by the server routes, the OpenAPI document and the client. */
import { z } from 'zod';
import { ProgressStateSchema } from './progress-schema.js';
import { CORE_FIELDS, ENTRY_FIELDS } from './progress-changes.js';
import type { ProgressState } from './progress-state.js';
import { RESET_LINK_INVALID_MESSAGE } from './password-reset.js';
import { CONFIRMATION_LINK_INVALID_MESSAGE } from './email-confirmation.js';
import { EMAIL_CHANGE_LINK_INVALID_MESSAGE } from './email-change.js';
import { isValidTimeZone } from './days.js';
import { MIN_VISIBLE_LETTERS, hasDirectionControl, visibleLetterCount } from './name-characters.js';
import { CREDENTIAL_MESSAGES, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './credentials.js';

/**
 * Control characters, Unicode category Cc: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). No field
 * of the app needs them; NUL is refused by PostgreSQL text columns, and the others hide in names shown to other
 * learners.
 */
const CONTROL_CHARS = /\p{Cc}/u;

/** A check that refuses control characters with the given message; put it before trim() so it sees them all. */
export function noControlChars(message: string) {
  return z.refine<string>((value) => !CONTROL_CHARS.test(value), message);
}

/**
 * The checks of a name others see (the full name prints on the certificate and makes the default display name):
 * no direction controls, and enough letters or digits that it cannot be blank or invisible on screen.
 */
function visibleName(subject: string) {
  return [
    z.refine<string>(
      (value) => !hasDirectionControl(value),
      // The character is invisible: the learner can only be told how to get rid of it.
      `${subject} tem um caractere invisível que muda a direção do texto (costuma vir ao colar). Apague e digite de novo, sem colar.`,
    ),
    z.refine<string>(
      (value) => visibleLetterCount(value) >= MIN_VISIBLE_LETTERS,
      `${subject} precisa ter pelo menos ${MIN_VISIBLE_LETTERS} letras ou números.`,
    ),
  ] as const;
}

export const NameSchema = z
  .string({ error: 'Informe seu nome.' })
  .check(noControlChars('O nome não pode conter caracteres de controle.'))
  .trim()
  .min(MIN_NAME_LENGTH, CREDENTIAL_MESSAGES.nameMissing)
  .max(80, 'O nome pode ter até 80 caracteres.')
  .check(...visibleName('O nome'));
export const EmailSchema = z
  .string({ error: 'Informe seu e-mail.' })
  .check(noControlChars('O e-mail não pode conter caracteres de controle.'))
  .trim()
  .toLowerCase()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email(CREDENTIAL_MESSAGES.emailInvalid));
const PASSWORD_CONTROL_MESSAGE = 'A senha não pode conter caracteres de controle.';
/** A new password (sign-up). */
export const PasswordSchema = z
  .string({ error: CREDENTIAL_MESSAGES.passwordMissing })
  .check(noControlChars(PASSWORD_CONTROL_MESSAGE))
  .min(MIN_PASSWORD_LENGTH, CREDENTIAL_MESSAGES.passwordTooShort)
  .max(128, 'A senha pode ter até 128 caracteres.');
/** The password of an existing account (sign-in, account deletion): any length the learner may have set. */
export const CurrentPasswordSchema = z
  .string({ error: CREDENTIAL_MESSAGES.passwordMissing })
  .check(noControlChars(PASSWORD_CONTROL_MESSAGE))
  .min(1, CREDENTIAL_MESSAGES.passwordMissing)
  .max(128, 'Senha longa demais.');
export const TimeZoneSchema = z
  .string({ error: 'Informe o fuso horário.' })
  .check(noControlChars('O fuso horário não pode conter caracteres de controle.'))
  .max(64, 'Fuso horário inválido.');

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  timeZone: TimeZoneSchema.optional(),
});
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The zone that decides the learner's days, until `nextTimeZoneAt` when a change waits (see timeZoneAt). */
  timeZone: z.string(),
  /**
   * A zone the learner chose, which decides the days from `nextTimeZoneAt` on (the start of the next day in
   * `timeZone` when it was chosen; both stay after that instant until the next change, so an event sent late
   * still counts on its own day); null when none was chosen since. Absent from snapshots stored on a device
   * before changes waited for midnight.
   */
  nextTimeZone: z.string().nullable().optional(),
  nextTimeZoneAt: z.string().nullable().optional(),
  createdAt: z.string(),
  /** What other learners see: the name the learner chose, or first name and initial ("Maria S."). */
  displayName: z.string(),
  /** The learner chose to stay out of the community ranking. */
  communityHidden: z.boolean(),
  /**
   * The learner opened a link sent to their address. Until then the account receives no e-mail but
   * confirmation links. Absent from snapshots stored on a device before it existed.
   */
  emailConfirmed: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** The name shown to other learners; null in a profile change goes back to the default. */
export const DisplayNameSchema = z
  .string({ error: 'Informe o nome exibido na comunidade.' })
  .check(noControlChars('O nome exibido não pode conter caracteres de controle.'))
  .trim()
  .min(2, 'O nome exibido precisa ter pelo menos 2 letras ou números.')
  .max(40, 'O nome exibido pode ter até 40 caracteres.')
  .check(...visibleName('O nome exibido'));
/** A time zone the server knows (unlike sign-up, which falls back to the default). */
export const KnownTimeZoneSchema = TimeZoneSchema.refine(
  (value) => isValidTimeZone(value),
  'Fuso horário desconhecido. Escolha um da lista.',
);
export const ProfileBodySchema = z.object({
  name: NameSchema.optional(),
  displayName: DisplayNameSchema.nullable().optional(),
  timeZone: KnownTimeZoneSchema.optional(),
  communityHidden: z
    .boolean({ error: 'Informe se você quer aparecer no ranking (true ou false).' })
    .optional(),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** One signed-in device, as the learner sees it in Ajustes (never the token or its hash). */
export const DeviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome no Android", from the browser's user agent. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export const DeviceSessionListSchema = z.array(DeviceSessionSchema);
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;
export const SessionIdParamsSchema = z.object({
  id: z
    .string({ error: 'Aparelho não encontrado.' })
    .check(noControlChars('Aparelho não encontrado.'))
    .min(1, 'Aparelho não encontrado.')
    .max(64, 'Aparelho não encontrado.'),
});

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
  /**
   * The progress's revision (decision 027): an app that sends it with its next batch of events gets back only
   * what changed. Absent from servers before it.
   */
  rev: z.number().int().nonnegative().optional(),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

/** A field of the progress without its default: a change carries only the fields it changes. */
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;

/** What a batch changed, answered instead of the whole snapshot to an app that sent the revision it holds. */
export const ProgressChangesSchema = z.object({
  /** The revision the changes apply to (the one the app sent) and the one they lead to. */
  from: z.number().int().nonnegative(),
  rev: z.number().int().nonnegative(),
  user: UserSchema,
  summary: SnapshotSchema.shape.summary,
  /** The small parts of the progress that changed, whole. */
  core: z.object(
    Object.fromEntries(
      CORE_FIELDS.map((f) => [f, withoutDefault(ProgressStateSchema.shape[f]).optional()]),
    ) as { [K in (typeof CORE_FIELDS)[number]]: z.ZodOptional<z.ZodType<ProgressState[K]>> },
  ),
  /** The parts that grow with use, entry by entry (src/shared/progress-changes.ts says how each is kept). */
  entries: z.partialRecord(
    z.enum(ENTRY_FIELDS),
    z.object({ set: z.record(z.string(), z.unknown()), unset: z.array(z.string()) }),
  ),
});
export type ProgressChangesAnswer = z.infer<typeof ProgressChangesSchema>;

export const EventResultSchema = z.object({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  pointsAwarded: z.number().int(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type EventResult = z.infer<typeof EventResultSchema>;

/**
 * Each event's result, and either the whole snapshot (an app that did not send its revision, or one the server
 * moved past since) or what the batch changed from the revision the app sent.
 */
export const EventsResponseSchema = z.object({
  results: z.array(EventResultSchema),
  snapshot: SnapshotSchema.optional(),
  changes: ProgressChangesSchema.optional(),
});
export type EventsResponse = z.infer<typeof EventsResponseSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The request's field the message is about, when it is about one ("email", "password"…). */
    field: z.string().optional(),
  }),
});

export const LeaderboardSchema = z.object({
  entries: z.array(
    z.object({
      rank: z.number().int(),
      /** The learner's display name: never a full name or an e-mail. */
      name: z.string(),
      points: z.number().int(),
      level: z.number().int(),
      isMe: z.boolean(),
    }),
  ),
  /** The learner who asked is out of the ranking by choice (and so absent from it). */
  hidden: z.boolean(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** "Esqueci minha senha": a token that is not one gets the same answer as an unknown or expired one. */
export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema });
export const PasswordResetConfirmBodySchema = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID_MESSAGE })
    .check(noControlChars(RESET_LINK_INVALID_MESSAGE))
    .min(1, RESET_LINK_INVALID_MESSAGE)
    .max(256, RESET_LINK_INVALID_MESSAGE),
  password: PasswordSchema,
});
export const MessageSchema = z.object({ message: z.string() });

export const EmailConfirmationBodySchema = z.object({
  token: z
    .string({ error: CONFIRMATION_LINK_INVALID_MESSAGE })
    .check(noControlChars(CONFIRMATION_LINK_INVALID_MESSAGE))
    .min(1, CONFIRMATION_LINK_INVALID_MESSAGE)
    .max(256, CONFIRMATION_LINK_INVALID_MESSAGE),
});
export type EmailConfirmationBody = z.infer<typeof EmailConfirmationBodySchema>;

/** Ajustes → Trocar e-mail: the new address, confirmed with the account's password. */
export const EmailChangeBodySchema = z.object({ newEmail: EmailSchema, password: CurrentPasswordSchema });
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;
export const EmailChangeConfirmBodySchema = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_LINK_INVALID_MESSAGE })
    .check(noControlChars(EMAIL_CHANGE_LINK_INVALID_MESSAGE))
    .min(1, EMAIL_CHANGE_LINK_INVALID_MESSAGE)
    .max(256, EMAIL_CHANGE_LINK_INVALID_MESSAGE),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

const LeagueResultSchema = z.object({
  week: z.string(),
  tier: z.number().int(),
  rank: z.number().int(),
  points: z.number().int(),
  outcome: z.enum(['promoted', 'stayed', 'relegated']),
  newTier: z.number().int(),
});

/** Liga semanal: the learner's tier and, once they earned points this week, their group. */
export const LeagueSchema = z.object({
  week: z.object({ start: z.string(), end: z.string() }),
  tier: z.number().int(),
  /** Out of the league (the learner chose to stay out of the community). */
  hidden: z.boolean(),
  group: z
    .object({
      id: z.string(),
      promote: z.number().int(),
      relegate: z.number().int(),
      members: z.array(
        z.object({ rank: z.number().int(), name: z.string(), points: z.number().int(), me: z.boolean() }),
      ),
    })
    .nullable(),
  /** The learner's results, newest first (at most 10). */
  history: z.array(LeagueResultSchema),
});
export type League = z.infer<typeof LeagueSchema>;

/** Public facts about this installation a signed-out visitor may need (the privacy page). */
export const AboutSchema = z.object({
  /** E-mail of the person in charge of personal data (LGPD art. 41), when the installation has one. */
  privacyContact: z.email().nullable(),
});
export type About = z.infer<typeof AboutSchema>;

export { ProgressStateSchema };
