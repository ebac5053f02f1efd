/** Quiz diário: what today's quiz holds for the learner. */
import { createSelector } from '@reduxjs/toolkit';
import { dailySet } from '../../../shared/daily-quiz';
import { selectTimeZone, selectToday } from '../auth/auth-selectors';
import { selectProgress } from '../progress/progress-selectors';
import { selectRules } from '../sync/rules';

/** Today's daily-quiz questions (keys "chapterId:questionId"); the same set the server computes. */
export const selectDailySet = createSelector(
  [selectProgress, selectToday, selectRules, selectTimeZone],
  (progress, today, rules, timeZone) => dailySet(progress, today, rules, timeZone),
);
