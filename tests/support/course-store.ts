/** A signed-in store holding the real course (catalogue, chapters, projeto final), for selectors and thunks. */
import { expect, vi } from 'vitest';
import type { Storage } from 'redux-persist';
import { makeStore, type AppStore } from '../../src/client/app/store';
import { snapshotAdopted } from '../../src/client/features/sync/sync-actions';
import { createMemoryOutboxStorage } from '../../src/client/features/sync/outbox-storage';
import { loadCurriculum } from '../../src/content/load';
import { summarize, summarizeCapstone } from '../../src/content/vite-plugin';
import { emptyProgress, type ProgressState } from '../../src/shared/progress';

export const curriculum = loadCurriculum();

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
}

/** The server is out of reach (fetch is stubbed to fail): every action stays on the device. */
export function courseStore(progress: Partial<ProgressState> = {}): AppStore {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const { store } = makeStore({ storage: memoryStorage(), outboxStorage: createMemoryOutboxStorage() });
  store.dispatch({
    type: 'chapters/loadCatalogue/fulfilled',
    payload: {
      chapters: curriculum.chapters.map(summarize),
      insights: curriculum.insights,
      capstone: summarizeCapstone(curriculum.capstone!),
    },
  });
  for (const c of curriculum.chapters)
    store.dispatch({ type: 'chapters/loadChapter/fulfilled', payload: c, meta: { arg: c.id } });
  store.dispatch({ type: 'chapters/loadCapstone/fulfilled', payload: curriculum.capstone });
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
      base: { ...emptyProgress(), ...progress },
      progress: { ...emptyProgress(), ...progress },
      syncedAt: new Date().toISOString(),
    }),
  );
  return store;
}

/** Each recorded action starts a send in the background: wait for it to give up. */
export const settled = (store: AppStore) =>
  vi.waitFor(() => expect(store.getState().outbox.syncing).toBe(false));
