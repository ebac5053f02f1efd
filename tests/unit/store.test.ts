// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../src/client/app/store';
import type { Storage } from 'redux-persist';
import { makeStore } from '../../src/client/app/store';
import { migrations, PERSIST_VERSION } from '../../src/client/app/persist';
import { loggedOut, outboxMerged, snapshotAdopted } from '../../src/client/features/sync/sync-actions';
import { completeChapter, toggleFavorite } from '../../src/client/features/progress/progress-thunks';
import { loadOutbox, updateUserProgress } from '../../src/client/features/sync/sync-thunks';
import { themeChosen } from '../../src/client/features/shell/uiSlice';
import { eventsSettled, syncFinished, syncStarted } from '../../src/client/features/sync/outboxSlice';
import { login, logout, restoreSession, signInAgain } from '../../src/client/features/auth/auth-thunks';
import { createMemoryOutboxStorage, type OutboxStorage } from '../../src/client/features/sync/outbox-storage';
import type { TabChannel, TabMessage } from '../../src/client/features/sync/tab-channel';
import { loadSyncThunks } from '../../src/client/features/sync/request-sync';
import { startSync } from '../../src/client/features/sync/sync-start';
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
  displayName: 'Maria S.',
  communityHidden: false,
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

async function signedInStore(
  storage = memoryStorage(),
  outboxStorage: OutboxStorage = createMemoryOutboxStorage(),
  channel?: TabChannel,
) {
  const { store, persistor, extra } = makeStore({ storage, outboxStorage, channel });
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  store.dispatch({ type: 'chapters/loadCatalogue/fulfilled', payload: catalogue });
  store.dispatch(
    snapshotAdopted({
      user,
      base: emptyProgress(),
      progress: emptyProgress(),
      syncedAt: new Date().toISOString(),
    }),
  );
  return { store, persistor, storage, outboxStorage, extra };
}

/** Two tabs' channels, wired to each other as BroadcastChannel would (a tab never hears itself). */
function channelPair(): [TabChannel, TabChannel] {
  const listeners: [((m: TabMessage) => void)[], ((m: TabMessage) => void)[]] = [[], []];
  const make = (mine: 0 | 1): TabChannel => ({
    post: (m) => listeners[mine === 0 ? 1 : 0].forEach((l) => l(structuredClone(m))),
    subscribe(l) {
      listeners[mine].push(l);
      return () => listeners[mine].splice(listeners[mine].indexOf(l), 1);
    },
  });
  return [make(0), make(1)];
}

const sentIds = (call: unknown[]) =>
  JSON.parse((call[1] as RequestInit).body as string).events.map((e: { id: string }) => e.id) as string[];

