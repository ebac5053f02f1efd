/** Reads of the outbox (events waiting for the server), beside its slice. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { pendingSummary } from './pending-summary';

export const selectSyncing = (s: RootState) => s.outbox.syncing;
/** What the learner should know about events the server kept out, until dismissed. */
export const selectSyncNotice = (s: RootState) => s.outbox.notice;
/** Until when the server asked to receive nothing more (ms since the epoch), or null when sends may go now. */
export const selectSendsHeldUntil = (s: RootState) =>
  s.outbox.retryAt !== null && s.outbox.retryAt > Date.now() ? s.outbox.retryAt : null;

export const selectPendingCount = (s: RootState) => s.outbox.pending.length;
/** The events waiting for the server, oldest first. */
export const selectPendingEvents = (s: RootState) => s.outbox.pending;
/** Why the last send failed, while events are still waiting. */
export const selectLastSyncError = (s: RootState) => s.outbox.lastError;
/** The learner's own waiting actions by kind ("1 quiz e 3 itens do checklist"), or null when none is theirs. */
export const selectPendingSummary = createSelector([selectPendingEvents], pendingSummary);
