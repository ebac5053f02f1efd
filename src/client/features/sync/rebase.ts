/**
 * Applying events on this device: an action the learner just took, one another tab heard of, and the events
 * still waiting re-applied on the server's snapshot. The server's numbers win; these only show them early.
 */
import type { Snapshot } from '../../../shared/api-schemas';
import { applyEventList } from '../../../shared/event-list';
import type { LearnerEvent } from '../../../shared/events';
import type { ContentRules, ProgressState } from '../../../shared/progress-state';
import { timeZoneAt, type LearnerTimeZones } from '../../../shared/time-zone-at';
import { selectTimeZones } from '../auth/auth-selectors';
import { snapshotAdopted } from './sync-actions';
import { selectRules } from './rules';
import type { AppDispatch, RootState } from '../../app/store';

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
  snapshot: Pick<Snapshot, 'user' | 'progress'>,
  dispatch: AppDispatch,
  getState: () => RootState,
  options: { remote?: boolean } = {},
): void {
  const { outbox } = getState();
  const pending = outbox.userId === snapshot.user.id ? outbox.pending : [];
  const progress = rebase(snapshot.progress, pending, selectRules(getState()), snapshot.user);
  dispatch(
    snapshotAdopted({
      user: snapshot.user,
      base: snapshot.progress,
      progress,
      syncedAt: new Date().toISOString(),
      remote: options.remote,
    }),
  );
}
