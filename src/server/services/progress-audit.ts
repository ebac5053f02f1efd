/**
 * Rebuilds a learner's progress from their stored events and compares it with the stored row. Replays start
 * from the latest `progress.baseline` event (the state when payloads started being kept, or a seeded one) and
 * apply every later event at the instant it counted at, with the same shared rules.
 */
import type { DB } from '../db/index.js';
import { emptyProgress, type ProgressState } from '../../shared/progress-state.js';
import { applyEventList } from '../../shared/event-list.js';
import { LearnerEventSchema, type LearnerEvent } from '../../shared/events.js';
import { ProgressStateSchema } from '../../shared/progress-schema.js';
import type { Rules } from './progress.js';
import { readProgress, storedProgress, writeProgress as storeProgress } from './progress-store.js';
import { ENTRY_FIELDS } from '../../shared/progress-changes.js';
import { timeZoneAt, type LearnerTimeZones } from '../../shared/time-zone-at.js';

export const BASELINE_EVENT_TYPE = 'progress.baseline';

type AuditResult =
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

function differences(stored: ProgressState, rebuilt: ProgressState): string[] {
  return (Object.keys(rebuilt) as (keyof ProgressState)[])
    .filter((k) => canonical(stored[k]) !== canonical(rebuilt[k]))
    .map((k) => `${k}: guardado ${canonical(stored[k])}, refeito ${canonical(rebuilt[k])}`);
}

async function rebuildProgress(
  db: DB,
  user: { id: string } & LearnerTimeZones,
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
  // Events are replayed up to the first one whose content was not kept; the first refusal before it wins.
  const replayed: LearnerEvent[] = [];
  let unkept: string | undefined;
  for (const row of rows.slice(start)) {
    const event = LearnerEventSchema.safeParse(safeJson(row.payload));
    if (!event.success || !row.counted_at) {
      unkept = row.event_id;
      break;
    }
    replayed.push({ ...event.data, id: row.event_id, occurredAt: row.counted_at });
  }
  const list = applyEventList(state, replayed, replayRules(rules), {
    // As when they were applied: the zone in force at each one's instant (the zones stored now; a change that
    // took effect before the last one is no longer known).
    timeZone: (instant) => timeZoneAt(user, instant),
    now: new Date(),
    replay: true,
    stopAtRejection: true,
  });
  const refused = list.rejected[0];
  if (refused) {
    const reason = `o evento ${refused.event.id} não vale mais: ${refused.error.message}`;
    return { error: reason, events: rows.length };
  }
  if (unkept) return { error: `o evento ${unkept} não guardou seu conteúdo`, events: rows.length };
  return { state: list.state, events: rows.length };
}

/**
 * The rules a replay applies. A stored plan.completed passed the plan check in force when it counted (refused
 * events are never stored), and that check may have grown stricter since: a replay takes the completion as it
 * was, instead of refusing a learner's history. Every other rule, points included, is replayed as it is.
 */
function replayRules(rules: Rules): Rules {
  if (!rules.capstone) return rules;
  return { ...rules, capstone: { ...rules.capstone, problems: () => [] } };
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
  user: { id: string } & LearnerTimeZones,
  rules: Rules,
): Promise<AuditResult> {
  const rebuilt = await rebuildProgress(db, user, rules);
  if ('error' in rebuilt) {
    return { userId: user.id, status: 'cannot-rebuild', events: rebuilt.events, reason: rebuilt.error };
  }
  // The stored state as the server reads it: the row and its entries (progress-store.ts).
  const stored = await readProgress(db, user.id);
  if (!stored || 'unreadable' in stored) {
    return {
      userId: user.id,
      status: 'unreadable-row',
      events: rebuilt.events,
      reason: stored ? 'o progresso guardado não passa no esquema' : 'não há linha de progresso',
      rebuilt: rebuilt.state,
    };
  }
  const diff = differences(stored.state, rebuilt.state);
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
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('progress')
        .select(['state', 'rev'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // An unreadable row is replaced whole: every entry written again from the rebuilt state.
      const read = await storedProgress(trx, userId, row, { remember: false });
      const before =
        'unreadable' in read
          ? { state: emptyProgress(), rev: Number(row?.rev ?? 0), inCore: [...ENTRY_FIELDS] }
          : read;
      const written = await storeProgress(trx, userId, before, state, { updated_at: now.toISOString() });
      return written;
    })
    .then((written) => written.remember());
}
