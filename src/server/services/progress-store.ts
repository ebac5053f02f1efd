/**
 * Where a learner's progress is stored, so that a batch of events costs the same after a year of use as after a
 * day (decision 027). The parts of ProgressState that grow with use (one entry per day, per question answered,
 * per chapter, per notification read, and the plan) are rows of `progress_entries`, one per entry, written only
 * when that entry changes; `progress.state` keeps the rest, a few hundred bytes. `progress.rev` moves with
 * every write, and the state last read or written for a learner is kept in memory while it matches the row's
 * `rev` and `state`: a batch then reads one small row under its lock and writes only what its events changed.
 */
import { LRUCache } from 'lru-cache';
import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { emptyProgress, type ProgressState } from '../../shared/progress-state.js';
import { ProgressStateSchema } from '../../shared/progress-schema.js';
import {
  DAY_SET_FIELDS,
  ENTRY_FIELDS,
  ORDERED_FIELDS,
  RECORD_FIELDS,
  WHOLE_FIELDS,
  progressChanges,
  type EntryField,
  type FieldChange,
  type ProgressChanges,
} from '../../shared/progress-changes.js';

type Executor = DB | Transaction<Database>;
type Field = keyof ProgressState;

const isEntryField = new Set<string>(ENTRY_FIELDS);

/** The progress row as read under the lock, and the state it stands for. */
export interface StoredProgress {
  state: ProgressState;
  rev: number;
  /**
   * Growing parts the row still holds in `state` (a row from before migration 014, or edited by hand): they are
   * read from there, and the next write moves them to their entries.
   */
  inCore: Field[];
}

class Unreadable extends Error {}

/** Learners whose state was read or written lately, while their row's `rev` and `state` say it is current. */
const memory = new LRUCache<string, { rev: number; core: string; state: ProgressState }>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (entry) => entry.core.length + 2 * 1024 + estimateBytes(entry.state),
});

function estimateBytes(state: ProgressState): number {
  // Measured once per read from the database; a write adds what it changed (close enough to bound memory).
  return (
    Object.keys(state.review).length * 220 +
    Object.keys(state.pointsByDay).length * 40 +
    (state.activityDays.length + state.goalDays.length + state.dailyDays.length) * 30 +
    state.notificationsRead.length * 40
  );
}

/** Forgets what is kept of a learner (their account is gone). */
export function forgetProgress(userId: string): void {
  memory.delete(userId);
}

function corePart(state: ProgressState): string {
  const core: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (!isEntryField.has(k)) core[k] = v;
  return JSON.stringify(core);
}

