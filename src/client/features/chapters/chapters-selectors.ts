/** The catalogue as the screens read it (its modules, its state, a chapter by id), and where it points the learner. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { insightOfTheDay } from '../../../shared/insight-rotation';
import { selectToday } from '../auth/auth-selectors';
import { SUMMARY_STEP } from '../../../shared/progress-state';
import { paths } from '../../app/paths';

export const selectCatalogue = (s: RootState) => s.chapters.catalogue;
export const selectInsights = (s: RootState) => s.chapters.insights;

/** The insight featured today, by the rotation the server's pages use too. */
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

/**
 * "Continuar de onde parei", named: the chapter to continue and, when the learner has read in it, the step
 * they were on ("Seção 3 de 5" or the summary).
 */
export const selectContinueReading = createSelector(
  [
    selectContinueChapterId,
    (s: RootState) => s.chapters.catalogue,
    (s: RootState) => s.progress.state.sectionAt,
  ],
  (chapterId, catalogue, sectionAt) => {
    const chapter = chapterId ? catalogue.find((c) => c.id === chapterId) : undefined;
    if (!chapter) return undefined;
    const sectionId = sectionAt[chapter.id];
    const sectionIds = chapter.sectionIds ?? [];
    const index = sectionId ? sectionIds.indexOf(sectionId) : -1;
    const step =
      sectionId === SUMMARY_STEP
        ? 'Resumo'
        : index >= 0
          ? `Seção ${index + 1} de ${sectionIds.length}`
          : null;
    return {
      chapterId: chapter.id,
      href: step ? paths.chapterSection(chapter.id, sectionId!) : paths.chapter(chapter.id),
      label: step ? `Continuar: Cap. ${chapter.number} · ${step}` : 'Continuar de onde parei',
    };
  },
);

/** The chapter quiz to take next, named for a button ("Fazer o quiz do Cap. 3"), if any is left to improve. */
export const selectNextQuiz = createSelector(
  [(s: RootState) => selectNextQuizChapterId(s), (s: RootState) => s.chapters.catalogue],
  (id, catalogue) => {
    const chapter = id ? catalogue.find((c) => c.id === id) : undefined;
    return chapter
      ? {
          chapterId: chapter.id,
          number: chapter.number,
          title: chapter.title,
          href: paths.chapter(chapter.id, 'quiz'),
        }
      : undefined;
  },
);

/** "Próximo quiz": the first quiz never taken, else the first one without every answer right. */
export const selectNextQuizChapterId = (s: RootState): string | undefined => {
  const { quizBests } = s.progress.state;
  const catalogue = s.chapters.catalogue;
  return (
    catalogue.find((c) => !quizBests[c.id]) ??
    catalogue.find((c) => (quizBests[c.id]?.correct ?? 0) < c.questionCount)
  )?.id;
};

/** The chapter after this one in the course (none after the last, or for a chapter the catalogue lacks). */
export const selectNextChapter = (s: RootState, chapterId: string) => {
  const at = s.chapters.catalogue.findIndex((c) => c.id === chapterId);
  return at < 0 ? undefined : s.chapters.catalogue[at + 1];
};
export const selectModules = (s: RootState) => s.chapters.modules;
export const selectCatalogueStatus = (s: RootState) => s.chapters.status;
export const selectCapstoneSummary = (s: RootState) => s.chapters.capstone;

/** A chapter's catalogue entry (undefined while the catalogue loads, or for an id it does not have). */
export const selectChapterSummary = (s: RootState, chapterId: string) =>
  s.chapters.catalogue.find((c) => c.id === chapterId);
/** A chapter's full text, once loaded. */
export const selectChapterDetail = (
  s: RootState,
  chapterId: string,
): RootState['chapters']['details'][string] | undefined => s.chapters.details[chapterId];
/** The chapter's file could not be loaded (offline before it was cached, say). */
export const selectChapterFailed = (s: RootState, chapterId: string) =>
  s.chapters.failedChapters.includes(chapterId);
/** An insight by id (undefined while the catalogue loads, or for an id it does not have). */
export const selectInsight = (s: RootState, insightId: string) =>
  s.chapters.insights.find((i) => i.id === insightId);

/**
 * Three chapters to offer when a search finds nothing: the one to continue, then the next ones not completed
 * (the first ones again once every chapter is done).
 */
export const selectSearchSuggestions = createSelector(
  [selectCatalogue, (s: RootState) => s.progress.state.completedChapters, selectContinueChapterId],
  (catalogue, completed, continueId) => {
    const first = catalogue.filter((c) => c.id === continueId);
    const open = catalogue.filter((c) => c.id !== continueId && !completed[c.id]);
    const rest = catalogue.filter((c) => c.id !== continueId && completed[c.id]);
    return [...first, ...open, ...rest].slice(0, 3).map(({ id, number, title }) => ({ id, number, title }));
  },
);
