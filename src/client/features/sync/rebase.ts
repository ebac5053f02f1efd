/** Adopting the server's numbers: its snapshot wins, and events still waiting are re-applied on top. */
import type { Snapshot } from '../../../shared/api-schemas';
import { applyLearnerEvent, RuleError, type ProgressState } from '../../../shared/progress';
import type { LearnerEvent } from '../../../shared/events';
import { snapshotAdopted } from '../../app/actions';
import { selectRules } from '../../app/selectors';
import type { AppDispatch, RootState } from '../../app/store';

export function rebase(
  progress: ProgressState,
  pending: readonly LearnerEvent[],
  rules: ReturnType<typeof selectRules>,
  timeZone: string,
  now = new Date(),
): ProgressState {
  let state = progress;
  for (const event of pending) {
    try {
      state = applyLearnerEvent(state, event, rules, { timeZone, now }).state;
    } catch (err) {
      // The server will say why when the event reaches it; locally it simply changes nothing.
      if (!(err instanceof RuleError)) throw err;
    }
  }
  return state;
}

export function adoptSnapshot(
  snapshot: Pick<Snapshot, 'user' | 'progress'>,
  dispatch: AppDispatch,
  getState: () => RootState,
  options: { remote?: boolean } = {},
): void {
  const { outbox } = getState();
  const pending = outbox.userId === snapshot.user.id ? outbox.pending : [];
  const progress = rebase(snapshot.progress, pending, selectRules(getState()), snapshot.user.timeZone);
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
