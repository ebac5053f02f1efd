/** Reads of the learner's progress, beside its slice. */
import type { RootState } from '../../app/store';

export const selectPoints = (s: RootState) => s.progress.state.points;
export const selectDailyGoal = (s: RootState) => s.progress.state.dailyGoal;
/** Achievement ids unlocked so far, each with when. */
export const selectUnlockedAchievements = (s: RootState) => s.progress.state.achievements;
export const selectNotificationsRead = (s: RootState) => s.progress.state.notificationsRead;
