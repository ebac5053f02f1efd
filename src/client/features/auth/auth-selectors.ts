/** The signed-in learner, and their day. */
import type { RootState } from '../../app/store';
import { dayKey, DEFAULT_TIME_ZONE } from '../../../shared/days';
import { timeZoneAt, waitingTimeZone, type LearnerTimeZones } from '../../../shared/time-zone-at';

export const selectUser = (s: RootState) => s.auth.user;

const defaultZones: LearnerTimeZones = { timeZone: DEFAULT_TIME_ZONE };
/** The learner's zone and a change waiting for its day, as the server last said (see timeZoneAt). */
export const selectTimeZones = (s: RootState): LearnerTimeZones => s.auth.user ?? defaultZones;

/** The zone that decides the learner's day now: a new one takes effect at the next midnight of the old. */
export const selectTimeZone = (s: RootState) => timeZoneAt(selectTimeZones(s), Date.now());

/** The zone the learner chose that waits for the next day, or null. */
export const selectWaitingTimeZone = (s: RootState) => waitingTimeZone(selectTimeZones(s), Date.now());

/** Today in the learner's time zone ("YYYY-MM-DD"). */
export const selectToday = (s: RootState) => dayKey(Date.now(), selectTimeZone(s));

/** The server no longer accepts the session: the learner must sign in again to send progress. */
export const selectSessionExpired = (s: RootState) => s.auth.sessionExpired;
