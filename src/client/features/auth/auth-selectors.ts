/** Reads of the signed-in learner's session, beside its slice. */
import type { RootState } from '../../app/store';

/** The server no longer accepts the session: the learner must sign in again to send progress. */
export const selectSessionExpired = (s: RootState) => s.auth.sessionExpired;