/** The state a row and its entries stand for; throws Unreadable when they do not make a valid one. */
function assemble(core: string, entries: { field: string; key: string; value: string }[]): StoredProgress {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(core) as Record<string, unknown>;
  } catch (err) {
    throw new Unreadable(`invalid JSON: ${String(err)}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Unreadable('not an object');
  const inCore = Object.keys(raw).filter((k) => isEntryField.has(k)) as Field[];
  {
    const empty = emptyProgress();
    const byField = new Map<string, { key: string; value: unknown }[]>();
    for (const e of entries) {
      let value: unknown;
      try {
        value = JSON.parse(e.value);
      } catch (err) {
        throw new Unreadable(`invalid JSON in ${e.field}/${e.key}: ${String(err)}`);
      }
      const list = byField.get(e.field) ?? [];
      list.push({ key: e.key, value });
      byField.set(e.field, list);
    }
    const fromRow = new Set<string>(inCore);
    for (const f of RECORD_FIELDS) {
      if (!fromRow.has(f)) raw[f] = Object.fromEntries((byField.get(f) ?? []).map((e) => [e.key, e.value]));
    }
    for (const f of DAY_SET_FIELDS)
      if (!fromRow.has(f)) raw[f] = (byField.get(f) ?? []).map((e) => e.key).sort();
    for (const f of ORDERED_FIELDS) {
      if (fromRow.has(f)) continue;
      raw[f] = (byField.get(f) ?? [])
        .sort((a, b) => Number(a.value) - Number(b.value) || a.key.localeCompare(b.key))
        .map((e) => e.key);
    }
    for (const f of WHOLE_FIELDS) if (!fromRow.has(f)) raw[f] = byField.get(f)?.[0]?.value ?? empty[f];
  }
  const parsed = ProgressStateSchema.safeParse(raw);
  if (!parsed.success) throw new Unreadable(parsed.error.message);
  return { state: parsed.data, rev: 0, inCore };
}

async function readEntries(db: Executor, userId: string) {
  return db
    .selectFrom('progress_entries')
    .select(['field', 'key', 'value'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The learner's state from a progress row already read (inside the batch's transaction, under its lock): from
 * memory when it matches the row, else from the row and its entries. Null row: a new, empty progress.
 */
export async function storedProgress(
  trx: Executor,
  userId: string,
  row: { state: string; rev: number | string } | undefined,
  { remember = true } = {},
): Promise<(StoredProgress & { fromMemory?: boolean }) | { unreadable: string }> {
  if (!row) return { state: emptyProgress(), rev: 0, inCore: [] };
  const rev = Number(row.rev);
  const kept = memory.get(userId);
  if (kept && kept.rev === rev && kept.core === row.state)
    return { state: kept.state, rev, inCore: [], fromMemory: true };
  try {
    const inRow = Object.keys(safeObject(row.state)).filter((k) => isEntryField.has(k));
    const stored = assemble(
      row.state,
      inRow.length === ENTRY_FIELDS.length ? [] : await readEntries(trx, userId),
    );
    if (stored.inCore.length === 0 && remember)
      memory.set(userId, { rev, core: row.state, state: stored.state });
    return { ...stored, rev };
  } catch (err) {
    if (err instanceof Unreadable) return { unreadable: err.message };
    throw err;
  }
}

function safeObject(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Reads a learner's state outside a batch (GET /api/me, the export, the audit): the row, and its entries unless
 * memory has them; read again if a batch committed in between (its `rev` moved).
 */
export async function readProgress(
  db: DB,
  userId: string,
): Promise<StoredProgress | { unreadable: string } | undefined> {
  for (;;) {
    const row = await db
      .selectFrom('progress')
      .select(['state', 'rev'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    // Outside a transaction the row and its entries are two reads: kept only if no batch committed between.
    const stored = await storedProgress(db, userId, row, { remember: false });
    if ('unreadable' in stored || stored.fromMemory) return stored;
    const again = await db
      .selectFrom('progress')
      .select('rev')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (again && Number(again.rev) === Number(row.rev)) {
      if (stored.inCore.length === 0)
        memory.set(userId, { rev: stored.rev, core: row.state, state: stored.state });
      return stored;
    }
  }
}

/** Every entry of a state's growing parts (all of them, or those named), as a change from nothing. */
function allEntries(state: ProgressState, rev: number, fields: readonly Field[] = ENTRY_FIELDS) {
  const empty = { ...state };
  for (const f of fields)
    (empty as Record<string, unknown>)[f] = f === 'plan' ? null : Array.isArray(state[f]) ? [] : {};
  return progressChanges(empty, state, rev).entries;
}

/**
 * Writes a new state over the stored one: the small row, and only the entries that changed (all of them when the
 * row was one document). Returns the new `rev` and the changes (the answer to an app that asked for them).
 */
export async function writeProgress(
  trx: Executor,
  userId: string,
  before: StoredProgress,
  after: ProgressState,
  columns: Omit<Updateable<Database['progress']>, 'user_id' | 'state' | 'rev'> & { updated_at: string },
): Promise<{ rev: number; changes: ProgressChanges; remember: () => void }> {
  const rev = before.rev + 1;
  const changes = progressChanges(before.state, after, rev);
  // Parts the row held itself are written whole to their entries (replacing any left from before).
  const entries = { ...changes.entries };
  for (const f of before.inCore) delete entries[f as EntryField];
  Object.assign(entries, allEntries(after, rev, before.inCore));
  if (before.inCore.length > 0) {
    await trx
      .deleteFrom('progress_entries')
      .where('user_id', '=', userId)
      .where('field', 'in', before.inCore)
      .execute();
  }
  const rows: { user_id: string; field: string; key: string; value: string }[] = [];
  for (const [field, change] of Object.entries(entries) as [Field, FieldChange][]) {
    for (const [key, value] of Object.entries(change.set)) {
      rows.push({ user_id: userId, field, key, value: JSON.stringify(value) });
    }
    if (change.unset.length > 0 && !before.inCore.includes(field)) {
      await trx
        .deleteFrom('progress_entries')
        .where('user_id', '=', userId)
        .where('field', '=', field)
        .where('key', 'in', change.unset)
        .execute();
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('progress_entries')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.columns(['user_id', 'field', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute();
  }
  const core = corePart(after);
  await trx
    .updateTable('progress')
    .set({ ...columns, state: core, rev, points: after.points })
    .where('user_id', '=', userId)
    .execute();
  // Kept once the transaction committed (the caller calls it then): a rolled-back write is never remembered.
  return { rev, changes, remember: () => void memory.set(userId, { rev, core, state: after }) };
}

/** The small row of a new learner (nothing in entries yet). */
export function emptyCore(): string {
  return corePart(emptyProgress());
}

/** For the migration: a whole stored document split into its small row and its entries. */
export function splitDocument(state: ProgressState): {
  core: string;
  entries: { field: string; key: string; value: string }[];
} {
  const entries = Object.entries(allEntries(state, 0)).flatMap(([field, change]) =>
    Object.entries((change as FieldChange).set).map(([key, value]) => ({
      field,
      key,
      value: JSON.stringify(value),
    })),
  );
  return { core: corePart(state), entries };
}
