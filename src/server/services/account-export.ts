/**
 * "Baixar meus dados" (LGPD art. 18, II and V): everything stored about the learner, from every table, as one
 * JSON document, streamed. Secrets are left out (password and token hashes). docs/export-format.md describes
 * each field.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { DB } from '../db/index.js';
import { ProgressStateSchema, SnapshotSchema, UserSchema, type User } from '../../shared/api-schemas.js';
import { buildSnapshot, loadProgress, type Rules } from './progress.js';
import { listDeviceSessions } from './devices.js';
import { readSignInThrottle } from './login-throttle.js';

const when = z.string();
/** The document's shape, for the OpenAPI description; docs/export-format.md explains each field. */
export const AccountExportSchema = z.object({
  format: z.literal('hub-marketing-digital/export'),
  version: z.literal(1),
  exportedAt: when,
  user: UserSchema.extend({ displayNameChosen: z.string().nullable() }),
  progress: ProgressStateSchema,
  summary: SnapshotSchema.shape.summary,
  events: z.array(
    z.object({
      event_id: z.string(),
      type: z.string(),
      points_awarded: z.number(),
      received_at: when,
      counted_at: when.nullable(),
      payload: z.unknown(),
    }),
  ),
  league: z.object({
    tier: z.number().int().nullable(),
    weeks: z.array(z.object({ week: z.string(), tier: z.number().int(), points: z.number().int() })),
    results: z.array(
      z.object({
        week: z.string(),
        tier: z.number().int(),
        rank: z.number().int(),
        points: z.number().int(),
        outcome: z.string(),
        newTier: z.number().int(),
      }),
    ),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      userAgent: z.string().nullable(),
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      current: z.boolean(),
    }),
  ),
  pushSubscriptions: z.array(
    z.object({
      sessionId: z.string(),
      endpoint: z.string(),
      createdAt: when,
      lastSuccessAt: when.nullable(),
    }),
  ),
  reminders: z
    .object({
      study: z.boolean(),
      streak: z.boolean(),
      league: z.boolean(),
      hour: z.number().int().nullable(),
      updatedAt: when,
      lastReminderDay: z.string().nullable(),
      lastStreakDay: z.string().nullable(),
      lastLeagueWeek: z.string().nullable(),
      lastSentAt: when.nullable(),
    })
    .nullable(),
  certificates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      issuedAt: when,
      chapters: z.unknown(),
      courseMinutes: z.number(),
      examPercent: z.number().nullable(),
      examQuestions: z.number().nullable(),
      examPassedAt: when.nullable(),
      planCompletedAt: when.nullable(),
    }),
  ),
  examAttempts: z.array(
    z.object({
      id: z.string(),
      startedAt: when,
      deadline: when,
      finishedAt: when.nullable(),
      endedBy: z.string().nullable(),
      correct: z.number().nullable(),
      total: z.number(),
      passed: z.boolean().nullable(),
      questionIds: z.unknown(),
      answers: z.array(z.object({ questionId: z.string(), answer: z.number(), answeredAt: when })),
    }),
  ),
  passwordResets: z.array(z.object({ createdAt: when, expiresAt: when, usedAt: when.nullable() })),
  emailChanges: z.array(
    z.object({ newEmail: z.string(), createdAt: when, expiresAt: when, usedAt: when.nullable() }),
  ),
  signInFailures: z
    .object({ failures: z.number(), windowStart: when, nextAllowedAt: when.nullable() })
    .nullable(),
});
type AccountExport = z.infer<typeof AccountExportSchema>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Exported as stored rather than dropped: it is still the learner's data.
    return text;
  }
}

/**
 * Events are read a window of `seq` at a time, so the export's memory does not grow with the account: at most
 * EXPORT_PAGE_SIZE numbers, and fewer for large events (plan saves), about EXPORT_PAGE_CHARS of payload a page,
 * so that reading and writing one page never holds the event loop long.
 */
export const EXPORT_PAGE_SIZE = 500;
const EXPORT_PAGE_CHARS = 1024 * 1024;

type EventRow = {
  event_id: string;
  type: string;
  points_awarded: number;
  received_at: string;
  counted_at: string | null;
  payload: string | null;
  seq: number;
};

