/**
 * The reminders job: reads the learners who have at least one device subscribed, a page at a time, asks the pure
 * rule (src/shared/reminders.ts) which reminder each one is due now, sends it to each of their devices with
 * bounded concurrency, and notes what went out so it goes out once. Run by the job scheduler (src/server/jobs.ts),
 * once per period across all instances; every REMINDERS_INTERVAL_MS (15 minutes by default).
 */
import type { Job } from '../jobs.js';
import type { DB } from '../db/index.js';
import type { Curriculum } from '../../content/load.js';
import { ProgressStateSchema } from '../../shared/progress-schema.js';
import { dueReminder, type DueReminder, type ReminderLearner } from '../../shared/reminders.js';
import { timeZoneAt } from '../../shared/time-zone-at.js';
import { previousWeek } from './league.js';
import { REMINDER_DELIVERY, recordDeliveries, settingsFromRow, type PushSender } from './push.js';

/** Learners read per query. */
const PAGE_SIZE = 500;

/** What the rule needs of the progress, without validating the whole state. */
const ProgressForReminders = ProgressStateSchema.pick({
  activityDays: true,
  lastChapterId: true,
  completedChapters: true,
});

/** The growing parts the rule needs, kept one row per entry in progress_entries (decision 027). */
const ENTRY_FIELDS_READ = ['activityDays', 'completedChapters'] as const;

/**
 * The rule's part of a learner's progress: the small row (`progress.state`), with the days studied and the
 * chapters completed put back from their entries, unless the row still holds them itself (a row written before
 * migration 014 and not yet rewritten).
 */
function progressForReminders(state: string, entries: { field: string; key: string; value: string }[]) {
  const raw = JSON.parse(state) as Record<string, unknown>;
  if (!('activityDays' in raw))
    raw.activityDays = entries
      .filter((e) => e.field === 'activityDays')
      .map((e) => e.key)
      .sort();
  if (!('completedChapters' in raw))
    raw.completedChapters = Object.fromEntries(
      entries
        .filter((e) => e.field === 'completedChapters')
        .map((e) => [e.key, JSON.parse(e.value) as unknown]),
    );
  return ProgressForReminders.parse(raw);
}

/** Runs `task` on every item, at most `limit` at a time. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type ChapterRef = ReminderLearner['nextChapter'];

/** The chapter the study reminder points to: the one opened last if not finished, else the first not finished. */
function nextChapterOf(
  curriculum: Curriculum,
  lastChapterId: string | null,
  completed: Record<string, string>,
): ChapterRef {
  const open = curriculum.chapters.find((c) => c.id === lastChapterId && !completed[c.id]);
  const next = open ?? curriculum.chapters.find((c) => !completed[c.id]);
  return next ? { id: next.id, title: next.title } : null;
}

export interface ReminderRunCounts {
  learners: number;
  due: number;
  sent: number;
  gone: number;
  failed: number;
  /** Learners whose progress could not be read (they get nothing this run). */
  unreadable: number;
  [kind: string]: number;
}

