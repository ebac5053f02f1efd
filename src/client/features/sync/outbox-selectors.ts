/** What the outbox holds, as the learner is told of it. */
import type { RootState } from '../../app/store';

export const selectPendingCount = (s: RootState) => s.outbox.pending.length;
