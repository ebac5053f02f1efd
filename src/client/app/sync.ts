/** Adopting the server's snapshot: its numbers win, and events still waiting are re-applied on top. */
import type { Snapshot } from '../../shared/api-schemas';
import { applyLearnerEvent, RuleError, type ProgressState } from '../../shared/progress';
import type { LearnerEvent } from '../../shared/events';
import { snapshotAdopted } from './actions';
import { selectRules } from './selectors';
import type { AppDispatch, RootState } from './store';

export function rebase(
  progress: ProgressState,
  pending: readonly LearnerEvent[],
  rules: ReturnType<typeof selectRules>,
  timeZone: string,
): ProgressState {
  let state = progress;
  for (const event of pending) {
    try {
      state = applyLearnerEvent(state, event, rules, { timeZone, now: new Date() }).state;
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
    }
  }
  return state;
}

export function adoptSnapshot(snapshot: Snapshot, dispatch: AppDispatch, getState: () => RootState): void {
  const { outbox } = getState();
  const pending = outbox.userId === snapshot.user.id ? outbox.pending : [];
  const progress = rebase(snapshot.progress, pending, selectRules(getState()), snapshot.user.timeZone);
  dispatch(snapshotAdopted({ user: snapshot.user, progress, syncedAt: new Date().toISOString() }));
}
