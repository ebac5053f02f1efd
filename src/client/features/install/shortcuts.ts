/**
 * The installed app's shortcuts (manifest `shortcuts`, long-press on the icon) open `/?atalho=…`; this turns
 * each into the screen the home buttons of the same name open.
 */
import type { RootState } from '../../app/store';
import {
  selectContinueReading,
  selectNextQuizChapterId,
  selectTodaysInsight,
} from '../chapters/chapters-selectors';
import { paths } from '../../app/paths';

const SHORTCUTS = ['continuar', 'quiz', 'insight'] as const;

/**
 * The path a shortcut leads to; `undefined` while the catalogue is still loading (wait), `null` for an unknown
 * shortcut or nothing to open (stay on the home screen).
 */
export function selectShortcutTarget(state: RootState, shortcut: string): string | null | undefined {
  if (!(SHORTCUTS as readonly string[]).includes(shortcut)) return null;
  if (state.chapters.catalogue.length === 0) return undefined;
  if (shortcut === 'continuar') {
    return selectContinueReading(state)?.href ?? null;
  }
  if (shortcut === 'quiz') {
    const id = selectNextQuizChapterId(state);
    return id ? paths.chapter(id, 'quiz') : null;
  }
  const insight = selectTodaysInsight(state);
  return insight ? paths.insight(insight.id) : null;
}
