/**
 * Applies learner events on the server with the shared rules, each at most once, and builds the snapshot
 * the client adopts. All events of one learner are serialised by a row lock on their progress.
 */
import type { DB, DatabaseHandle } from '../db/index.js';
import type { Curriculum } from '../../content/load.js';
import type { Insertable } from 'kysely';
import type { EventsTable } from '../db/schema.js';
import { LEAGUE_EVENTS, parseLearnerEvent, type LearnerEventType } from '../../shared/events.js';
import { HttpError } from '../errors.js';
import { emptyProgress, type ProgressState } from '../../shared/progress-state.js';
import { applyEventList } from '../../shared/event-list.js';
import { contentRules } from '../../shared/content-rules.js';
import { dailyRules } from '../../shared/daily-rule.js';
import { addLeaguePoints } from './league.js';
import { planProblems } from '../../shared/capstone.js';
import { type EventResult, type Snapshot, type User } from '../../shared/api-schemas.js';
import { levelForPoints } from '../../shared/levels.js';
import { currentStreak } from '../../shared/streak.js';
import { dayKey } from '../../shared/days.js';
import { timeZoneAt } from '../../shared/time-zone-at.js';
import { earnedAchievements, statsOf } from '../../shared/achievements.js';
import { achievementName } from '../../shared/achievement-texts.js';
import type { LearnerLimits } from '../config.js';
import { charge, type Usage } from './learner-limits.js';
import { readProgress, storedProgress, writeProgress } from './progress-store.js';
import type { ProgressChanges } from '../../shared/progress-changes.js';

export type Rules = ReturnType<typeof contentRules>;

export function rulesFromCurriculum(curriculum: Curriculum): Rules {
  return contentRules(
    curriculum.chapters.map((c) => ({
      id: c.id,
      points: c.points,
      checklistIds: c.checklist.map((i) => i.id),
      labs: c.labs.map((l) => ({ id: l.id, stepIds: l.steps.map((s) => s.id) })),
      answers: c.quiz.map((q) => q.answer),
      questionIds: c.quiz.map((q) => q.id),
      sectionIds: c.sections.map((s) => s.id),
    })),
    curriculum.insights.map((i) => i.id),
    curriculum.capstone && { points: curriculum.capstone.points, problems: planProblems },
    () => dailyRules,
  );
}

/** A stored progress row that cannot be read is never replaced by an empty one: the request fails instead. */
class ProgressUnreadableError extends HttpError {
  constructor(
    readonly userId: string,
    readonly reason: string,
  ) {
    super(
      503,
      'PROGRESS_UNREADABLE',
      'Não conseguimos ler seu progresso agora. Nada foi perdido: tente de novo em instantes.',
    );
  }
}

/** The learner's progress and its revision (progress-store.ts); refused (503) when it cannot be read. */
export async function loadProgressAt(db: DB, userId: string): Promise<{ state: ProgressState; rev: number }> {
  const stored = await readProgress(db, userId);
  if (!stored) return { state: emptyProgress(), rev: 0 };
  if ('unreadable' in stored) throw new ProgressUnreadableError(userId, stored.unreadable);
  return { state: stored.state, rev: stored.rev };
}

export async function loadProgress(db: DB, userId: string): Promise<ProgressState> {
  return (await loadProgressAt(db, userId)).state;
}

/** The snapshot the app adopts, with the revision it may later ask for changes from. */
export async function learnerSnapshot(db: DB, user: User, rules: Rules, now = new Date()): Promise<Snapshot> {
  const { state, rev } = await loadProgressAt(db, user.id);
  return buildSnapshot(user, state, rules, now, rev);
}

/** Derived on the server for API consumers: level, streak, today and achievements. */
export function summaryOf(
  user: User,
  progress: ProgressState,
  rules: Rules,
  now = new Date(),
): Snapshot['summary'] {
  const today = dayKey(now, timeZoneAt(user, now));
  return {
    level: levelForPoints(progress.points),
    streak: currentStreak(progress.activityDays, today),
    today,
    achievements: earnedAchievements(statsOf(progress, rules)).map((a) => ({
      id: a.id,
      name: achievementName(a.id),
    })),
  };
}

export function buildSnapshot(
  user: User,
  progress: ProgressState,
  rules: Rules,
  now = new Date(),
  rev?: number,
): Snapshot {
  return {
    user,
    progress,
    summary: summaryOf(user, progress, rules, now),
    ...(rev === undefined ? {} : { rev }),
  };
}

const UNLIMITED: LearnerLimits = {
  requestsPerMinute: Infinity,
  eventsPerDay: Infinity,
  bytesPerDay: Infinity,
  quotaBytes: Infinity,
};

interface ApplyOptions {
  now?: Date;
  /**
   * The session the events come from: none may count before its start or the last event applied from it, and
   * that bound moves forward with every event applied. Without one (the demo seed), events count when dated.
   */
  session?: { tokenHash: string };
  /** What the learner may store; without them nothing is refused (the counters still move). */
  limits?: LearnerLimits;
  /** Events the server itself records (the final exam's pass); the app's events never are. */
  fromServer?: boolean;
}

/**
 * Applies a batch in one transaction, each event on its own: invalid or refused events are answered as
 * rejected with a reason and cost the others nothing. Applied events are stored with their payload and the
 * instant they counted at, so the learner's state can be rebuilt from them (see progress-audit.ts). The bytes
 * they take are counted on the progress row; when the new events would pass the learner's daily cap or quota,
 * the whole batch is refused (LimitError) and nothing of it is stored.
 */