/**
 * The learner's events up to `lastSeq`, in the export's order (by `seq`, then `received_at`; the event id
 * breaks ties), a page at a time. Each page is a window of `seq` numbers, one range of the (user_id, seq)
 * index: whatever plan the database picks, a page reads only its own rows, however far into the account it is.
 * A learner's `seq` numbers follow each other (each batch continues from the last), so a window of N holds at
 * most N events; only events stored before `seq` was kept share numbers (from 0 in each of their batches).
 */
async function* eventPages(db: DB, userId: string, lastSeq: number): AsyncGenerator<EventRow[]> {
  let after = -1;
  let window = EXPORT_PAGE_SIZE;
  while (after < lastSeq) {
    const upTo = Math.min(after + window, lastSeq);
    const page = await db
      .selectFrom('events')
      .select(['event_id', 'type', 'points_awarded', 'received_at', 'counted_at', 'payload', 'seq'])
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .where('seq', '<=', upTo)
      .orderBy('seq')
      .orderBy('received_at')
      .orderBy('event_id')
      .execute();
    after = upTo;
    if (page.length === 0) continue;
    yield page;
    const chars = page.reduce((sum, e) => sum + (e.payload?.length ?? 0), 0);
    const fitting = Math.floor((page.length * EXPORT_PAGE_CHARS) / Math.max(chars, 1));
    window = Math.max(10, Math.min(EXPORT_PAGE_SIZE, fitting));
  }
}

type ExportHead = Omit<AccountExport, 'events'>;

