/** Derived from the learner's progress, with the same shared rules the server uses. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { levelForPoints } from '../../../shared/levels';
import { currentStreak } from '../../../shared/streak';
import { earnedAchievements, statsOf } from '../../../shared/achievements';
import { goalProgress } from '../../../shared/goal';
import { selectToday } from '../auth/auth-selectors';
import { selectRules } from '../sync/rules';

export const selectProgress = (s: RootState) => s.progress.state;

export const selectLevel = createSelector([selectProgress], (p) => levelForPoints(p.points));

export const selectStreak = (s: RootState) => currentStreak(s.progress.state.activityDays, selectToday(s));

export const selectAchievements = createSelector([selectProgress, selectRules], (p, rules) =>
  earnedAchievements(statsOf(p, rules)),
);

/** Today's goal: points earned today against the learner's daily goal. */
export const selectGoal = createSelector([selectProgress, selectToday], (progress, today) =>
  goalProgress(progress, today),
);
