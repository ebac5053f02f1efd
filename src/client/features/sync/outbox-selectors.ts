/** Reads of the outbox (events waiting for the server), beside its slice. */
import type { RootState } from '../../app/store';

export const selectSyncing = (s: RootState) => s.outbox.syncing;
/** What the learner should know about events the server kept out, until dismissed. */
export const selectSyncNotice = (s: RootState) => s.outbox.notice;
