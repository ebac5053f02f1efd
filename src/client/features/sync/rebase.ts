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

export function adoptSnapshot(
  snapshot: Pick<Snapshot, 'user' | 'progress' | 'rev'>,
  dispatch: AppDispatch,
  getState: () => RootState,
  options: { remote?: boolean; tag?: string | null } = {},
): void {
  const { outbox } = getState();
  const pending = outbox.userId === snapshot.user.id ? outbox.pending : [];
  const progress = rebase(snapshot.progress, pending, selectRules(getState()), snapshot.user);
  dispatch(
    snapshotAdopted({
      user: snapshot.user,
      base: snapshot.progress,
      rev: snapshot.rev ?? null,
      tag: options.tag ?? null,
      progress,
      syncedAt: new Date().toISOString(),
      remote: options.remote,
    }),
  );
}
