/**
 * The store's state as the app has it once the course is loaded and a learner signed in, for selector tests:
 * the real reducers, the real curriculum, the given progress (and league and search, when given).
 */
import { makeStore } from '../../src/client/app/store';
import type { RootState } from '../../src/client/app/store';
import { snapshotAdopted } from '../../src/client/features/sync/sync-actions';
import { loadCatalogue, loadChapter } from '../../src/client/features/chapters/chaptersSlice';
import { loadLeague } from '../../src/client/features/community/communitySlice';
import { searchChanged } from '../../src/client/features/shell/uiSlice';
import { createMemoryOutboxStorage } from '../../src/client/features/sync/outbox-storage';
import { emptyProgress, type ProgressState } from '../../src/shared/progress';
import type { League } from '../../src/shared/api-schemas';
import type { CourseModule } from '../../src/shared/content-schema';
import { loadCurriculum } from '../../src/content/load';
import { summarize, summarizeCapstone } from '../../src/content/vite-plugin';

export const curriculum = loadCurriculum();

const noStorage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

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
  const { store } = makeStore({ storage: noStorage, outboxStorage: createMemoryOutboxStorage() });
  store.dispatch(
    loadCatalogue.fulfilled(
      {
        modules: options.modules ?? curriculum.modules,
        chapters: curriculum.chapters.map(summarize),
        insights: curriculum.insights,
        capstone: curriculum.capstone ? summarizeCapstone(curriculum.capstone) : null,
      },
      'test',
    ),
  );
  for (const c of curriculum.chapters) store.dispatch(loadChapter.fulfilled(c, 'test', c.id));
  const progress = { ...emptyProgress(), ...options.progress };
  store.dispatch(
    snapshotAdopted({
      user: {
        id: 'u1',
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        timeZone: 'America/Sao_Paulo',
        createdAt: '2026-11-01T00:00:00Z',
        displayName: 'Maria S.',
        communityHidden: false,
      },
      base: progress,
      progress,
      syncedAt: new Date().toISOString(),
    }),
  );
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
