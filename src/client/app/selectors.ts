/** Derived data, computed with the same shared rules the server uses. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';
import { contentRules } from '../../shared/content-rules';
import { levelForPoints } from '../../shared/levels';
import { currentStreak } from '../../shared/streak';
import { dayKey, DEFAULT_TIME_ZONE } from '../../shared/days';
import { earnedAchievements, statsOf } from '../../shared/achievements';
import { matchesSearch } from '../../shared/search';
import { deriveNotifications, unreadCount } from '../../shared/notifications';
import { dailySet } from '../../shared/daily-quiz';
import { goalProgress } from '../../shared/goal';
import { insightOfTheDay } from '../../shared/insight-rotation';

export const selectUser = (s: RootState) => s.auth.user;
export const selectTimeZone = (s: RootState) => s.auth.user?.timeZone ?? DEFAULT_TIME_ZONE;
export const selectProgress = (s: RootState) => s.progress.state;
export const selectCatalogue = (s: RootState) => s.chapters.catalogue;
export const selectInsights = (s: RootState) => s.chapters.insights;
export const selectPendingCount = (s: RootState) => s.outbox.pending.length;

import { loadedScheduler } from '../features/daily/scheduler-registry';
import { loadedPlanCheck } from '../features/capstone/plan-check-registry';
export const selectRules = createSelector(
  [
    selectCatalogue,
    (s: RootState) => s.chapters.details,
    selectInsights,
    (s: RootState) => s.chapters.capstone,
  ],
  (catalogue, details, insights, capstone) =>
    contentRules(
      catalogue.map((c) => ({
        id: c.id,
        points: c.points,
        checklistIds: c.checklistIds,
        // A catalogue cached by an older version has no labs until it is fetched again.
        labs: c.labs ?? [],
        answers: details[c.id]?.quiz.map((q) => q.answer),
        questionIds: c.questionIds ?? details[c.id]?.quiz.map((q) => q.id),
      })),
      insights.map((i) => i.id),
      capstone && {
        points: capstone.points,
        get problems() {
          return loadedPlanCheck();
        },
      },
      loadedScheduler,
    ),
);

export const selectLevel = createSelector([selectProgress], (p) => levelForPoints(p.points));

export const selectToday = (s: RootState) => dayKey(Date.now(), selectTimeZone(s));

export const selectStreak = (s: RootState) => currentStreak(s.progress.state.activityDays, selectToday(s));

export const selectAchievements = createSelector([selectProgress, selectRules], (p, rules) =>
  earnedAchievements(statsOf(p, rules)),
);

export const selectFilteredChapters = createSelector(
  [selectCatalogue, (s: RootState) => s.ui.search],
  (catalogue, q) => catalogue.filter((c) => matchesSearch(q, [c.title, c.description, c.category])),
);

/** The insight featured today: the week cycles through all seven. */
export const selectTodaysInsight = (s: RootState) => insightOfTheDay(s.chapters.insights, selectToday(s));

/**
 * "Continuar de onde parei": the chapter last opened if it is not completed yet, else the first chapter not
 * completed, else the last one opened (or the first) to review.
 */
export const selectContinueChapterId = (s: RootState): string | undefined => {
  const p = s.progress.state;
  return p.lastChapterId && !p.completedChapters[p.lastChapterId]
    ? p.lastChapterId
    : (s.chapters.catalogue.find((c) => !p.completedChapters[c.id])?.id ??
        p.lastChapterId ??
        s.chapters.catalogue[0]?.id);
};

/** "Próximo quiz": the first quiz never taken, else the first one without every answer right. */
export const selectNextQuizChapterId = (s: RootState): string | undefined => {
  const { quizBests } = s.progress.state;
  const catalogue = s.chapters.catalogue;
  return (
    catalogue.find((c) => !quizBests[c.id]) ??
    catalogue.find((c) => (quizBests[c.id]?.correct ?? 0) < c.questionCount)
  )?.id;
};

/** Today's daily-quiz questions (keys "chapterId:questionId"); the same set the server computes. */
export const selectDailySet = createSelector(
  [selectProgress, selectToday, selectRules, selectTimeZone],
  (progress, today, rules, timeZone) => dailySet(progress, today, rules, timeZone),
);

/** Today's goal: points earned today against the learner's daily goal. */
export const selectGoal = createSelector([selectProgress, selectToday], (progress, today) =>
  goalProgress(progress, today),
);

/** The learner's local hour now, for "streak at risk". */
function localHour(timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(Date.now()),
  );
}

/** The bell's list (derived from progress and the day) and how many are unread. */
export const selectNotifications = createSelector(
  [
    selectProgress,
    selectToday,
    selectTodaysInsight,
    (s: RootState) => s.sw.needRefresh,
    (s: RootState) => s.community.league?.history,
    // The hour only matters for "streak at risk": recompute when it changes.
    (s: RootState) => localHour(selectTimeZone(s)),
  ],
  (progress, today, insight, needRefresh, leagueResults, hour) => {
    const list = deriveNotifications(progress, {
      today,
      hour,
      leagueResults,
      insight: insight && { id: insight.id, title: insight.title },
      newVersion: needRefresh ? today : undefined,
    });
    return { list, unread: unreadCount(list, progress.notificationsRead) };
  },
);
