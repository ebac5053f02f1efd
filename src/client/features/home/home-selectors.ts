/** What Início shows, derived from the learner's progress and the catalogue. */
import { createSelector } from '@reduxjs/toolkit';
import { selectAchievements, selectCatalogue, selectProgress, selectUser } from '../../app/selectors';
import { selectDailyQuizStatus } from '../daily/daily-selectors';
import { selectQuizzesTaken } from '../progress/progress-selectors';

/** "Maria da Silva" → "Maria": how Início greets the learner. */
export const selectFirstName = createSelector([selectUser], (user) => user?.name.split(/\s+/)[0] ?? '');

/** "Seus números". */
export const selectHomeCounters = createSelector(
  [selectProgress, selectCatalogue, selectAchievements, selectQuizzesTaken],
  (progress, catalogue, achievements, quizzesTaken) => ({
    chaptersCompleted: Object.keys(progress.completedChapters).length,
    chapters: catalogue.length,
    quizzesTaken,
    achievements: achievements.length,
    favorites: progress.favorites.length,
  }),
);

export type DailyQuizToday =
  { state: 'nothing-due' } | { state: 'done' } | { state: 'waiting'; waiting: number; total: number };

/** Where today's daily quiz stands, from its questions and how many of them were answered. */
export function dailyQuizToday(total: number, answered: number): DailyQuizToday {
  if (total === 0) return { state: 'nothing-due' };
  if (answered >= total) return { state: 'done' };
  return { state: 'waiting', waiting: total - answered, total };
}

/** The daily quiz as Início offers it: nothing to review (then the next chapter instead), done, or waiting. */
export const selectDailyQuizToday = createSelector([selectDailyQuizStatus], (status) =>
  dailyQuizToday(status.keys.length, status.answered),
);
