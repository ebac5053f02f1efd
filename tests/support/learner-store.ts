/** A real store as the app has it once the catalogue is in: signed in (by default) with the given progress. */
import type { Storage } from 'redux-persist';
import { makeStore } from '../../src/client/app/store';
import { createMemoryOutboxStorage } from '../../src/client/features/sync/outbox-storage';
import { snapshotAdopted } from '../../src/client/features/sync/sync-actions';
import { emptyProgress, type ProgressState } from '../../src/shared/progress';
import type { User } from '../../src/shared/api-schemas';
import { loadCurriculum } from '../../src/content/load';
import { summarize, summarizeCapstone } from '../../src/content/vite-plugin';
import type { CourseModule } from '../../src/shared/content-schema';

export const curriculum = loadCurriculum();

export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
}

export const learner = {
  id: 'u1',
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  timeZone: 'America/Sao_Paulo',
  createdAt: '2026-11-01T00:00:00Z',
  displayName: 'Maria S.',
  communityHidden: false,
};

export interface LearnerOptions {
  signedIn?: boolean;
  progress?: Partial<ProgressState>;
  /** Changes to the signed-in learner. */
  user?: Partial<User>;
  /**
   * The whole course as the app loads it: the catalogue's modules (or the ones given: a catalogue cached by an
   * older version has none) and the projeto final. By default, the chapters and insights alone.
   */
  course?: { modules?: CourseModule[] };
}

export function learnerStore(options: LearnerOptions = {}) {
  const { store } = makeStore({ storage: memoryStorage(), outboxStorage: createMemoryOutboxStorage() });
  const whole = options.course
    ? {
        modules: options.course.modules ?? curriculum.modules,
        capstone: curriculum.capstone ? summarizeCapstone(curriculum.capstone) : null,
      }
    : {};
  store.dispatch({
    type: 'chapters/loadCatalogue/fulfilled',
    payload: { chapters: curriculum.chapters.map(summarize), insights: curriculum.insights, ...whole },
  });
  for (const c of curriculum.chapters)
    store.dispatch({ type: 'chapters/loadChapter/fulfilled', payload: c, meta: { arg: c.id } });
  if (options.course && curriculum.capstone)
    store.dispatch({ type: 'chapters/loadCapstone/fulfilled', payload: curriculum.capstone });
  if (options.signedIn !== false) {
    store.dispatch(
      snapshotAdopted({
        user: { ...learner, ...options.user },
        base: { ...emptyProgress(), ...options.progress },
        progress: { ...emptyProgress(), ...options.progress },
        syncedAt: new Date().toISOString(),
      }),
    );
  }
  return store;
}
