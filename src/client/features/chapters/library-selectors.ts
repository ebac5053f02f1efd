/**
 * Aprender's chapters: those the filter keeps, grouped by module. Kept apart from
 * chapters-selectors.ts, which the first screen loads (docs/decisions/008), since only the library needs it.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { ChapterSummary, CourseModule } from '../../../shared/content-schema';
import { selectCompletedChapters, selectFavorites } from '../progress/progress-selectors';
import { selectCatalogue, selectModules } from './chapters-selectors';

/** The library's filters, by the id of their tab. */
export type LibraryFilter = 'todos' | 'favoritos' | 'pendentes' | 'concluidos';

export interface LibraryGroup {
  module: CourseModule;
  /** The module's place in the course (1, 2, …), whatever the filter leaves out. */
  number: number;
  chapters: ChapterSummary[];
}

export interface Library {
  /** The chapters the filter keeps, in catalogue order. */
  chapters: ChapterSummary[];
  /** The course's modules in order, each with the chapters kept; modules left empty are left out. */
  groups: LibraryGroup[];
}

/** Aprender's chapters for a filter, grouped by module. */
export const selectLibrary = createSelector(
  [
    selectCatalogue,
    selectModules,
    selectFavorites,
    selectCompletedChapters,
    (_: RootState, filter: LibraryFilter) => filter,
  ],
  (catalogue, modules, favorites, completed, filter): Library => {
    const chapters = catalogue.filter((c) => {
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
