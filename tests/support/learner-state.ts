/**
 * The store's state as the app has it once the course is loaded and a learner signed in, for selector tests:
 * the real reducers, the real curriculum, the given progress (and league and search, when given).
 */
import type { RootState } from '../../src/client/app/store';
import { loadLeague } from '../../src/client/features/community/communitySlice';
import { searchChanged } from '../../src/client/features/shell/uiSlice';
import type { ProgressState } from '../../src/shared/progress';
import type { League } from '../../src/shared/api-schemas';
import type { CourseModule } from '../../src/shared/content-schema';
import { curriculum, learnerStore } from './learner-store';

export { curriculum };

export function learnerState(
  options: {
    progress?: Partial<ProgressState>;
    /** The league's results, newest first, as the server sends them. */
    leagueHistory?: League['history'];
    search?: string;
    /** The catalogue's modules (a catalogue cached by an older version has none). */
    modules?: CourseModule[];
  } = {},
): RootState {
  const store = learnerStore({ progress: options.progress, course: { modules: options.modules } });
  if (options.leagueHistory) {
    const league: League = {
      week: { start: '2026-11-16', end: '2026-11-22' },
      tier: 2,
      hidden: false,
      group: null,
      history: options.leagueHistory,
    };
    store.dispatch(loadLeague.fulfilled({ league, fetchedAt: new Date().toISOString() }, 'test'));
  }
  if (options.search) store.dispatch(searchChanged(options.search));
  return store.getState();
}
