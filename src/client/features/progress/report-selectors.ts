/**
 * What Progresso reports: the level, the streak, the achievement board, each chapter's mastery and the totals,
 * derived with the same shared rules the server uses. Only Progresso loads this module: the first screen's
 * chunk holds every module the first screen imports, with all their exports (docs/decisions/008).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import {
  selectCatalogue,
  selectProgress,
  selectRules,
  selectTimeZone,
  selectToday,
} from '../../app/selectors';
import { selectLeagueHistory } from '../community/communitySlice';
import {
  ACHIEVEMENT_FAMILIES,
  ACHIEVEMENTS,
  achievementProgress,
  statsOf,
} from '../../../shared/achievements';
import type { Achievement, LearnerStats } from '../../../shared/achievements';
import { dayKey, daysBetween } from '../../../shared/days';
import { levelProgress } from '../../../shared/levels';
import { longestStreak, streakStatus } from '../../../shared/streak';
import { quizPercent } from '../../../shared/quiz-score';
import type { ProgressState } from '../../../shared/progress-state';
import { parseReviewKey } from '../../../shared/daily-quiz';
import { weekEnd } from '../../../shared/league';
import { formatCount, formatDay, formatNumber } from '../../../shared/format';
import { selectActivityDays } from './progress-selectors';

/** Every chapter of the course is complete on this device (the server checks again before issuing). */
export const selectCourseCompleted = (s: RootState): boolean =>
  s.chapters.catalogue.length > 0 &&
  s.chapters.catalogue.every((c) => Boolean(s.progress.state.completedChapters[c.id]));

/** The level, how far into it the learner is, and the points still missing for the next (null at the top). */
export const selectLevelProgress = createSelector([selectProgress], ({ points }) => {
  const progress = levelProgress(points);
  return { ...progress, points, missing: progress.next === null ? null : progress.next - points };
});

/** The streak now, its record, and how many days ago the learner last studied (null before the first time). */
export const selectStreakSummary = createSelector(
  [selectActivityDays, selectToday],
  (activityDays, today) => {
    const lastDay = activityDays.at(-1);
    return {
      ...streakStatus(activityDays, today),
      longest: longestStreak(activityDays),
      daysSinceLastStudy: lastDay ? daysBetween(lastDay, today) : null,
    };
  },
);

/** Weeks the learner moved up a league tier, oldest first (the history comes newest first). */
export const selectLeaguePromotions = createSelector([selectLeagueHistory], (history) =>
  (history ?? []).filter((r) => r.outcome === 'promoted').sort((a, b) => a.week.localeCompare(b.week)),
);

/** The learner's stats, with the league promotions the server's progress does not hold. */
export const selectLearnerStats = createSelector(
  [selectProgress, selectRules, selectLeaguePromotions],
  (progress, rules, promotions): LearnerStats => ({
    ...statsOf(progress, rules),
    leaguePromotions: promotions.length,
  }),
);

export interface AchievementTier {
  id: string;
  earned: boolean;
  /** When it was unlocked (ISO), when that is known. */
  unlockedAt?: string;
  /** The learner's count toward it, capped at its target. */
  value: number;
  target: number;
  /** What its badge says under the description: the unlock date, "Conquistada", or the count so far. */
  status: string;
}

export interface AchievementFamily {
  family: string;
  tiers: AchievementTier[];
}

export interface AchievementBoard {
  families: AchievementFamily[];
  earned: number;
  total: number;
}

const unlockedOn = (iso: string) =>
  formatDay(iso.slice(0, 10), { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The board of Conquistas: every family with its tiers in order. One is earned once recorded by the rules, or
 * when the stats earn it (earned before dates were kept: it shows without a date until the next action
 * records it). League tiers are dated by the end of the week of the promotion that reached them.
 */
export function achievementBoard(
  recorded: ProgressState['achievements'],
  stats: LearnerStats,
  promotions: readonly { week: string }[],
): AchievementBoard {
  const tierOf = (a: Achievement): AchievementTier => {
    const earned = Boolean(recorded[a.id]) || a.earned(stats);
    const { value, target } = achievementProgress(a, stats);
    const promotion = a.stat === 'leaguePromotions' ? promotions[target - 1] : undefined;
    const unlockedAt = recorded[a.id] ?? (promotion && `${weekEnd(promotion.week)}T23:59:00.000Z`);
    const status = unlockedAt
      ? `Conquistada em ${unlockedOn(unlockedAt)}`
      : earned
        ? 'Conquistada'
        : `${formatNumber(value)} de ${formatCount(target, a.unit[0], a.unit[1])}`;
    return { id: a.id, earned, unlockedAt, value, target, status };
  };
  const families = ACHIEVEMENT_FAMILIES.map((family) => ({
    family,
    tiers: ACHIEVEMENTS.filter((a) => a.family === family).map(tierOf),
  }));
  const tiers = families.flatMap((f) => f.tiers);
  return { families, earned: tiers.filter((t) => t.earned).length, total: tiers.length };
}

export const selectAchievementBoard = createSelector(
  [(s: RootState) => s.progress.state.achievements, selectLearnerStats, selectLeaguePromotions],
  achievementBoard,
);

type ReviewCard = ProgressState['review'][string];

/** A question is firm when it is not due yet and its last answer earned more than a day's rest. */
export function isFirm(card: Pick<ReviewCard, 'due' | 'scheduled_days'>, today: string, timeZone: string) {
  return dayKey(card.due, timeZone) > today && card.scheduled_days >= 2;
}

export interface ChapterMastery {
  id: string;
  number?: number;
  title: string;
  completed: boolean;
  /** The best quiz's percent, or null before the first quiz. */
  bestQuizPercent: number | null;
  checklistDone: number;
  checklistCount: number;
  /** Daily-review strength: firm questions out of the chapter's, or null before its first review. */
  review: { firm: number; questions: number } | null;
}

/** Each chapter in course order: completed or not, its best quiz, its checklist and its daily reviews. */
export const selectChapterMastery = createSelector(
  [selectCatalogue, selectProgress, selectToday, selectTimeZone],
  (catalogue, progress, today, timeZone): ChapterMastery[] => {
    const cardsByChapter = new Map<string, ReviewCard[]>();
    for (const [key, card] of Object.entries(progress.review)) {
      const { chapterId } = parseReviewKey(key);
      cardsByChapter.set(chapterId, [...(cardsByChapter.get(chapterId) ?? []), card]);
    }
    return catalogue.map((c) => {
      const best = progress.quizBests[c.id];
      const cards = cardsByChapter.get(c.id) ?? [];
      return {
        id: c.id,
        number: c.number,
        title: c.title,
        completed: Boolean(progress.completedChapters[c.id]),
        bestQuizPercent: best ? quizPercent(best.correct, best.total) : null,
        checklistDone: (progress.checklist[c.id] ?? []).length,
        checklistCount: c.checklistCount,
        review:
          cards.length === 0
            ? null
            : {
                firm: cards.filter((card) => isFirm(card, today, timeZone)).length,
                questions: c.questionIds.length,
              },
      };
    });
  },
);

/** Progresso's totals. */
export const selectTotals = createSelector(
  [selectLearnerStats, selectCatalogue, selectActivityDays],
  (stats, catalogue, activityDays) => ({
    chaptersCompleted: stats.chaptersCompleted,
    chapters: catalogue.length,
    dailyQuizzes: stats.dailyQuizzes,
    goalsMet: stats.goalsMet,
    studyDays: activityDays.length,
    insightsRead: stats.insightsRead,
  }),
);