export async function applyEvents(
  handle: DatabaseHandle,
  user: User,
  rawEvents: readonly unknown[],
  rules: Rules,
  { now = new Date(), session, limits, fromServer = false }: ApplyOptions = {},
): Promise<AppliedBatch> {
  const parsed = rawEvents.map((raw, i) => parseLearnerEvent(raw, i, { fromServer }));
  const valid = parsed.flatMap((p) => (p.ok ? [p] : []));
  let remember = () => {};
  const outcome = await handle.db.transaction().execute(async (trx): Promise<AppliedBatch> => {
    let lockQuery = trx
      .selectFrom('progress')
      .select(['state', 'rev', 'stored_bytes', 'usage_day', 'day_events', 'day_bytes'])
      .where('user_id', '=', user.id);
    if (handle.dialect === 'postgres') lockQuery = lockQuery.forUpdate();
    const row = await lockQuery.executeTakeFirst();
    const loaded = await storedProgress(trx, user.id, row);
    if ('unreadable' in loaded) throw new ProgressUnreadableError(user.id, loaded.unreadable);
    const stored = loaded.state;

    const ids = [...new Set(valid.map((p) => p.event.id))];
    const seen = new Set(
      ids.length === 0
        ? []
        : (
            await trx
              .selectFrom('events')
              .select('event_id')
              .where('user_id', '=', user.id)
              .where('event_id', 'in', ids)
              .execute()
          ).map((r) => r.event_id),
    );
    // The session is read again here, not taken from the request: a session ended a moment ago (on any
    // instance) adds nothing, and the bound below is the stored one even if a cached copy lags behind it.
    let notBefore: string | null = null;
    if (session) {
      const current = await trx
        .selectFrom('sessions')
        .select(['synced_at', 'created_at'])
        .where('token_hash', '=', session.tokenHash)
        .executeTakeFirst();
      if (!current) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
      notBefore = current.synced_at ?? current.created_at;
    }
    const last = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    let seq = Number(last?.seq ?? -1) + 1;

    const receivedAt = now.toISOString();
    const list = applyEventList(
      stored,
      valid.map((item) => item.event),
      rules,
      {
        // Each event's day in the zone in force at its instant: one sent after midnight may be from before it.
        timeZone: (instant) => timeZoneAt(user, instant),
        now,
        notBefore,
        notBeforeMoves: Boolean(session),
        alreadyApplied: seen,
      },
    );
    const state = list.state;
    const results: EventResult[] = [];
    const applied: Insertable<EventsTable>[] = [];
    let appliedBytes = 0;
    let next = 0;
    for (const item of parsed) {
      if (!item.ok) {
        results.push({
          id: item.id,
          status: 'rejected',
          pointsAwarded: 0,
          error: { code: item.code, message: item.message },
        });
        continue;
      }
      const result = list.results[next++]!;
      const id = item.event.id;
      if (result.status === 'duplicate') {
        results.push({ id, status: 'duplicate', pointsAwarded: 0 });
      } else if (result.status === 'rejected') {
        results.push({
          id,
          status: 'rejected',
          pointsAwarded: 0,
          error: { code: result.error.code, message: result.error.message },
        });
      } else {
        applied.push({
          user_id: user.id,
          event_id: id,
          type: item.event.type,
          points_awarded: result.outcome.pointsAwarded,
          received_at: receivedAt,
          seq: seq++,
          payload: item.payload,
          counted_at: result.countedAt,
        });
        appliedBytes += item.bytes;
        results.push({ id, status: 'applied', pointsAwarded: result.outcome.pointsAwarded });
      }
    }

    let rev = loaded.rev;
    let changes: AppliedBatch['changes'] = { core: {}, entries: {} };
    if (applied.length > 0) {
      const before: Usage = {
        storedBytes: Number(row?.stored_bytes ?? 0),
        day: row?.usage_day ?? null,
        dayEvents: row?.day_events ?? 0,
        dayBytes: Number(row?.day_bytes ?? 0),
      };
      // Without limits the counters still move, so they always match the stored events.
      const batch = { events: applied.length, bytes: appliedBytes };
      const usage = charge(before, batch, limits ?? UNLIMITED, now, user);
      await trx.insertInto('events').values(applied).execute();
      // Only what the events changed is written: the small row, and the entries of the growing parts.
      const written = await writeProgress(trx, user.id, loaded, state, {
        updated_at: receivedAt,
        stored_bytes: usage.storedBytes,
        usage_day: usage.day,
        day_events: usage.dayEvents,
        day_bytes: usage.dayBytes,
      });
      rev = written.rev;
      changes = written.changes;
      remember = written.remember;
      // Liga semanal: this week's points from answering, in the same transaction (see league.ts).
      await addLeaguePoints(
        trx,
        handle.dialect,
        user,
        applied.map((a) => ({
          countedAt: a.counted_at!,
          points: LEAGUE_EVENTS.includes(a.type as LearnerEventType) ? a.points_awarded : 0,
        })),
        now,
      );
      if (session && list.notBefore) {
        await trx
          .updateTable('sessions')
          .set({ synced_at: list.notBefore })
          .where('token_hash', '=', session.tokenHash)
          .execute();
      }
    }
    return { results, progress: state, rev, fromRev: loaded.rev, changes };
  });
  remember();
  return outcome;
}

export interface AppliedBatch {
  results: EventResult[];
  progress: ProgressState;
  /** The progress's revision after the batch, and the one it started from (equal when nothing applied). */
  rev: number;
  fromRev: number;
  /** What the batch changed (progress-store.ts): the answer to an app that sent its revision. */
  changes: ProgressChanges;
}
