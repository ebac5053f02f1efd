/**
 * Applying events on this device: an action the learner just took, one another tab heard of, and the events
 * still waiting re-applied on the server's snapshot. The server's numbers win; these only show them early.
 */
import type { ProgressChangesAnswer, Snapshot } from '../../../shared/api-schemas';
import { applyProgressChanges } from '../../../shared/progress-changes';
import { applyEventList } from '../../../shared/event-list';
import type { LearnerEvent } from '../../../shared/events';
import type { ContentRules, ProgressState } from '../../../shared/progress-state';
import { timeZoneAt, type LearnerTimeZones } from '../../../shared/time-zone-at';
import { selectTimeZones } from '../auth/auth-selectors';
import { snapshotAdopted } from './sync-actions';
import { selectRules } from './rules';
import type { AppDispatch, RootState } from '../../app/store';

/**
 * The server's answer to a batch as a snapshot: the one it sent, or the changes it sent applied to the numbers
 * this device holds (the server answers changes only from the revision the device sent, which is `base`'s).
 */
export function answeredSnapshot(
  answer: { snapshot?: Snapshot; changes?: ProgressChangesAnswer },
  base: ProgressState | null,
): Pick<Snapshot, 'user' | 'progress' | 'rev'> {
  if (answer.snapshot) return answer.snapshot;
  const { changes } = answer;
  if (!changes || !base) throw new Error('O servidor não mandou o progresso.');
  return { user: changes.user, progress: applyProgressChanges(base, changes), rev: changes.rev };
}

/** Events re-applied on top of some numbers; one the rules here refuse changes nothing (the server says why). */
export function rebase(
  progress: ProgressState,
  pending: readonly LearnerEvent[],
  rules: ContentRules,
  zones: LearnerTimeZones,
  now = new Date(),
): ProgressState {
  return applyEventList(progress, pending, rules, { timeZone: zoneOfEvents(zones), now }).state;
}

/** Each event's day in the zone in force at its instant, as on the server. */
const zoneOfEvents = (zones: LearnerTimeZones) => (instant: Date) => timeZoneAt(zones, instant);

/** Events applied on what the learner sees now, with the rules this tab has at hand. */
export const applyHere = (state: RootState, events: readonly LearnerEvent[]) =>
  applyEventList(state.progress.state, events, selectRules(state), {
    timeZone: zoneOfEvents(selectTimeZones(state)),
    now: new Date(),
  });

/**
 * `next`, with each top-level part that is equal to `prev`'s (as JSON) taken from `prev`, or `prev` itself when
 * every part is: selectors keyed on a part then see an unchanged part as unchanged.
 */
export function keepUnchanged<T extends object>(prev: T | null | undefined, next: T): T {
  if (!prev || prev === next) return next;
  const before = prev as Record<string, unknown>;
  const merged = { ...next } as Record<string, unknown>;
  let same = Object.keys(before).length === Object.keys(merged).length;
  for (const [key, value] of Object.entries(merged)) {
    if (key in before && (before[key] === value || JSON.stringify(before[key]) === JSON.stringify(value)))
      merged[key] = before[key];
    else same = false;
  }
  return same ? prev : (merged as T);
}

export function adoptSnapshot(
  snapshot: Pick<Snapshot, 'user' | 'progress' | 'rev'>,
  dispatch: AppDispatch,
  getState: () => RootState,
  options: { remote?: boolean; tag?: string | null } = {},
): void {
  const held = getState();
  const pending = held.outbox.userId === snapshot.user.id ? held.outbox.pending : [];
  const rebased = rebase(snapshot.progress, pending, selectRules(held), snapshot.user);
  // What the server's answer left as it was stays the object the screens already hold: a sync that brings the
  // same numbers (every start, every minute the app is shown) redraws nothing, and one that changes a part
  // redraws only what reads that part.
  // (`base` is not compared: no screen reads it.)
  const progress = keepUnchanged(held.progress.state, rebased);
  dispatch(
    snapshotAdopted({
      user: keepUnchanged(held.auth.user, snapshot.user),
      base: snapshot.progress,
      rev: snapshot.rev ?? null,
      tag: options.tag ?? null,
      progress,
      syncedAt: new Date().toISOString(),
      remote: options.remote,
    }),
  );
}