/** Everything but the events, read before anything is sent, so a failure here is still a proper answer. */
async function readHead(
  db: DB,
  user: User,
  rules: Rules,
  currentTokenHash: string,
  now: Date,
): Promise<{ head: ExportHead; lastSeq: number }> {
  const [progress, lastSeq, sessions, certificates, passwordResets, emailChanges, throttle, chosen] =
    await Promise.all([
      loadProgress(db, user.id),
      // The events read later stop here: the ones that arrive while the export is sent belong to the next one.
      db
        .selectFrom('events')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('user_id', '=', user.id)
        .executeTakeFirst()
        .then((row) => Number(row?.seq ?? -1)),
      listDeviceSessions(db, user.id, currentTokenHash, now),
      db
        .selectFrom('certificates')
        .select([
          'code',
          'name',
          'issued_at',
          'chapters',
          'study_minutes',
          'exam_percent',
          'exam_questions',
          'exam_passed_at',
          'plan_completed_at',
        ])
        .where('user_id', '=', user.id)
        .execute(),
      db
        .selectFrom('password_resets')
        .select(['created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('email_changes')
        .select(['new_email', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
      readSignInThrottle(db, user.email),
      db.selectFrom('users').select('display_name').where('id', '=', user.id).executeTakeFirst(),
    ]);
  const [examAttempts, examAnswers] = await Promise.all([
    db.selectFrom('exam_attempts').selectAll().where('user_id', '=', user.id).orderBy('started_at').execute(),
    db
      .selectFrom('exam_answers')
      .innerJoin('exam_attempts', 'exam_attempts.id', 'exam_answers.attempt_id')
      .select([
        'exam_answers.attempt_id',
        'exam_answers.question_id',
        'exam_answers.answer',
        'exam_answers.answered_at',
      ])
      .where('exam_attempts.user_id', '=', user.id)
      .orderBy('exam_answers.answered_at')
      .execute(),
  ]);
  const [pushSubscriptions, reminders] = await Promise.all([
    db
      .selectFrom('push_subscriptions')
      .select(['session_id', 'endpoint', 'created_at', 'last_success_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('reminder_settings').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
  ]);
  const [leagueStatus, leagueWeeks, leagueResults] = await Promise.all([
    db.selectFrom('league_status').select('tier').where('user_id', '=', user.id).executeTakeFirst(),
    db
      .selectFrom('league_members')
      .select(['week', 'tier', 'points'])
      .where('user_id', '=', user.id)
      .orderBy('week')
      .execute(),
    db.selectFrom('league_results').selectAll().where('user_id', '=', user.id).orderBy('week').execute(),
  ]);
  const snapshot = buildSnapshot(user, progress, rules, now);
  const head: ExportHead = {
    format: 'hub-marketing-digital/export',
    version: 1,
    exportedAt: now.toISOString(),
    user: { ...snapshot.user, displayNameChosen: chosen?.display_name ?? null },
    progress: snapshot.progress,
    summary: snapshot.summary,
    league: {
      tier: leagueStatus?.tier ?? null,
      weeks: leagueWeeks,
      results: leagueResults.map((r) => ({
        week: r.week,
        tier: r.tier,
        rank: r.rank,
        points: r.points,
        outcome: r.outcome,
        newTier: r.new_tier,
      })),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
      current: s.current,
    })),
    pushSubscriptions: pushSubscriptions.map((p) => ({
      sessionId: p.session_id,
      endpoint: p.endpoint,
      createdAt: p.created_at,
      lastSuccessAt: p.last_success_at,
    })),
    reminders: reminders
      ? {
          study: reminders.study === 1,
          streak: reminders.streak === 1,
          league: reminders.league === 1,
          hour: reminders.hour,
          updatedAt: reminders.updated_at,
          lastReminderDay: reminders.last_reminder_day,
          lastStreakDay: reminders.last_streak_day,
          lastLeagueWeek: reminders.last_league_week,
          lastSentAt: reminders.last_sent_at,
        }
      : null,
    certificates: certificates.map((c) => ({
      code: c.code,
      name: c.name,
      issuedAt: c.issued_at,
      chapters: parseJson(c.chapters),
      courseMinutes: c.study_minutes,
      examPercent: c.exam_percent,
      examQuestions: c.exam_questions,
      examPassedAt: c.exam_passed_at,
      planCompletedAt: c.plan_completed_at,
    })),
    examAttempts: examAttempts.map((a) => ({
      id: a.id,
      startedAt: a.started_at,
      deadline: a.deadline_at,
      finishedAt: a.finished_at,
      endedBy: a.ended_by,
      correct: a.correct,
      total: a.total,
      passed: a.passed === null ? null : a.passed === 1,
      questionIds: parseJson(a.questions),
      answers: examAnswers
        .filter((x) => x.attempt_id === a.id)
        .map((x) => ({ questionId: x.question_id, answer: x.answer, answeredAt: x.answered_at })),
    })),
    passwordResets: passwordResets.map((r) => ({
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      usedAt: r.used_at,
    })),
    emailChanges: emailChanges.map((c) => ({
      newEmail: c.new_email,
      createdAt: c.created_at,
      expiresAt: c.expires_at,
      usedAt: c.used_at,
    })),
    signInFailures: throttle
      ? {
          failures: throttle.failures,
          windowStart: throttle.windowStart.toISOString(),
          nextAllowedAt: throttle.nextAllowedAt?.toISOString() ?? null,
        }
      : null,
  };
  return { head, lastSeq };
}

/** One event as the document lists it: the table's columns, in the schema's order, the payload parsed. */
const exportedEvent = (e: EventRow): AccountExport['events'][number] => ({
  event_id: e.event_id,
  type: e.type,
  points_awarded: e.points_awarded,
  received_at: e.received_at,
  counted_at: e.counted_at,
  payload: parseJson(e.payload),
});

/**
 * The export as JSON text, written as it is read: every section but the events is encoded with its part of
 * AccountExportSchema (what the response serializer would do, in the same order), and the events follow one
 * page at a time, so memory stays bounded whatever the account's size.
 */
async function* exportText(db: DB, userId: string, head: ExportHead, lastSeq: number) {
  const sections = AccountExportSchema.shape;
  let separator = '{';
  for (const name of Object.keys(sections) as (keyof AccountExport)[]) {
    yield `${separator}${JSON.stringify(name)}:`;
    separator = ',';
    if (name !== 'events') {
      const section = sections[name] as z.ZodType;
      yield JSON.stringify(section.encode(head[name]));
      continue;
    }
    let first = true;
    yield '[';
    for await (const page of eventPages(db, userId, lastSeq)) {
      const text = page.map((e) => JSON.stringify(exportedEvent(e))).join(',');
      yield first ? text : `,${text}`;
      first = false;
      // SQLite reads a page synchronously; other requests get their turn between pages, however fast the
      // client takes them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    yield ']';
  }
  yield '}';
}

/**
 * "Baixar meus dados" as a stream of the JSON document. Reads everything but the events first (an error there,
 * such as an unreadable progress row, still answers as an error); the events are then read while it is sent.
 */
export async function exportAccount(
  db: DB,
  user: User,
  rules: Rules,
  currentTokenHash: string,
  now = new Date(),
): Promise<Readable> {
  const { head, lastSeq } = await readHead(db, user, rules, currentTokenHash, now);
  return Readable.from(exportText(db, user.id, head, lastSeq), { objectMode: false });
}
