/** What Início shows, derived from the learner's progress and the catalogue. */
import { createSelector } from '@reduxjs/toolkit';
import {
  selectAchievements,
  selectCatalogue,
  selectContinueReading,
  selectProgress,
  selectStreak,
  selectToday,
  selectUser,
} from '../../app/selectors';
import { paths } from '../../app/paths';
import { selectDailyQuizStatus } from '../daily/daily-selectors';
import { selectQuizzesTaken } from '../progress/progress-selectors';
import { selectCourseCompleted } from '../progress/report-selectors';
import { selectCertificateSteps } from '../exam/exam-selectors';

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

export type StreakToday =
  { state: 'start' } | { state: 'at-risk'; days: number } | { state: 'safe'; days: number };

/**
 * Today and the streak, for the line Início leads with: nothing to keep yet, a streak that ends tonight
 * unless the learner studies (it still counts back from yesterday), or a day already studied. Days are the
 * learner's own, in their time zone, from the progress on this device (so it holds offline).
 */
export const selectStreakToday = createSelector(
  [selectStreak, selectToday, selectProgress],
  (days, today, progress): StreakToday => {
    if (days === 0) return { state: 'start' };
    return progress.activityDays.includes(today) ? { state: 'safe', days } : { state: 'at-risk', days };
  },
);

/** What the hero's main button names and opens: the certificate's next requirement once every chapter is done. */
export interface NextStep {
  href: string;
  label: string;
  /** The chapter it opens, if any (so no other hero button opens the same chapter). */
  chapterId?: string;
}

/**
 * The hero's main button: where the learner stopped ("Continuar: Cap. 2 · Seção 3 de 5"), or the chapter to
 * start ("Começar o Cap. 1"), go on with or review; the certificate's next requirement once the course is done.
 */
export const selectNextStep = createSelector(
  [selectContinueReading, selectCatalogue, selectProgress, selectCourseCompleted, selectCertificateSteps],
  (reading, catalogue, progress, courseDone, certificate): NextStep | undefined => {
    if (courseDone && certificate.next) return certificate.next;
    if (!reading) return undefined;
    // A step inside the chapter is named by the step already.
    if (reading.href !== paths.chapter(reading.chapterId)) return reading;
    const chapter = catalogue.find((c) => c.id === reading.chapterId);
    if (!chapter) return reading;
    const verb = progress.completedChapters[chapter.id]
      ? 'Revisar'
      : progress.lastChapterId === chapter.id
        ? 'Continuar'
        : 'Começar';
    return { ...reading, label: `${verb} o Cap. ${chapter.number}` };
  },
);
