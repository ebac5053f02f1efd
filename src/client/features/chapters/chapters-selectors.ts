/** The catalogue as the screens show it: a chapter by id, and the library's modules with their chapters. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectFilteredChapters } from '../../app/selectors';
import type { ChapterSummary, CourseModule } from '../../../shared/content-schema';
import { selectCompletedChapters, selectFavorites } from '../progress/progress-selectors';

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

/** The library's filters, by the id of their tab. */
export type LibraryFilter = 'todos' | 'favoritos' | 'pendentes' | 'concluidos';

export interface LibraryGroup {
  module: CourseModule;
  /** The module's place in the course (1, 2, …), whatever the filter leaves out. */
  number: number;
  chapters: ChapterSummary[];
}

export interface Library {
  /** The chapters the search and the filter keep, in catalogue order. */
  chapters: ChapterSummary[];
  /** The course's modules in order, each with the chapters kept; modules left empty are left out. */
  groups: LibraryGroup[];
}

/** Aprender's chapters for a filter (and the search typed in the header), grouped by module. */
export const selectLibrary = createSelector(
  [
    selectFilteredChapters,
    selectModules,
    selectFavorites,
    selectCompletedChapters,
    (_: RootState, filter: LibraryFilter) => filter,
  ],
  (found, modules, favorites, completed, filter): Library => {
    const chapters = found.filter((c) => {
      if (filter === 'favoritos') return favorites.includes(c.id);
      if (filter === 'pendentes') return !completed[c.id];
      if (filter === 'concluidos') return Boolean(completed[c.id]);
      return true;
    });
    const groups = modules
      .map((module, i) => ({
        module,
        number: i + 1,
        chapters: module.chapters.flatMap((id) => chapters.filter((c) => c.id === id)),
      }))
      .filter((g) => g.chapters.length > 0);
    return { chapters, groups };
  },
);
