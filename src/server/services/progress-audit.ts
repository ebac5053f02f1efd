/**
 * Rebuilds a learner's progress from their stored events and compares it with the stored row. Replays start
 * from the latest `progress.baseline` event (the state when payloads started being kept, or a seeded one) and
 * apply every later event at the instant it counted at, with the same shared rules.
 */
import type { DB } from '../db/index.js';
import { applyLearnerEvent, emptyProgress, RuleError, type ProgressState } from '../../shared/progress.js';
import { LearnerEventSchema } from '../../shared/events.js';
import { ProgressStateSchema } from '../../shared/progress-schema.js';
import type { Rules } from './progress.js';

export const BASELINE_EVENT_TYPE = 'progress.baseline';

export type AuditResult =
  | { userId: string; status: 'ok'; events: number }
  | { userId: string; status: 'mismatch'; events: number; differences: string[]; rebuilt: ProgressState }
  | { userId: string; status: 'unreadable-row'; events: number; reason: string; rebuilt: ProgressState }
  | { userId: string; status: 'cannot-rebuild'; events: number; reason: string };

/** JSON with sorted keys, so two equal states print the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export function differences(stored: ProgressState, rebuilt: ProgressState): string[] {
  return (Object.keys(rebuilt) as (keyof ProgressState)[])
    .filter((k) => canonical(stored[k]) !== canonical(rebuilt[k]))
    .map((k) => `${k}: guardado ${canonical(stored[k])}, refeito ${canonical(rebuilt[k])}`);
}

export async function rebuildProgress(
  db: DB,
  user: { id: string; timeZone: string },
  rules: Rules,
): Promise<{ state: ProgressState; events: number } | { error: string; events: number }> {
  const rows = await db
    .selectFrom('events')
    .select(['event_id', 'type', 'payload', 'counted_at', 'seq'])
    .where('user_id', '=', user.id)
    .orderBy('seq')
    .orderBy('received_at')
    .execute();
  let start = 0;
  let state = emptyProgress();
  rows.forEach((row, i) => {
    if (row.type === BASELINE_EVENT_TYPE) start = i;
  });
  const baseline = rows[start];
  if (baseline?.type === BASELINE_EVENT_TYPE) {
    const parsed = ProgressStateSchema.safeParse(safeJson(baseline.payload));
    if (!parsed.success) return { error: 'o evento de base não é um progresso válido', events: rows.length };
    state = parsed.data;
    start += 1;
  } else {
    start = 0;
  }
  for (const row of rows.slice(start)) {
    const event = LearnerEventSchema.safeParse(safeJson(row.payload));
    if (!event.success || !row.counted_at) {
      return { error: `o evento ${row.event_id} não guardou seu conteúdo`, events: rows.length };
    }
    try {
      state = applyLearnerEvent(state, { ...event.data, occurredAt: row.counted_at }, rules, {
        timeZone: user.timeZone,
        now: new Date(row.counted_at),
      }).state;
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      return { error: `o evento ${row.event_id} não vale mais: ${err.message}`, events: rows.length };
    }
  }
  return { state, events: rows.length };
}

function safeJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function auditLearner(
  db: DB,
  user: { id: string; timeZone: string },
  rules: Rules,
): Promise<AuditResult> {
  const rebuilt = await rebuildProgress(db, user, rules);
  if ('error' in rebuilt) {
    return { userId: user.id, status: 'cannot-rebuild', events: rebuilt.events, reason: rebuilt.error };
  }
  const row = await db
    .selectFrom('progress')
    .select('state')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const stored = ProgressStateSchema.safeParse(safeJson(row?.state ?? null));
  if (!stored.success) {
    return {
      userId: user.id,
      status: 'unreadable-row',
      events: rebuilt.events,
      reason: row ? 'o progresso guardado não passa no esquema' : 'não há linha de progresso',
      rebuilt: rebuilt.state,
    };
  }
  const diff = differences(stored.data, rebuilt.state);
  return diff.length === 0
    ? { userId: user.id, status: 'ok', events: rebuilt.events }
    : {
        userId: user.id,
        status: 'mismatch',
        events: rebuilt.events,
        differences: diff,
        rebuilt: rebuilt.state,
      };
}

/** Writes a rebuilt state over the stored row (used by the audit script's --repair). */
export async function writeProgress(db: DB, userId: string, state: ProgressState, now = new Date()) {
  await db
    .updateTable('progress')
    .set({ state: JSON.stringify(state), points: state.points, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}
