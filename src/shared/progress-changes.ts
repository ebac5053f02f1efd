/**
 * What a batch of events changed in a learner's progress, as the server answers an app that said which
 * revision of the progress it holds (decision 027): the small parts whole, and the parts that grow with use
 * (one entry per day, per question, per chapter, per notification read, and the plan) entry by entry. The
 * server stores those parts the same way (src/server/services/progress-store.ts).
 */
import type { ProgressState } from './progress-state.js';

type Field = keyof ProgressState;

/** key → value: one entry per key. */
export const RECORD_FIELDS = [
  'completedChapters',
  'quizBests',
  'checklist',
  'labs',
  'pointsByDay',
  'review',
  'dailyLog',
  'achievements',
  'sectionsRead',
  'sectionAt',
  'quizLast',
  'quizSeen',
] as const satisfies readonly Field[];
/** Sorted lists of days: one entry per day (its value `true`). */
export const DAY_SET_FIELDS = ['activityDays', 'goalDays', 'dailyDays'] as const satisfies readonly Field[];
/** A list whose order counts (newest last): one entry per element, its value an increasing ordinal. */
export const ORDERED_FIELDS = ['notificationsRead'] as const satisfies readonly Field[];
/** Kept whole in one entry (key ''), absent while null. */
export const WHOLE_FIELDS = ['plan'] as const satisfies readonly Field[];

export const ENTRY_FIELDS = [
  ...RECORD_FIELDS,
  ...DAY_SET_FIELDS,
  ...ORDERED_FIELDS,
  ...WHOLE_FIELDS,
] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];
/** The small parts, sent whole when they change. */
export const CORE_FIELDS = [
  'points',
  'quizAttempts',
  'favorites',
  'insightsRead',
  'lastChapterId',
  'openedChapters',
  'dailyGoal',
  'planCompletedAt',
  'examPassedAt',
] as const satisfies readonly Exclude<Field, EntryField>[];

/** One growing part's change: entries set (key → value) and keys removed. */
export interface FieldChange {
  set: Record<string, unknown>;
  unset: string[];
}

export interface ProgressChanges {
  core: Partial<ProgressState>;
  entries: Partial<Record<EntryField, FieldChange>>;
}

const inList = <T extends string>(list: readonly T[], k: string): k is T =>
  (list as readonly string[]).includes(k);

/**
 * The changes from `before` to `after`, found by identity: the rules never change a value in place, so a part
 * (or an entry) that is the same object did not change. `rev` is the revision `after` is written at (the
 * ordinals of the ordered list grow with it).
 */
export function progressChanges(before: ProgressState, after: ProgressState, rev: number): ProgressChanges {
  const core: Record<string, unknown> = {};
  const entries: Partial<Record<EntryField, FieldChange>> = {};
  for (const k of Object.keys(after) as Field[]) {
    if (before[k] === after[k]) continue;
    if (!inList(ENTRY_FIELDS, k)) {
      core[k] = after[k];
      continue;
    }
    const change: FieldChange = { set: {}, unset: [] };
    if (inList(RECORD_FIELDS, k)) {
      const a = before[k] as Record<string, unknown>;
      const b = after[k] as Record<string, unknown>;
      for (const key of Object.keys(b)) if (a[key] !== b[key]) change.set[key] = b[key];
      for (const key of Object.keys(a)) if (!(key in b)) change.unset.push(key);
    } else if (inList(DAY_SET_FIELDS, k)) {
      const a = new Set(before[k]);
      const b = new Set(after[k]);
      for (const day of b) if (!a.has(day)) change.set[day] = true;
      for (const day of a) if (!b.has(day)) change.unset.push(day);
    } else if (inList(ORDERED_FIELDS, k)) {
      // Elements that keep their order keep their ordinal; from the first that does not, each gets a new one,
      // above every ordinal written before (the revision counts in thousands; the list keeps far fewer).
      const a = before[k];
      const b = after[k];
      const position = new Map(a.map((id, i) => [id, i]));
      let last = -1;
      let i = 0;
      for (; i < b.length; i++) {
        const at = position.get(b[i]!);
        if (at === undefined || at <= last) break;
        last = at;
      }
      b.slice(i).forEach((id, n) => (change.set[id] = rev * 1000 + n));
      const kept = new Set(b);
      for (const id of a) if (!kept.has(id)) change.unset.push(id);
    } else if (after[k] === null) change.unset.push('');
    else change.set[''] = after[k];
    if (Object.keys(change.set).length > 0 || change.unset.length > 0) entries[k] = change;
  }
  return { core: core as Partial<ProgressState>, entries };
}

/** The progress the changes lead to from `base` (the state they were computed from). */
export function applyProgressChanges(base: ProgressState, changes: ProgressChanges): ProgressState {
  const next: Record<string, unknown> = { ...base, ...changes.core };
  for (const [field, change] of Object.entries(changes.entries) as [EntryField, FieldChange][]) {
    const unset = new Set(change.unset);
    if (inList(RECORD_FIELDS, field)) {
      const record = { ...(base[field] as Record<string, unknown>) };
      for (const key of unset) delete record[key];
      Object.assign(record, change.set);
      next[field] = record;
    } else if (inList(DAY_SET_FIELDS, field)) {
      const days = new Set(base[field].filter((d) => !unset.has(d)));
      for (const day of Object.keys(change.set)) days.add(day);
      next[field] = [...days].sort();
    } else if (inList(ORDERED_FIELDS, field)) {
      const moved = new Set(Object.keys(change.set));
      const kept = base[field].filter((id) => !unset.has(id) && !moved.has(id));
      const added = Object.entries(change.set)
        .sort(([, a], [, b]) => Number(a) - Number(b))
        .map(([id]) => id);
      next[field] = [...kept, ...added];
    } else {
      next[field] = '' in change.set ? change.set[''] : null;
    }
  }
  return next as ProgressState;
}
