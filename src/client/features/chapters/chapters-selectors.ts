/** The catalogue, and the chapters and insight it points the learner to. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { matchesSearch } from '../../../shared/search';
import { dayNumber } from '../../../shared/days';
import { selectToday } from '../auth/auth-selectors';

export const selectCatalogue = (s: RootState) => s.chapters.catalogue;
export const selectInsights = (s: RootState) => s.chapters.insights;

export const selectFilteredChapters = createSelector(
  [selectCatalogue, (s: RootState) => s.ui.search],
  (catalogue, q) => catalogue.filter((c) => matchesSearch(q, [c.title, c.description, c.category])),
);

/** The insight featured today: the week cycles through all seven. */
export const selectTodaysInsight = (s: RootState) => {
  const list = s.chapters.insights;
  if (list.length === 0) return undefined;
  return list[dayNumber(selectToday(s)) % list.length];
};

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
