/** The signed-in learner, and their day. */
import type { RootState } from '../../app/store';
import { dayKey, DEFAULT_TIME_ZONE } from '../../../shared/days';

export const selectUser = (s: RootState) => s.auth.user;
export const selectTimeZone = (s: RootState) => s.auth.user?.timeZone ?? DEFAULT_TIME_ZONE;

/** Today in the learner's time zone ("YYYY-MM-DD"). */
export const selectToday = (s: RootState) => dayKey(Date.now(), selectTimeZone(s));

/** The server no longer accepts the session: the learner must sign in again to send progress. */
export const selectSessionExpired = (s: RootState) => s.auth.sessionExpired;
