/** Actions several slices answer to. */
import { createAction } from '@reduxjs/toolkit';
import type { LearnerEvent } from '../../shared/events';
import type { EventOutcome, ProgressState } from '../../shared/progress';
import type { User } from '../../shared/api-schemas';

/** A learner action, applied locally (optimistically) and queued for the server. */
export const eventRecorded = createAction<{
  event: LearnerEvent;
  progress: ProgressState;
  outcome: EventOutcome;
}>('learner/eventRecorded');

/** The server's snapshot, with still-unsent events re-applied on top. */
export const snapshotAdopted = createAction<{ user: User; progress: ProgressState; syncedAt: string }>(
  'learner/snapshotAdopted',
);

/** Logout: every slice with learner data returns to its initial state. */
export const loggedOut = createAction('learner/loggedOut');
