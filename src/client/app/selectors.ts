/**
 * Selectors live beside their state, in each feature's folder; this module only re-exports them under their
 * old address while screens move their imports there.
 */
export {
  selectTimeZone,
  selectTimeZones,
  selectToday,
  selectUser,
  selectWaitingTimeZone,
} from '../features/auth/auth-selectors';
export {
  selectAchievements,
  selectGoal,
  selectLevel,
  selectProgress,
  selectStreak,
} from '../features/progress/progress-selectors';
export {
  selectCatalogue,
  selectContinueChapterId,
  selectContinueReading,
  selectNextQuiz,
  selectSearchSuggestions,
  selectInsights,
  selectNextQuizChapterId,
  selectTodaysInsight,
} from '../features/chapters/chapters-selectors';
export { selectDailySet } from '../features/daily/daily-selectors';
export { selectNotifications } from '../features/notifications/notification-selectors';
export { selectPendingCount } from '../features/sync/outbox-selectors';
export { selectRules } from '../features/sync/rules';
