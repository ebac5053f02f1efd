// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../src/client/app/store';
import type { Storage } from 'redux-persist';
import { makeStore } from '../../src/client/app/store';
import { migrations, PERSIST_VERSION } from '../../src/client/app/persist';
import { snapshotAdopted } from '../../src/client/app/actions';
import {
  completeChapter,
  toggleFavorite,
  updateUserProgress,
} from '../../src/client/features/progress/progress-thunks';
import { logout } from '../../src/client/features/auth/auth-thunks';
import { emptyProgress } from '../../src/shared/progress';
import type { Snapshot } from '../../src/shared/api-schemas';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
}

const user = {
  id: 'u1',
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  timeZone: 'America/Sao_Paulo',
  createdAt: '2026-11-01T00:00:00Z',
};
const catalogue = {
  chapters: [
    {
      id: '1',
      points: 100,
      checklistIds: ['a'],
      title: 'Fundamentos',
      description: 'd',
      category: 'Fundamentos do Marketing Digital',
    },
  ],
  insights: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const snapshot = (progress = emptyProgress()): Snapshot => ({
  user,
  progress,
  summary: { level: 1, streak: 0, today: '2026-11-21', achievements: [] },
});

async function signedInStore(storage = memoryStorage()) {
  const { store, persistor } = makeStore({ storage });
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  store.dispatch(snapshotAdopted({ user, progress: emptyProgress(), syncedAt: new Date().toISOString() }));
  store.dispatch({ type: 'chapters/loadCatalogue/fulfilled', payload: catalogue });
  return { store, persistor, storage };
}

/** Background syncs start on every action; wait for the one in flight to finish. */
const idle = (store: AppStore) => vi.waitFor(() => expect(store.getState().outbox.syncing).toBe(false));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('offline-first progress', () => {
  it('applies an action at once and keeps it in the outbox while the server is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    const s = store.getState();
    expect(s.progress.state.points).toBe(100);
    expect(s.outbox.pending).toHaveLength(1);
    expect(s.outbox.pending[0]).toMatchObject({ type: 'chapter.completed', chapterId: '1' });
    expect(s.outbox.syncing).toBe(false);
  });

  it('adopts the server’s snapshot once the events are accepted, keeping what is still unsent on top', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    const sent = store.getState().outbox.pending.map((e) => e.id);
    const server = {
      ...emptyProgress(),
      points: 100,
      completedChapters: { '1': '2026-11-21T10:00:00Z' },
      favorites: ['1'],
    };
    fetchMock.mockImplementation(async () =>
      json({
        results: sent.map((id) => ({ id, status: 'applied', pointsAwarded: 0 })),
        snapshot: snapshot(server),
      }),
    );
    await store.dispatch(updateUserProgress());
    const s = store.getState();
    expect(s.outbox.lastError).toBeNull();
    expect(s.outbox.pending).toHaveLength(0);
    expect(s.progress.state).toEqual(server);
    expect(s.progress.syncedAt).not.toBeNull();
    const body = JSON.parse(fetchMock.mock.calls.at(-1)![1].body as string);
    expect(body.events.map((e: { id: string }) => e.id)).toEqual(sent);
  });

  it('drops an event the server rejects and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    const [e] = store.getState().outbox.pending;
    fetchMock.mockImplementation(async () =>
      json({
        results: [
          {
            id: e!.id,
            status: 'rejected',
            pointsAwarded: 0,
            error: { code: 'UNKNOWN_CHAPTER', message: 'Este capítulo não existe.' },
          },
        ],
        snapshot: snapshot(),
      }),
    );
    await store.dispatch(updateUserProgress());
    expect(store.getState().outbox.pending).toHaveLength(0);
    expect(store.getState().outbox.notice).toContain('Este capítulo não existe.');
    expect(store.getState().progress.state.points).toBe(0);
  });

  it('keeps the outbox and flags the session when the server no longer accepts it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'UNAUTHENTICATED', message: 'Sua sessão expirou. Entre novamente.' } }, 401),
    );
    await store.dispatch(updateUserProgress());
    expect(store.getState().outbox.pending).toHaveLength(1);
    expect(store.getState().auth.sessionExpired).toBe(true);
  });
});

describe('persistence', () => {
  it('logout purges the learner’s persisted data', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    const { store, persistor, storage } = await signedInStore();
    await persistor.flush();
    expect([...storage.data.values()].join()).toContain('maria@exemplo.com.br');
    await store.dispatch(logout());
    await persistor.flush();
    expect(store.getState().auth.user).toBeNull();
    expect([...storage.data.values()].join()).not.toContain('maria@exemplo.com.br');
  });

  it('migrates a version 1 store (flat progress) to the current shape', () => {
    expect(PERSIST_VERSION).toBe(2);
    const v1 = {
      _persist: { version: 1, rehydrated: false },
      auth: { user, status: 'idle', error: null },
      progress: {
        points: 320,
        completedChapters: { '1': '2026-11-01T00:00:00Z' },
        quizBests: {},
        checklist: {},
        favorites: ['2'],
        insightsRead: [],
        lastChapterId: '1',
      },
      outbox: { pending: [], syncing: true },
    };
    const v2 = migrations[2]!(v1 as never) as unknown as Record<string, any>;
    expect(v2.progress.state.points).toBe(320);
    expect(v2.progress.state.favorites).toEqual(['2']);
    expect(v2.progress.state.activityDays).toEqual([]);
    expect(v2.progress.state.quizAttempts).toBe(0);
    expect(v2.outbox).toMatchObject({ userId: 'u1', syncing: false, pending: [] });
  });
});
