/** Actions several slices answer to. `remote` marks what another tab of the same learner did. */
import { createAction } from '@reduxjs/toolkit';
import type { LearnerEvent } from '../../../shared/events';
import type { EventOutcome, ProgressState } from '../../../shared/progress-state';
import type { User } from '../../../shared/api-schemas';

/** A learner action, applied locally (optimistically) and queued for the server. */
export const eventRecorded = createAction<{
  event: LearnerEvent;
  progress: ProgressState;
  outcome: EventOutcome;
  remote?: boolean;
}>('learner/eventRecorded');

/** The server's snapshot (`base`), with still-unsent events re-applied on top (`progress`). */
export const snapshotAdopted = createAction<{
  user: User;
  base: ProgressState;
  /** The server's revision of `base` (absent from a server before decision 027). */
  rev?: number | null;
  /** The entity tag /api/me gave `base` with, when it came from there. */
  tag?: string | null;
  progress: ProgressState;
  syncedAt: string;
  remote?: boolean;
}>('learner/snapshotAdopted');

/** Events found in the device's outbox that this tab did not know (left by another tab, even a closed one). */
export const outboxMerged = createAction<{ events: LearnerEvent[]; progress: ProgressState }>(
  'learner/outboxMerged',
);

/**
 * Logout: every slice with learner data returns to its initial state. With `keepOutbox` (the session expired
 * and the learner signs in again) the device's unsent events stay, to be sent once that learner is back.
 */
export const loggedOut = createAction<{ remote?: boolean; keepOutbox?: boolean } | undefined>(
  'learner/loggedOut',
);