/** Background syncs start on every action; wait for the one in flight to finish. */
// The first send loads the API module: on a busy machine that alone can pass vi.waitFor's default second.
/** A send an action asked for has started (its code loads on the first) and ended. */
const idle = async (store: AppStore) => {
  await loadSyncThunks();
  await new Promise((r) => setTimeout(r, 0));
  await vi.waitFor(() => expect(store.getState().outbox.syncing).toBe(false), { timeout: 5000 });
};

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

  it('keeps an event the server left unanswered and re-applies it over the snapshot', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, outboxStorage } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    const [completion, favourite] = store.getState().outbox.pending;
    // The server answers the completion only, and its snapshot knows nothing of the favourite yet.
    fetchMock.mockImplementation(async () =>
      json({
        results: [{ id: completion!.id, status: 'applied', pointsAwarded: 100 }],
        snapshot: snapshot({
          ...emptyProgress(),
          points: 100,
          completedChapters: { '1': completion!.occurredAt },
        }),
      }),
    );
    await store.dispatch(updateUserProgress());
    const s = store.getState();
    expect(s.outbox.pending.map((e) => e.id)).toEqual([favourite!.id]);
    expect(s.progress.base?.favorites).toEqual([]);
    expect(s.progress.state.favorites).toEqual(['1']);
    expect(s.progress.state.points).toBe(100);
    expect((await outboxStorage.eventsOf(user.id)).map((e) => e.id)).toEqual([favourite!.id]);
  });

  it('keeps every event when the server refuses a batch as a whole, and says why', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, outboxStorage } = await signedInStore();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'INVALID_INPUT', message: 'Envie no máximo 100 eventos por vez.' } }, 400),
    );
    await store.dispatch(updateUserProgress());
    expect(store.getState().outbox.pending).toHaveLength(1);
    expect(store.getState().outbox.lastError).toBe('Envie no máximo 100 eventos por vez.');
    expect(await outboxStorage.eventsOf(user.id)).toHaveLength(1);
  });

  it('splits what waits into requests the server accepts (256 KB a body)', async () => {
    const { store } = await signedInStore();
    const saves = Array.from({ length: 100 }, (_, i) => ({
      id: `abcdef00-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: 'plan.updated' as const,
      occurredAt: new Date(Date.UTC(2026, 10, 21, 12, 0, i)).toISOString(),
      patch: {
        weeks: Array.from({ length: 12 }, () => 'Semana de ações no Instagram e no WhatsApp. '.repeat(6)),
      },
    }));
    store.dispatch(outboxMerged({ events: saves, progress: store.getState().progress.state }));
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/events') return json(snapshot());
      const ids = JSON.parse(init!.body as string).events.map((e: { id: string }) => e.id);
      return json({
        results: ids.map((id: string) => ({ id, status: 'applied', pointsAwarded: 0 })),
        snapshot: snapshot(),
      });
    });
    await store.dispatch(updateUserProgress());
    const sends = fetchMock.mock.calls.filter(([url]) => url === '/api/events');
    expect(sends.length).toBeGreaterThan(1);
    for (const [, init] of sends) {
      expect(new TextEncoder().encode((init as RequestInit).body as string).length).toBeLessThan(256 * 1024);
    }
    expect(sends.flatMap(sentIds).sort()).toEqual(saves.map((e) => e.id).sort());
    expect(store.getState().outbox.pending).toEqual([]);
  });

  describe('when the server says to wait (429) or that the account is full (413)', () => {
    const refusal = (status: number, code: string, message: string, retryAfter?: number) => async () =>
      new Response(JSON.stringify({ error: { code, message } }), {
        status,
        headers: {
          'content-type': 'application/json',
          ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
        },
      });
    const applyingEverything = async (url: string, init?: RequestInit) => {
      if (url !== '/api/events') return json(snapshot());
      const ids = JSON.parse(init!.body as string).events.map((e: { id: string }) => e.id);
      return json({
        results: ids.map((id: string) => ({ id, status: 'applied', pointsAwarded: 0 })),
        snapshot: snapshot(),
      });
    };
    const eventCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/events');
    const LIMITED = 'Muitos envios seguidos: até 60 por minuto. Próximo envio em 30 segundos.';
    const FULL =
      'Sua conta chegou ao limite de 5 MB de ações guardadas no servidor, e novas ações não podem ser salvas.';

    afterEach(() => vi.useRealTimers());

    it('keeps the events, shows the server’s reason and sends nothing more until Retry-After has passed', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { store, outboxStorage } = await signedInStore();
      await store.dispatch(completeChapter('1'));
      await idle(store);
      fetchMock.mockReset();
      fetchMock.mockImplementation(refusal(429, 'RATE_LIMITED', LIMITED, 30));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));

      await store.dispatch(updateUserProgress());
      const s = store.getState().outbox;
      expect(s.pending).toHaveLength(1);
      expect(await outboxStorage.eventsOf(user.id)).toHaveLength(1);
      expect(s.lastError).toBe(LIMITED);
      expect(s.notice).toBe(`${LIMITED} Suas ações continuam guardadas neste aparelho.`);
      expect(s.retryAt).toBe(Date.parse('2026-11-21T15:00:30Z'));
      expect(eventCalls()).toHaveLength(1);

      // New actions and the usual triggers wait too: nothing is sent before the time the server gave.
      await store.dispatch(toggleFavorite('1'));
      await store.dispatch(updateUserProgress());
      vi.setSystemTime(new Date('2026-11-21T15:00:29Z'));
      await store.dispatch(updateUserProgress());
      expect(eventCalls()).toHaveLength(1);
      expect(store.getState().outbox.pending).toHaveLength(2);

      vi.setSystemTime(new Date('2026-11-21T15:00:31Z'));
      fetchMock.mockImplementation(applyingEverything);
      await store.dispatch(updateUserProgress());
      expect(eventCalls()).toHaveLength(2);
      expect(sentIds(eventCalls()[1]!)).toHaveLength(2);
      // Everything went: the notice about waiting no longer holds.
      expect(store.getState().outbox).toMatchObject({
        pending: [],
        retryAt: null,
        lastError: null,
        notice: null,
      });
    });

    it('signing out waits for a send already under way, then sends what it left behind', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { store } = await signedInStore();
      await store.dispatch(completeChapter('1'));
      await idle(store);
      fetchMock.mockReset();
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
        url === '/api/auth/logout' ? new Response(null, { status: 204 }) : applyingEverything(url, init),
      );
      // Another trigger's send is running: the last try must not be skipped because of it.
      store.dispatch(syncStarted());
      const leaving = store.dispatch(logout());
      await new Promise((r) => setTimeout(r, 120));
      expect(eventCalls()).toHaveLength(0);
      store.dispatch(syncFinished());
      await leaving;
      expect(eventCalls()).toHaveLength(1);
      expect(sentIds(eventCalls()[0]!)).toHaveLength(1);
    });

    it('signing out tries once more, whatever wait the server asked for, before the device forgets the events', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { store } = await signedInStore();
      await store.dispatch(completeChapter('1'));
      await idle(store);
      fetchMock.mockReset();
      fetchMock.mockImplementation(refusal(429, 'RATE_LIMITED', LIMITED, 30));
      await store.dispatch(updateUserProgress());
      expect(store.getState().outbox.retryAt).not.toBeNull();
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
        url === '/api/auth/logout' ? new Response(null, { status: 204 }) : applyingEverything(url, init),
      );
      await store.dispatch(logout());
      expect(eventCalls()).toHaveLength(2);
      expect(sentIds(eventCalls()[1]!)).toHaveLength(1);
    });

    it('waits longer after each refusal that gives no time (413), and says why', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { store } = await signedInStore();
      await store.dispatch(completeChapter('1'));
      await idle(store);
      fetchMock.mockReset();
      fetchMock.mockImplementation(refusal(413, 'STORAGE_QUOTA', FULL));
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.parse('2026-11-21T15:00:00Z');
      vi.setSystemTime(start);

      await store.dispatch(updateUserProgress());
      expect(store.getState().outbox.retryAt).toBe(start + 60_000);
      expect(store.getState().outbox.notice).toBe(`${FULL} Suas ações continuam guardadas neste aparelho.`);
      vi.setSystemTime(start + 60_000);
      await store.dispatch(updateUserProgress());
      expect(store.getState().outbox.retryAt).toBe(start + 60_000 + 120_000);
      vi.setSystemTime(start + 180_000);
      await store.dispatch(updateUserProgress());
      expect(store.getState().outbox.retryAt).toBe(start + 180_000 + 240_000);
      expect(eventCalls()).toHaveLength(3);
      expect(store.getState().outbox.pending).toHaveLength(1);
    });

    it('tries again by itself once the time the server gave has passed, not before', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { store, extra } = await signedInStore();
      await store.dispatch(completeChapter('1'));
      await idle(store);
      fetchMock.mockReset();
      fetchMock.mockImplementation(refusal(429, 'RATE_LIMITED', LIMITED, 30));
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
      const stop = startSync(store, extra);
      try {
        await vi.waitFor(() => expect(store.getState().outbox.retryAt).not.toBeNull());
        const retryAt = store.getState().outbox.retryAt!;
        fetchMock.mockImplementation(applyingEverything);
        await vi.advanceTimersByTimeAsync(retryAt - Date.now() - 1);
        expect(eventCalls()).toHaveLength(1);
        expect(store.getState().outbox.pending).toHaveLength(1);

        await vi.advanceTimersByTimeAsync(200);
        await vi.waitFor(() => expect(store.getState().outbox.pending).toHaveLength(0));
        expect(eventCalls()).toHaveLength(2);
        expect(sentIds(eventCalls()[1]!)).toHaveLength(1);
        expect(store.getState().outbox.retryAt).toBeNull();
      } finally {
        stop();
      }
    });
  });

  it('sends the events a closed tab left on the device along with its own', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const device = createMemoryOutboxStorage();
    const tabA = await signedInStore(memoryStorage(), device);
    const tabB = await signedInStore(memoryStorage(), device);
    await tabA.store.dispatch(completeChapter('1'));
    await idle(tabA.store);
    await tabB.store.dispatch(toggleFavorite('1'));
    await idle(tabB.store);
    const completion = tabA.store.getState().outbox.pending[0]!;
    const favourite = tabB.store.getState().outbox.pending[0]!;
    // Tab A is closed; tab B comes back online.
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const ids = JSON.parse(init.body as string).events.map((e: { id: string }) => e.id);
      return json({
        results: ids.map((id: string) => ({ id, status: 'applied', pointsAwarded: 0 })),
        snapshot: snapshot({ ...emptyProgress(), points: 100, favorites: ['1'] }),
      });
    });
    await tabB.store.dispatch(updateUserProgress());
    expect(sentIds(fetchMock.mock.calls[0]!).sort()).toEqual([completion.id, favourite.id].sort());
    expect(tabB.store.getState().outbox.pending).toHaveLength(0);
    expect(device.data.size).toBe(0);
  });

  it('shows another open tab’s action at once, and both tabs settle it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const device = createMemoryOutboxStorage();
    const [channelA, channelB] = channelPair();
    const tabA = await signedInStore(memoryStorage(), device, channelA);
    const tabB = await signedInStore(memoryStorage(), device, channelB);
    const stops = [startSync(tabA.store, tabA.extra), startSync(tabB.store, tabB.extra)];
    try {
      await tabA.store.dispatch(completeChapter('1'));
      await vi.waitFor(() => expect(tabB.store.getState().progress.state.points).toBe(100));
      expect(tabB.store.getState().outbox.pending).toHaveLength(1);
      await idle(tabA.store);
      await idle(tabB.store);
      const id = tabA.store.getState().outbox.pending[0]!.id;
      fetchMock.mockImplementation(async () =>
        json({
          results: [{ id, status: 'applied', pointsAwarded: 100 }],
          snapshot: snapshot({ ...emptyProgress(), points: 100, completedChapters: { '1': 'x' } }),
        }),
      );
      await tabA.store.dispatch(updateUserProgress());
      await vi.waitFor(() => expect(tabB.store.getState().outbox.pending).toHaveLength(0));
      expect(tabB.store.getState().progress.base?.points).toBe(100);
    } finally {
      stops.forEach((stop) => stop());
    }
  });

  it('a tab that hears of an event only after the server settled it does not queue it again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const device = createMemoryOutboxStorage();
    const [channelA, channelB] = channelPair();
    // Tab B is slow to take in tab A's "recorded" message: it handles it after A's "settled" and "snapshot".
    const held: (() => void)[] = [];
    const slowB: TabChannel = {
      post: channelB.post,
      subscribe: (l) => channelB.subscribe((m) => (m.type === 'recorded' ? held.push(() => l(m)) : l(m))),
    };
    const tabA = await signedInStore(memoryStorage(), device, channelA);
    const tabB = await signedInStore(memoryStorage(), device, slowB);
    const stops = [startSync(tabA.store, tabA.extra), startSync(tabB.store, tabB.extra)];
    try {
      await idle(tabA.store);
      await idle(tabB.store);
      fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
        const ids = JSON.parse(init.body as string).events.map((e: { id: string }) => e.id) as string[];
        return json({
          results: ids.map((id) => ({ id, status: 'applied', pointsAwarded: 100 })),
          snapshot: snapshot({ ...emptyProgress(), points: 100, completedChapters: { '1': 'x' } }),
        });
      });
      await tabA.store.dispatch(completeChapter('1'));
      await idle(tabA.store);
      await vi.waitFor(() => expect(tabB.store.getState().progress.base?.points).toBe(100));
      expect(held).toHaveLength(1);
      held.forEach((deliver) => deliver());
      // The late message is handled in promise callbacks, no timer: one turn of the event loop runs them all.
      await new Promise((r) => setTimeout(r, 0));
      expect(tabB.store.getState().outbox.pending).toHaveLength(0);
      expect(tabB.store.getState().progress.state.points).toBe(100);
      expect(device.data.size).toBe(0);
    } finally {
      stops.forEach((stop) => stop());
    }
  });

  it('does not take back from the device an event the server settled that is still on its way out', async () => {
    const device = createMemoryOutboxStorage();
    const { store } = await signedInStore(memoryStorage(), device);
    const settled = {
      id: crypto.randomUUID(),
      type: 'chapter.completed',
      chapterId: '1',
      occurredAt: new Date().toISOString(),
    } as const;
    // Settled by another tab, which has not yet removed it from the device's store.
    store.dispatch(eventsSettled({ ids: [settled.id], remote: true }));
    await device.put(user.id, settled);
    await store.dispatch(loadOutbox());
    expect(store.getState().outbox.pending).toHaveLength(0);
    expect(store.getState().progress.state.points).toBe(0);
  });

  it('sends an action recorded while a sync was finishing, without waiting for another trigger', async () => {
    const { store } = await signedInStore();
    let answerMe!: () => void;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const ids = JSON.parse(init.body as string).events.map((e: { id: string }) => e.id) as string[];
        return json({
          results: ids.map((id) => ({ id, status: 'applied', pointsAwarded: 0 })),
          snapshot: snapshot({ ...emptyProgress(), favorites: ['1'] }),
        });
      }
      // GET /api/me answers only once the learner has acted.
      await new Promise<void>((resolve) => (answerMe = resolve));
      return json(snapshot());
    });
    const sync = store.dispatch(updateUserProgress());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await store.dispatch(toggleFavorite('1'));
    answerMe();
    await sync;
    await vi.waitFor(() => expect(store.getState().outbox.pending).toHaveLength(0));
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(true);
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

describe('the device outbox', () => {
  it('finds an event kept under an upper-case id when the server answers in lower case', async () => {
    const device = createMemoryOutboxStorage();
    const id = '0B7C1A52-5F0E-4C55-9D1E-3F1F2A6B9C01';
    await device.put('u1', {
      id,
      type: 'chapter.opened',
      chapterId: '1',
      occurredAt: '2026-11-20T10:00:00Z',
    });
    await device.remove([id.toLowerCase()]);
    expect(await device.eventsOf('u1')).toEqual([]);
  });
});

describe('an expired session', () => {
  it('signing in again keeps the unsent events and sends them once the learner is back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const device = createMemoryOutboxStorage();
    const { store } = await signedInStore(memoryStorage(), device);
    await store.dispatch(completeChapter('1'));
    await idle(store);
    const waiting = store.getState().outbox.pending[0]!;
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'UNAUTHENTICATED', message: 'Sua sessão expirou. Entre novamente.' } }, 401),
    );
    await store.dispatch(updateUserProgress());
    expect(store.getState().auth.sessionExpired).toBe(true);

    await store.dispatch(signInAgain());
    expect(store.getState().auth.user).toBeNull();
    expect(await device.eventsOf(user.id)).toHaveLength(1);

    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/login') return json(snapshot());
      const ids = JSON.parse(init.body as string).events.map((e: { id: string }) => e.id);
      return json({
        results: ids.map((id: string) => ({ id, status: 'applied', pointsAwarded: 100 })),
        snapshot: snapshot({
          ...emptyProgress(),
          points: 100,
          completedChapters: { '1': waiting.occurredAt },
        }),
      });
    });
    await store.dispatch(login({ email: user.email, password: 'senha-segura-123' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/events')).toBe(true));
    await idle(store);
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/events')!;
    expect(sentIds(sent)).toEqual([waiting.id]);
    expect(store.getState().progress.state.points).toBe(100);
    expect(device.data.size).toBe(0);
  });

  it('logging out forgets that learner’s events only', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const device = createMemoryOutboxStorage();
    await device.put('someone-else', {
      id: '5d1c3c1e-2f7a-4b3e-9b1a-1a2b3c4d5e6f',
      type: 'chapter.opened',
      chapterId: '1',
      occurredAt: '2026-11-20T10:00:00.000Z',
    });
    const { store } = await signedInStore(memoryStorage(), device);
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await store.dispatch(logout());
    expect(await device.eventsOf(user.id)).toEqual([]);
    expect(await device.eventsOf('someone-else')).toHaveLength(1);
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

  it('the learner’s data is gone from the device before any screen shows them signed out', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    const { store, persistor, storage } = await signedInStore();
    store.dispatch(themeChosen('dark'));
    await persistor.flush();
    // A change still waiting to be written when the learner taps Sair.
    store.dispatch(toggleFavorite('1'));
    const stored = () => [...storage.data.values()].join();
    let storedOnceSignedOut: string | undefined;
    const unsubscribe = store.subscribe(() => {
      if (storedOnceSignedOut === undefined && !store.getState().auth.user) storedOnceSignedOut = stored();
    });
    await store.dispatch(logout());
    unsubscribe();
    // A reload (or the app closed) the moment the sign-in screen shows must not open on this learner.
    expect(storedOnceSignedOut).toBeDefined();
    expect(storedOnceSignedOut).not.toContain('maria@exemplo.com.br');
    // Once signed out, the device keeps its own preferences, written at once (a reload then keeps the theme).
    expect(stored()).toContain('\\"theme\\":\\"dark\\"');
    await new Promise((r) => setTimeout(r, 20));
    expect(stored()).not.toContain('maria@exemplo.com.br');

    // The next learner on this device is kept again.
    const joana = { ...user, id: 'u2', email: 'joana@exemplo.com.br' };
    store.dispatch(
      snapshotAdopted({
        user: joana,
        base: emptyProgress(),
        progress: emptyProgress(),
        syncedAt: new Date().toISOString(),
      }),
    );
    await persistor.flush();
    expect(stored()).toContain('joana@exemplo.com.br');
  });

  it('with a slow storage, nothing of the learner is written once the screens show them signed out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    // IndexedDB as a phone has it: each operation lands a few milliseconds later, in the order it was asked.
    const data = new Map<string, string>();
    let queue = Promise.resolve();
    const later = (apply: () => void) =>
      (queue = queue.then(() => new Promise<void>((r) => setTimeout(() => (apply(), r()), 5))));
    let signedOut = false;
    let removing = false;
    const writtenAfter: string[] = [];
    const slow: Storage = {
      getItem: async (k) => data.get(k) ?? null,
      setItem: (k, v) =>
        later(() => {
          data.set(k, v);
          if (signedOut) writtenAfter.push(v);
        }),
      removeItem: (k) => {
        // Another change arrives while the copy is being removed (a sync answer, a tap in another tab).
        if (removing) queueMicrotask(() => store.dispatch(themeChosen('dark')));
        return later(() => void data.delete(k));
      },
    };
    const { store, extra } = await signedInStore(slow as ReturnType<typeof memoryStorage>);
    removing = true;
    await new Promise((r) => setTimeout(r, 50));
    // A change waiting to be written as Sair is tapped.
    store.dispatch(toggleFavorite('1'));
    await extra.forgetStoredLearner(() => {
      signedOut = true;
      store.dispatch(loggedOut());
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(writtenAfter.length).toBeGreaterThan(0);
    for (const written of writtenAfter) expect(written).not.toContain('maria@exemplo.com.br');
    expect([...data.values()].join()).not.toContain('maria@exemplo.com.br');
  });

  it('migrates a version 1 store (flat progress) to the current shape', () => {
    expect(PERSIST_VERSION).toBe(8);
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
    const v3 = migrations[3]!(v2 as never) as unknown as Record<string, any>;
    expect(v3.progress).toMatchObject({ base: null, state: { points: 320 } });
    const { displayName: _name, communityHidden: _hidden, ...olderUser } = user;
    const v4 = migrations[4]!({ ...v3, auth: { ...v3.auth, user: olderUser } } as never) as unknown as Record<
      string,
      any
    >;
    expect(v4.auth.user).toEqual({ ...olderUser, displayName: 'Maria S.', communityHidden: false });
    const v5 = migrations[5]!({
      ...v4,
      progress: { ...v4.progress, base: { ...v4.progress.state } },
    } as never) as unknown as Record<string, any>;
    for (const key of ['state', 'base']) {
      expect(v5.progress[key]).toEqual({ ...emptyProgress(), ...v4.progress.state });
      expect(v5.progress[key].points).toBe(320);
      expect(v5.progress[key].dailyGoal).toBe(20);
      expect(v5.progress[key].pointsByDay).toEqual({});
    }
    // A version 5 state, from before the sections and the quiz bank, gains their empty defaults.
    const { sectionAt: _a, sectionsRead: _r, quizLast: _l, quizSeen: _s, ...v5State } = v5.progress.state;
    const v6 = migrations[6]!({
      ...v5,
      progress: { ...v5.progress, state: v5State, base: v5State },
    } as never) as unknown as Record<string, any>;
    for (const key of ['state', 'base']) {
      expect(v6.progress[key]).toMatchObject({
        points: 320,
        sectionAt: {},
        sectionsRead: {},
        quizLast: {},
        quizSeen: {},
      });
    }
    // A version 7 state, from before the text size and the data saver: Normal, and the browser decides.
    const v8 = migrations[8]!({ ...v6, ui: { theme: 'dark', search: 'seo' } } as never) as unknown as Record<
      string,
      any
    >;
    expect(v8.ui).toEqual({ theme: 'dark', search: 'seo', textScale: 1, dataSaver: null });
    expect(v8.progress.state.points).toBe(320);
  });

  it('never writes unsent events into the shared persisted state, and moves old ones to the device outbox', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const legacyEvent = {
      id: '0b7c1a52-5f0e-4c55-9d1e-3f1f2a6b9c01',
      type: 'chapter.completed',
      chapterId: '1',
      occurredAt: '2026-11-20T10:00:00.000Z',
    };
    const storage = memoryStorage();
    // A store written by the previous version, with its unsent event inside.
    storage.data.set(
      'persist:hub',
      JSON.stringify({
        auth: JSON.stringify({ user, status: 'idle', error: null, sessionExpired: false }),
        progress: JSON.stringify({ state: emptyProgress(), syncedAt: null }),
        outbox: JSON.stringify({ userId: 'u1', pending: [legacyEvent], syncing: false }),
        _persist: JSON.stringify({ version: 2, rehydrated: true }),
      }),
    );
    const device = createMemoryOutboxStorage();
    const { store, persistor, extra } = makeStore({ storage, outboxStorage: device });
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch({ type: 'chapters/loadCatalogue/fulfilled', payload: catalogue });
    const stop = startSync(store, extra);
    try {
      await vi.waitFor(async () =>
        expect((await device.eventsOf('u1')).map((e) => e.id)).toEqual([legacyEvent.id]),
      );
      await store.dispatch(completeChapter('1'));
      await idle(store);
      await persistor.flush();
      const written = storage.data.get('persist:hub')!;
      expect(JSON.parse(JSON.parse(written).outbox).pending).toEqual([]);
      expect(await device.eventsOf('u1')).toHaveLength(2);
    } finally {
      stop();
    }
  });
});

describe('restoring the learner', () => {
  afterEach(() => {
    document.cookie = 'hub_signed_in=; Max-Age=0; path=/';
  });

  it('asks the server for the learner when the device has a session but no stored learner', async () => {
    document.cookie = 'hub_signed_in=1; path=/';
    fetchMock.mockImplementation(async () => json(snapshot()));
    const { store, persistor } = makeStore({
      storage: memoryStorage(),
      outboxStorage: createMemoryOutboxStorage(),
    });
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    await store.dispatch(restoreSession());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/me');
    expect(store.getState().auth.user?.email).toBe(user.email);
    expect(store.getState().auth.status).toBe('idle');
  });

  it('sends what the device kept for the learner once their session is restored', async () => {
    document.cookie = 'hub_signed_in=1; path=/';
    const device = createMemoryOutboxStorage();
    const kept = {
      id: crypto.randomUUID(),
      type: 'chapter.opened' as const,
      chapterId: '1',
      occurredAt: new Date().toISOString(),
    };
    await device.put(user.id, kept);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/events') return json(snapshot());
      const ids = JSON.parse(init!.body as string).events.map((e: { id: string }) => e.id) as string[];
      return json({
        results: ids.map((id) => ({ id, status: 'applied', pointsAwarded: 0 })),
        snapshot: snapshot(),
      });
    });
    const { store, persistor } = makeStore({ storage: memoryStorage(), outboxStorage: device });
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch({ type: 'chapters/loadCatalogue/fulfilled', payload: catalogue });
    await store.dispatch(restoreSession());
    await vi.waitFor(() => expect(device.data.size).toBe(0));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/events')!;
    expect(sentIds(sent)).toEqual([kept.id]);
  });

  it('shows sign-in at once to a visitor with no session, without asking the server', async () => {
    const { store, persistor } = makeStore({
      storage: memoryStorage(),
      outboxStorage: createMemoryOutboxStorage(),
    });
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    await store.dispatch(restoreSession());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toBeNull();
  });
});
