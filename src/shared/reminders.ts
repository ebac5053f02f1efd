/**
 * Lembretes (Web Push): the learner's choices, the shapes the API takes and gives, and the rule that decides,
 * at a given instant, which reminder (if any) a learner gets. The rule is pure: the server's job feeds it what
 * it read from the database and sends what it answers (src/server/services/reminders.ts).
 *
 * The rule, in the learner's time zone:
 * - nothing between 22:00 and 08:00, and nothing on a day already studied;
 * - "sequência em risco" between 19:00 and 20:00, once a day, when the streak is at least 1;
 * - besides that warning, at most one reminder a day: the league's result on Monday, or the study reminder at
 *   the chosen hour (by default about 23,5 h after the last study, kept between 08:00 and 21:00).
 */
import { z } from 'zod';
import { counted } from './counts.js';
import { dayKey, localMinutes, weekday } from './days.js';
import { streakStatus } from './streak.js';
import { tierName } from './league.js';

export const REMINDER_TYPES = ['study', 'streak', 'league'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** The earliest and latest hours a learner may choose for the study reminder. */
export const FIRST_REMINDER_HOUR = 8;
export const LAST_REMINDER_HOUR = 21;

export const ReminderSettingsSchema = z.object({
  study: z.boolean(),
  streak: z.boolean(),
  league: z.boolean(),
  /** Local hour of the study reminder, or null: about 23,5 h after the last study. */
  hour: z.number().int().min(FIRST_REMINDER_HOUR).max(LAST_REMINDER_HOUR).nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  study: true,
  streak: true,
  league: true,
  hour: null,
};

/** What Ajustes shows: the choices, and whether this device receives them. */
export const RemindersSchema = z.object({
  settings: ReminderSettingsSchema,
  /** This device (its session) has a push subscription. */
  subscribed: z.boolean(),
  /** How many of the learner's devices receive reminders. */
  devices: z.number().int().min(0),
});
export type Reminders = z.infer<typeof RemindersSchema>;

/** A PushSubscription as the browser's toJSON() gives it; the endpoint is checked on the server. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z
      .string()
      .min(86)
      .max(90)
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'Chave p256dh inválida.'),
    auth: z
      .string()
      .min(22)
      .max(26)
      .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'Chave auth inválida.'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives and shows (kept well under the 4 KB a push message may carry). */
export const PushMessageSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(400),
  /** A path of the app, opened on tap. */
  url: z.string().startsWith('/').max(300),
  /** Notifications with the same tag replace each other on the device. */
  tag: z.string().max(40),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

const QUIET_UNTIL = 8 * 60;
const QUIET_FROM = 22 * 60;
const STREAK_FROM = 19 * 60;
const STREAK_UNTIL = 20 * 60;
/** The default study reminder: this long after the last study (Duolingo's practice reminder). */
export const DEFAULT_DELAY_MS = 23.5 * 3_600_000;
const MONDAY = 1;

/** Everything the rule reads about one learner. */
export interface ReminderLearner {
  /** The zone that decides the learner's day now. */
  timeZone: string;
  settings: ReminderSettings;
  /** Local days with a learning activity (the streak's days). */
  activityDays: readonly string[];
  /** The last instant the learner studied, when known. */
  lastStudyAt: string | null;
  /** Local day the last reminder other than the streak warning went out. */
  lastReminderDay: string | null;
  /** Local day the last streak warning went out. */
  lastStreakDay: string | null;
  /** Last week's league result, when it exists and was not told yet. */
  leagueResult: { week: string; rank: number; outcome: string; newTier: number } | null;
  /** Where the study reminder sends the learner: the chapter to continue, when there is one. */
  nextChapter: { id: string; title: string } | null;
}

export interface DueReminder {
  type: ReminderType;
  message: PushMessage;
  /** The local day it is for. */
  day: string;
  /** It also stands for the day's one reminder (a streak warning sent when the study reminder was due too). */
  countsAsDaily: boolean;
}

/** The study reminder's local time (minutes after midnight) on a day not yet studied, or null for none. */
export function studyReminderMinutes(learner: ReminderLearner): number | null {
  if (learner.settings.hour !== null) return learner.settings.hour * 60;
  if (!learner.lastStudyAt) return null;
  const at = Date.parse(learner.lastStudyAt) + DEFAULT_DELAY_MS;
  const minutes = localMinutes(at, learner.timeZone);
  return Math.min(Math.max(minutes, FIRST_REMINDER_HOUR * 60), LAST_REMINDER_HOUR * 60);
}

const DAILY_QUIZ_URL = '/quiz-diario';
const COMMUNITY_URL = '/comunidade';
/** One tag for every reminder: a newer one replaces an unread older one on the device. */
export const REMINDER_TAG = 'lembrete';

function streakMessage(streak: number, protections: number): PushMessage {
  return protections > 0
    ? {
        title: counted('streakAtRisk', streak),
        body: 'Se hoje passar em branco, você gasta uma proteção. O quiz diário leva 2 minutos.',
        url: DAILY_QUIZ_URL,
        tag: REMINDER_TAG,
      }
    : {
        title: counted('streakEndsToday', streak),
        body: 'O quiz diário leva 2 minutos: responda agora e mantenha a sequência.',
        url: DAILY_QUIZ_URL,
        tag: REMINDER_TAG,
      };
}

function studyMessage(next: ReminderLearner['nextChapter']): PushMessage {
  return next
    ? {
        title: 'Hora de estudar',
        body: `Continue “${next.title}” de onde parou: alguns minutos já contam para a sua sequência.`,
        url: `/capitulos/${encodeURIComponent(next.id)}`,
        tag: REMINDER_TAG,
      }
    : {
        title: 'Hora de estudar',
        body: 'O quiz diário de hoje leva 2 minutos e revisa o que você já aprendeu.',
        url: DAILY_QUIZ_URL,
        tag: REMINDER_TAG,
      };
}

function leagueMessage(result: NonNullable<ReminderLearner['leagueResult']>): PushMessage {
  const tier = tierName(result.newTier);
  const place = `${result.rank}º lugar`;
  const title =
    result.outcome === 'promoted'
      ? `Você subiu para a divisão ${tier}!`
      : result.outcome === 'relegated'
        ? `Você voltou para a divisão ${tier}`
        : `Você continua na divisão ${tier}`;
  return {
    title,
    body: `Você terminou a semana da liga em ${place}. A nova semana já começou: estude hoje para sair na frente.`,
    url: COMMUNITY_URL,
    tag: REMINDER_TAG,
  };
}

/** The reminder a learner is due at `now`, or null. */
export function dueReminder(learner: ReminderLearner, now: Date): DueReminder | null {
  const { timeZone, settings } = learner;
  const minutes = localMinutes(now, timeZone);
  if (minutes < QUIET_UNTIL || minutes >= QUIET_FROM) return null;
  const today = dayKey(now, timeZone);
  if (learner.activityDays.includes(today)) return null;

  const dailySent = learner.lastReminderDay === today;
  const studyAt = settings.study && !dailySent ? studyReminderMinutes(learner) : null;
  const studyDue = studyAt !== null && minutes >= studyAt;

  if (
    settings.streak &&
    learner.lastStreakDay !== today &&
    minutes >= STREAK_FROM &&
    minutes < STREAK_UNTIL
  ) {
    const { current, protections } = streakStatus(learner.activityDays, today);
    if (current >= 1) {
      return {
        type: 'streak',
        message: streakMessage(current, protections),
        day: today,
        countsAsDaily: studyDue,
      };
    }
  }
  if (dailySent) return null;
  if (settings.league && learner.leagueResult && weekday(today) === MONDAY) {
    return { type: 'league', message: leagueMessage(learner.leagueResult), day: today, countsAsDaily: true };
  }
  if (studyDue) {
    return { type: 'study', message: studyMessage(learner.nextChapter), day: today, countsAsDaily: true };
  }
  return null;
}

/** The notification "Enviar notificação de teste" sends. */
export const TEST_MESSAGE: PushMessage = {
  title: 'Lembretes ligados',
  body: 'É assim que os lembretes do Hub vão aparecer neste aparelho.',
  url: '/ajustes#ajustes-lembretes',
  tag: 'teste',
};