/** Decides and sends the reminders due at `now`. */
export async function sendDueReminders(
  db: DB,
  { sender, curriculum, concurrency }: { sender: PushSender; curriculum: Curriculum; concurrency: number },
  now: Date,
): Promise<ReminderRunCounts> {
  const counts: ReminderRunCounts = { learners: 0, due: 0, sent: 0, gone: 0, failed: 0, unreadable: 0 };
  const week = previousWeek(now);
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('reminder_settings as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('progress as p', 'p.user_id', 'r.user_id')
      .leftJoin('league_results as l', (join) =>
        join.onRef('l.user_id', '=', 'r.user_id').on('l.week', '=', week),
      )
      .select([
        'r.user_id',
        'r.study',
        'r.streak',
        'r.league',
        'r.hour',
        'r.last_reminder_day',
        'r.last_streak_day',
        'r.last_league_week',
        'u.time_zone',
        'u.time_zone_next',
        'u.time_zone_next_at',
        'p.state',
        'p.updated_at',
        'l.rank',
        'l.outcome',
        'l.new_tier',
      ])
      .where('r.user_id', '>', after)
      .where((eb) => eb.or([eb('r.study', '=', 1), eb('r.streak', '=', 1), eb('r.league', '=', 1)]))
      .where((eb) =>
        eb.exists(
          eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'r.user_id'),
        ),
      )
      .orderBy('r.user_id')
      .limit(PAGE_SIZE)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.user_id;
    counts.learners += rows.length;

    const entries = await db
      .selectFrom('progress_entries')
      .select(['user_id', 'field', 'key', 'value'])
      .where(
        'user_id',
        'in',
        rows.map((r) => r.user_id),
      )
      .where('field', 'in', [...ENTRY_FIELDS_READ])
      .execute();
    const entriesOf = new Map<string, typeof entries>();
    for (const e of entries) entriesOf.set(e.user_id, [...(entriesOf.get(e.user_id) ?? []), e]);

    const due = new Map<string, DueReminder & { leagueWeek: string | null }>();
    for (const row of rows) {
      let progress: {
        activityDays: string[];
        lastChapterId: string | null;
        completedChapters: Record<string, string>;
      };
      try {
        progress = row.state
          ? progressForReminders(row.state, entriesOf.get(row.user_id) ?? [])
          : { activityDays: [], lastChapterId: null, completedChapters: {} };
      } catch {
        counts.unreadable += 1;
        continue;
      }
      const learner: ReminderLearner = {
        timeZone: timeZoneAt(
          {
            timeZone: row.time_zone,
            nextTimeZone: row.time_zone_next,
            nextTimeZoneAt: row.time_zone_next_at,
          },
          now,
        ),
        settings: settingsFromRow(row),
        activityDays: progress.activityDays,
        // The last change to the learner's progress: studying is what changes it.
        lastStudyAt: progress.activityDays.length > 0 ? (row.updated_at ?? null) : null,
        lastReminderDay: row.last_reminder_day,
        lastStreakDay: row.last_streak_day,
        leagueResult:
          row.rank !== null && row.outcome !== null && row.new_tier !== null && row.last_league_week !== week
            ? { week, rank: row.rank, outcome: row.outcome, newTier: row.new_tier }
            : null,
        nextChapter: nextChapterOf(curriculum, progress.lastChapterId, progress.completedChapters),
      };
      const reminder = dueReminder(learner, now);
      if (reminder)
        due.set(row.user_id, { ...reminder, leagueWeek: reminder.type === 'league' ? week : null });
    }
    if (due.size === 0) continue;
    counts.due += due.size;

    const subscriptions = await db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', 'in', [...due.keys()])
      .execute();
    const delivered = new Set<string>();
    const outcome = { sent: [] as string[], gone: [] as string[] };
    await forEachLimited(subscriptions, concurrency, async (subscription) => {
      const reminder = due.get(subscription.user_id)!;
      const result = await sender.send(subscription, reminder.message, REMINDER_DELIVERY);
      counts[result.status] += 1;
      counts[reminder.type] = (counts[reminder.type] ?? 0) + (result.status === 'sent' ? 1 : 0);
      if (result.status === 'sent') {
        outcome.sent.push(subscription.id);
        delivered.add(subscription.user_id);
      } else if (result.status === 'gone') {
        outcome.gone.push(subscription.id);
      }
    });
    await recordDeliveries(db, outcome, now);

    // Noted once a device got it; when none did, the next run tries again (within the rule's hours). One
    // statement per kind of note, not per learner: on PostgreSQL each commit waits for the disk.
    const notes = new Map<string, { set: Record<string, string>; userIds: string[] }>();
    for (const userId of delivered) {
      const reminder = due.get(userId)!;
      const set: Record<string, string> = {
        ...(reminder.type === 'streak' ? { last_streak_day: reminder.day } : {}),
        ...(reminder.countsAsDaily ? { last_reminder_day: reminder.day } : {}),
        ...(reminder.leagueWeek ? { last_league_week: reminder.leagueWeek } : {}),
      };
      const key = JSON.stringify(set);
      const note = notes.get(key) ?? { set, userIds: [] };
      note.userIds.push(userId);
      notes.set(key, note);
    }
    for (const { set, userIds } of notes.values()) {
      await db
        .updateTable('reminder_settings')
        .set({ ...set, last_sent_at: now.toISOString() })
        .where('user_id', 'in', userIds)
        .execute();
    }
  }
  return counts;
}

export function remindersJob(deps: { sender: PushSender; curriculum: Curriculum; concurrency: number }): Job {
  return {
    name: 'reminders',
    run: (db, now) => sendDueReminders(db, deps, now),
  };
}
