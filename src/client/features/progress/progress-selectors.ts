/**
 * The learner's progress as the screens read it: what is done, favourited and ticked, and the level, streak,
 * achievements and goal the shared rules derive from it. What only Progresso shows (the achievement board,
 * mastery, totals) is in report-selectors.ts, which only Progresso loads.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { levelForPoints } from '../../../shared/levels';
import { currentStreak } from '../../../shared/streak';
import { earnedAchievements, statsOf } from '../../../shared/achievements';
import { goalProgress } from '../../../shared/goal';
import { selectToday } from '../auth/auth-selectors';
import { selectRules } from '../sync/rules';

/** Stable empty lists, so a selector's result keeps its identity while nothing is done yet. */
const NOTHING_DONE: readonly string[] = [];

export const selectSyncedAt = (s: RootState) => s.progress.syncedAt;
export const selectActivityDays = (s: RootState) => s.progress.state.activityDays;
export const selectPointsByDay = (s: RootState) => s.progress.state.pointsByDay;
export const selectDailyGoal = (s: RootState) => s.progress.state.dailyGoal;
export const selectFavorites = (s: RootState) => s.progress.state.favorites;
export const selectCompletedChapters = (s: RootState) => s.progress.state.completedChapters;
export const selectPlan = (s: RootState) => s.progress.state.plan;
export const selectPlanCompletedAt = (s: RootState) => s.progress.state.planCompletedAt;

export const selectChapterCompletedAt = (s: RootState, chapterId: string) =>
  s.progress.state.completedChapters[chapterId];
export const selectIsFavorite = (s: RootState, chapterId: string) =>
  s.progress.state.favorites.includes(chapterId);
export const selectQuizBest = (s: RootState, chapterId: string) => s.progress.state.quizBests[chapterId];
/** The questions of the chapter's last quiz attempt, in order (the next draw differs). */
export const selectLastQuizDraw = (s: RootState, chapterId: string) => s.progress.state.quizLast[chapterId];
/** The section the learner opened last in the chapter, if any. */
export const selectSectionAt = (s: RootState, chapterId: string) => s.progress.state.sectionAt[chapterId];
export const selectAllSectionsRead = (s: RootState) => s.progress.state.sectionsRead;
export const selectSectionsRead = (s: RootState, chapterId: string) =>
  s.progress.state.sectionsRead[chapterId];
/** The checklist items the learner ticked in a chapter. */
export const selectChecklistDone = (s: RootState, chapterId: string) =>
  s.progress.state.checklist[chapterId] ?? NOTHING_DONE;
/** The steps the learner ticked in one lab of a chapter. */
export const selectLabStepsDone = (s: RootState, chapterId: string, labId: string) =>
  s.progress.state.labs[chapterId]?.[labId] ?? NOTHING_DONE;

export const selectPoints = (s: RootState) => s.progress.state.points;
/**
 * "Quizzes feitos", as Início and Progresso both count them: every chapter quiz sent, retakes included (the
 * count the quiz achievements follow).
 */
export const selectQuizzesTaken = (s: RootState) => s.progress.state.quizAttempts;
/** Achievement ids unlocked so far, each with when. */
export const selectUnlockedAchievements = (s: RootState) => s.progress.state.achievements;
export const selectNotificationsRead = (s: RootState) => s.progress.state.notificationsRead;

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
/** The insights the learner has read, by id. */
export const selectInsightsRead = (s: RootState) => s.progress.state.insightsRead;
export const selectInsightRead = (s: RootState, insightId: string) =>
  s.progress.state.insightsRead.includes(insightId);
