/** Today's daily quiz as the screens read it: where the learner is in it, and the questions it asks. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectCatalogue, selectContinueChapterId } from '../chapters/chapters-selectors';
import { dailySet, parseReviewKey, type DailyDay } from '../../../shared/daily-quiz';
import { selectTimeZone, selectToday } from '../auth/auth-selectors';
import { selectProgress } from '../progress/progress-selectors';
import { selectRules } from '../sync/rules';

/** Today's daily-quiz questions (keys "chapterId:questionId"); the same set the server computes. */
export const selectDailySet = createSelector(
  [selectProgress, selectToday, selectRules, selectTimeZone],
  (progress, today, rules, timeZone) => dailySet(progress, today, rules, timeZone),
);

export type DailyQuizStage = 'nothing-to-review' | 'not-started' | 'in-progress' | 'done';

export interface DailyQuizStatus {
  /** Nothing to review (no chapter opened yet, or nothing due), not started, in progress, or done today. */
  stage: DailyQuizStage;
  /** Today's questions, as keys "chapterId:questionId", in order. */
  keys: readonly string[];
  /** The questions not answered yet, in order: the first is the one to ask. */
  pending: readonly string[];
  answered: number;
  /** Answers right today. */
  right: number;
  /** Daily-quiz points earned today. */
  points: number;
}

/** Where the learner is in today's quiz, from the day's questions and what the day's log holds. */
export function dailyQuizStatus(keys: readonly string[], log: DailyDay | undefined): DailyQuizStatus {
  const answers = log?.answers ?? {};
  const pending = keys.filter((k) => !(k in answers));
  const answered = keys.length - pending.length;
  const stage: DailyQuizStage =
    keys.length === 0
      ? 'nothing-to-review'
      : pending.length === 0
        ? 'done'
        : answered === 0
          ? 'not-started'
          : 'in-progress';
  return {
    stage,
    keys,
    pending,
    answered,
    right: Object.values(answers).filter(Boolean).length,
    points: log?.points ?? 0,
  };
}

/** The number of the question on screen: the next one to answer, or the one whose answer is shown. */
export function questionNumber(status: DailyQuizStatus, showingAnswer: boolean): number {
  return Math.min(status.keys.length, status.answered + (showingAnswer ? 0 : 1));
}

export const selectTodaysDailyLog = (s: RootState): DailyDay | undefined =>
  s.progress.state.dailyLog[selectToday(s)];

export const selectDailyQuizStatus = createSelector([selectDailySet, selectTodaysDailyLog], dailyQuizStatus);

/** Whether the course has loaded: today's questions are chosen from it. */
export const selectCourseStatus = (s: RootState) => s.chapters.status;

/** A question of the daily quiz and its chapter, once the chapter has loaded. */
export const selectReviewQuestion = createSelector(
  [(s: RootState) => s.chapters.details, (_: RootState, key: string | undefined) => key],
  (details, key) => {
    if (!key) return undefined;
    const { chapterId, questionId } = parseReviewKey(key);
    const chapter = details[chapterId];
    return { key, chapterId, chapter, question: chapter?.quiz.find((q) => q.id === questionId) };
  },
);

/** The chapter to study next, offered when there is nothing to review. */
export const selectNextChapter = createSelector([selectCatalogue, selectContinueChapterId], (catalogue, id) =>
  catalogue.find((c) => c.id === id),
);
