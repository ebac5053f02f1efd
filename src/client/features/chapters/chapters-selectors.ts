/** The catalogue as the screens read it: its modules, its state, a chapter by id. */
import type { RootState } from '../../app/store';

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
