/**
 * Applies learner events on the server with the shared rules, each at most once, and builds the snapshot
 * the client adopts. All events of one learner are serialised by a row lock on their progress.
 */
import type { DB, DatabaseHandle } from '../db/index.js';
import type { Curriculum } from '../../content/load.js';
import type { LearnerEvent } from '../../shared/events.js';
import { applyLearnerEvent, emptyProgress, RuleError, type ProgressState } from '../../shared/progress.js';
import { contentRules } from '../../shared/content-rules.js';
import { ProgressStateSchema, type EventResult, type Snapshot, type User } from '../../shared/api-schemas.js';
import { levelForPoints } from '../../shared/levels.js';
import { currentStreak } from '../../shared/streak.js';
import { dayKey } from '../../shared/days.js';
import { earnedAchievements, statsOf } from '../../shared/achievements.js';

export type Rules = ReturnType<typeof contentRules>;

export function rulesFromCurriculum(curriculum: Curriculum): Rules {
  return contentRules(
    curriculum.chapters.map((c) => ({
      id: c.id,
      points: c.points,
      checklistIds: c.checklist.map((i) => i.id),
      answers: c.quiz.map((q) => q.answer),
    })),
    curriculum.insights.map((i) => i.id),
  );
}

function parseState(json: string | undefined): ProgressState {
  if (!json) return emptyProgress();
  const parsed = ProgressStateSchema.safeParse({ ...emptyProgress(), ...JSON.parse(json) });
  return parsed.success ? parsed.data : emptyProgress();
}

export async function loadProgress(db: DB, userId: string): Promise<ProgressState> {
  const row = await db
    .selectFrom('progress')
    .select('state')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return parseState(row?.state);
}

export function buildSnapshot(user: User, progress: ProgressState, rules: Rules, now = new Date()): Snapshot {
  const today = dayKey(now, user.timeZone);
  return {
    user,
    progress,
    summary: {
      level: levelForPoints(progress.points),
      streak: currentStreak(progress.activityDays, today),
      today,
      achievements: earnedAchievements(statsOf(progress, rules)).map((a) => ({ id: a.id, name: a.name })),
    },
  };
}

export async function applyEvents(
  handle: DatabaseHandle,
  user: User,
  events: LearnerEvent[],
  rules: Rules,
  now = new Date(),
): Promise<{ results: EventResult[]; progress: ProgressState }> {
  return handle.db.transaction().execute(async (trx) => {
    let lockQuery = trx.selectFrom('progress').select('state').where('user_id', '=', user.id);
    if (handle.dialect === 'postgres') lockQuery = lockQuery.forUpdate();
    let state = parseState((await lockQuery.executeTakeFirst())?.state);

    const ids = [...new Set(events.map((e) => e.id))];
    const seen = new Set(
      (
        await trx
          .selectFrom('events')
          .select('event_id')
          .where('user_id', '=', user.id)
          .where('event_id', 'in', ids)
          .execute()
      ).map((r) => r.event_id),
    );

    const results: EventResult[] = [];
    const applied: { event_id: string; type: string; points_awarded: number }[] = [];
    for (const event of events) {
      if (seen.has(event.id)) {
        results.push({ id: event.id, status: 'duplicate', pointsAwarded: 0 });
        continue;
      }
      try {
        const { state: next, outcome } = applyLearnerEvent(state, event, rules, {
          timeZone: user.timeZone,
          now,
        });
        state = next;
        seen.add(event.id);
        applied.push({ event_id: event.id, type: event.type, points_awarded: outcome.pointsAwarded });
        results.push({ id: event.id, status: 'applied', pointsAwarded: outcome.pointsAwarded });
      } catch (err) {
        if (!(err instanceof RuleError)) throw err;
        results.push({
          id: event.id,
          status: 'rejected',
          pointsAwarded: 0,
          error: { code: err.code, message: err.message },
        });
      }
    }

    if (applied.length > 0) {
      const receivedAt = now.toISOString();
      await trx
        .insertInto('events')
        .values(applied.map((a, i) => ({ ...a, user_id: user.id, received_at: receivedAt, seq: i })))
        .execute();
      await trx
        .updateTable('progress')
        .set({ state: JSON.stringify(state), points: state.points, updated_at: receivedAt })
        .where('user_id', '=', user.id)
        .execute();
    }
    return { results, progress: state };
  });
}
