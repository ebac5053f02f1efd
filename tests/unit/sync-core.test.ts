// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storage } from 'redux-persist';
import type { AppStore } from '../../src/client/app/store';
import { makeStore } from '../../src/client/app/store';
import { eventRecorded, outboxMerged, snapshotAdopted } from '../../src/client/features/sync/sync-actions';
import {
  completeChapter,
  completeQuiz,
  toggleFavorite,
} from '../../src/client/features/progress/progress-thunks';
import { loadOutbox, updateUserProgress } from '../../src/client/features/sync/sync-thunks';
import { adoptSnapshot } from '../../src/client/features/sync/rebase';
import { loadSyncThunks } from '../../src/client/features/sync/request-sync';
import outboxReducer, {
  eventsSettled,
  noticeDismissed,
  syncFailed,
  type OutboxState,
} from '../../src/client/features/sync/outboxSlice';
import { createMemoryOutboxStorage, type OutboxStorage } from '../../src/client/features/sync/outbox-storage';
import { emptyProgress } from '../../src/shared/progress';
import type { LearnerEvent } from '../../src/shared/events';
import type { Snapshot } from '../../src/shared/api-schemas';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
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
const otherLearner = { ...user, id: 'u2', name: 'João Souza', email: 'joao@exemplo.com.br' };
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
const quizKey = [0, 1, 2, 3, 0];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const snapshot = (progress = emptyProgress(), who = user): Snapshot => ({
  user: who,
  progress,
  summary: { level: 1, streak: 0, today: '2026-11-21', achievements: [] },
});
let n = 0;
const eventId = () => `abcdef00-0000-4000-8000-${String(n++).padStart(12, '0')}`;
const opened = (occurredAt: string): LearnerEvent => ({
  id: eventId(),
  type: 'chapter.opened',
  chapterId: '1',
  occurredAt,
});

async function signedInStore(outboxStorage: OutboxStorage = createMemoryOutboxStorage()) {
  const { store, persistor } = makeStore({ storage: memoryStorage(), outboxStorage });
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  store.dispatch({ type: 'chapters/loadCatalogue/fulfilled', payload: catalogue });
  store.dispatch({
    type: 'chapters/loadChapter/fulfilled',
    payload: { id: '1', sections: [], quiz: quizKey.map((answer, i) => ({ id: `q${i + 1}`, answer })) },
    meta: { arg: '1' },
  });
  store.dispatch(
    snapshotAdopted({
      user,
      base: emptyProgress(),
      progress: emptyProgress(),
      syncedAt: new Date().toISOString(),
    }),
  );
  return store;
}

// The first send loads the API module: on a busy machine that alone can pass vi.waitFor's default second.
/** A send an action asked for has started (its code loads on the first) and ended. */
const idle = async (store: AppStore) => {
  await loadSyncThunks();
  await new Promise((r) => setTimeout(r, 0));
  await vi.waitFor(() => expect(store.getState().outbox.syncing).toBe(false), { timeout: 5000 });
};
const eventCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/events');
const sentIds = (call: unknown[]) =>
  JSON.parse((call[1] as RequestInit).body as string).events.map((e: { id: string }) => e.id) as string[];
/** A server that applies whatever it is sent. */
const applyingEverything = async (url: string, init: RequestInit) => {
  if (url !== '/api/events') return json(snapshot());
  const ids = JSON.parse(init.body as string).events.map((e: { id: string }) => e.id);
  return json({
    results: ids.map((id: string) => ({ id, status: 'applied', pointsAwarded: 0 })),
    snapshot: snapshot(),
  });
};

/** Starts offline: actions stay on the device until a test brings the server back. */
async function offlineLearner(outboxStorage?: OutboxStorage) {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  return signedInStore(outboxStorage);
}
const online = (impl: (url: string, init: RequestInit) => Promise<Response>) => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(impl);
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('sending the outbox', () => {
  it('sends a long outbox oldest first, at most 100 events a request, until nothing is left', async () => {
    const device = createMemoryOutboxStorage();
    const store = await offlineLearner(device);
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    const newest = store.getState().outbox.pending[0]!;
    // Older study left on the device by a tab that was closed.
    const older = Array.from({ length: 120 }, (_, i) =>
      opened(new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000).toISOString()),
    );
    for (const e of [...older].reverse()) await device.put(user.id, e);
    online(applyingEverything);
    await store.dispatch(updateUserProgress());
    const calls = eventCalls();
    expect(calls.map((c) => sentIds(c).length)).toEqual([100, 21]);
    expect(calls.flatMap(sentIds)).toEqual([...older.map((e) => e.id), newest.id]);
    expect(store.getState().outbox.pending).toEqual([]);
    expect(device.data.size).toBe(0);
  });

  it('stops after one request when the server leaves part of the batch unanswered', async () => {
    const store = await offlineLearner();
    await store.dispatch(completeChapter('1'));
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    const [completion, favourite] = store.getState().outbox.pending;
    let answered = false;
    online(async () => {
      if (answered) throw new TypeError('Failed to fetch');
      answered = true;
      return json({
        results: [{ id: completion!.id, status: 'applied', pointsAwarded: 100 }],
        snapshot: snapshot({ ...emptyProgress(), points: 100, completedChapters: { '1': 'x' } }),
      });
    });
    await store.dispatch(updateUserProgress());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().outbox.lastError).toBeNull();
    expect(store.getState().outbox.pending.map((e) => e.id)).toEqual([favourite!.id]);
  });

  it('an event the server already had leaves the outbox without a warning', async () => {
    const store = await offlineLearner();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    const [e] = store.getState().outbox.pending;
    online(async () =>
      json({
        results: [{ id: e!.id, status: 'duplicate', pointsAwarded: 0 }],
        snapshot: snapshot({ ...emptyProgress(), points: 100, completedChapters: { '1': e!.occurredAt } }),
      }),
    );
    await store.dispatch(updateUserProgress());
    expect(store.getState().outbox.pending).toEqual([]);
    expect(store.getState().outbox.notice).toBeNull();
    expect(store.getState().progress.state.points).toBe(100);
  });

  it('with nothing to send, a sync brings in progress made on another device', async () => {
    const store = await signedInStore();
    const elsewhere = { ...emptyProgress(), points: 250, completedChapters: { '1': '2026-11-20T10:00:00Z' } };
    online(async () => json(snapshot(elsewhere)));
    await store.dispatch(updateUserProgress());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/me']);
    expect(store.getState().progress.state).toEqual(elsewhere);
    expect(store.getState().progress.base).toEqual(elsewhere);
  });

  it('sends the revision of the numbers it holds and adopts the changes the server answers with', async () => {
    const store = await offlineLearner();
    const held = {
      ...emptyProgress(),
      points: 40,
      activityDays: ['2026-11-20'],
      pointsByDay: { '2026-11-20': 40 },
    };
    store.dispatch(
      snapshotAdopted({ user, base: held, rev: 7, progress: held, syncedAt: new Date().toISOString() }),
    );
    await store.dispatch(toggleFavorite('1'));
    await idle(store);
    online(async (url, init) => {
      if (url !== '/api/events') return json(snapshot());
      const body = JSON.parse(init.body as string);
      expect(body.rev).toBe(7);
      return json({
        results: body.events.map((e: { id: string }) => ({ id: e.id, status: 'applied', pointsAwarded: 0 })),
        changes: {
          from: 7,
          rev: 8,
          user,
          summary: { level: 1, streak: 1, today: '2026-11-21', achievements: [] },
          core: { favorites: ['1'] },
          entries: { activityDays: { set: { '2026-11-21': true }, unset: [] } },
        },
      });
    });
    await store.dispatch(updateUserProgress());
    const expected = { ...held, favorites: ['1'], activityDays: ['2026-11-20', '2026-11-21'] };
    expect(store.getState().progress.base).toEqual(expected);
    expect(store.getState().progress.state).toEqual(expected);
    expect(store.getState().progress.baseRev).toBe(8);
    expect(store.getState().outbox.pending).toEqual([]);
  });

  it('with nothing to send, asks with the tag of its numbers and keeps them when the server says they are current', async () => {
    const store = await signedInStore();
    const held = { ...emptyProgress(), points: 90 };
    store.dispatch(
      snapshotAdopted({
        user,
        base: held,
        rev: 3,
        tag: '"t1"',
        progress: held,
        syncedAt: '2026-11-20T10:00:00Z',
      }),
    );
    online(async () => new Response(null, { status: 304 }));
    await store.dispatch(updateUserProgress());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me');
    expect((init.headers as Record<string, string>)['if-none-match']).toBe('"t1"');
    expect(store.getState().progress.base).toEqual(held);
    expect(store.getState().progress.baseTag).toBe('"t1"');
    expect(store.getState().progress.syncedAt).not.toBe('2026-11-20T10:00:00Z');
  });
});

describe('events left on the device by other tabs', () => {
  it('a quiz already waiting here counts once when another tab’s action is merged in', async () => {
    const device = createMemoryOutboxStorage();
    const store = await offlineLearner(device);
    await store.dispatch(completeQuiz('1', ['q1', 'q2', 'q3', 'q4', 'q5'], quizKey));
    await idle(store);
    expect(store.getState().progress.state.quizAttempts).toBe(1);
    await device.put(user.id, {
      id: eventId(),
      type: 'favorite.set',
      chapterId: '1',
      favorite: true,
      occurredAt: new Date().toISOString(),
    });
    await store.dispatch(loadOutbox());
    const s = store.getState();
    expect(s.outbox.pending).toHaveLength(2);
    expect(s.progress.state).toMatchObject({ quizAttempts: 1, points: 150, favorites: ['1'] });
  });

  it('an earlier action from another tab counts at its own time', async () => {
    const device = createMemoryOutboxStorage();
    const store = await offlineLearner(device);
    await store.dispatch(completeChapter('1'));
    await idle(store);
    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    await device.put(user.id, {
      id: eventId(),
      type: 'chapter.completed',
      chapterId: '1',
      occurredAt: earlier,
    });
    await store.dispatch(loadOutbox());
    const s = store.getState().progress.state;
    expect(s.completedChapters['1']).toBe(earlier);
    expect(s.points).toBe(100);
  });
});

describe('another learner on the device', () => {
  it('a different learner’s numbers never include the previous learner’s unsent actions', async () => {
    const store = await offlineLearner();
    await store.dispatch(completeChapter('1'));
    await idle(store);
    expect(store.getState().progress.state.points).toBe(100);
    adoptSnapshot(snapshot(emptyProgress(), otherLearner), store.dispatch, store.getState);
    const s = store.getState();
    expect(s.outbox).toMatchObject({ userId: 'u2', pending: [] });
    expect(s.progress.state.points).toBe(0);
    expect(s.progress.state.completedChapters).toEqual({});
  });
});

describe('the outbox', () => {
  const start = (pending: LearnerEvent[] = []): OutboxState => ({
    ...outboxReducer(undefined, { type: 'init' }),
    userId: 'u1',
    pending,
  });
  const recorded = (event: LearnerEvent) =>
    eventRecorded({ event, progress: emptyProgress(), outcome: { pointsAwarded: 0 } });

  it('the server’s lower-case answer settles an event kept under an upper-case id', () => {
    const e = opened('2026-11-20T10:00:00.000Z');
    const upper = { ...e, id: e.id.toUpperCase() };
    const s = outboxReducer(start([upper]), eventsSettled({ ids: [e.id] }));
    expect(s.pending).toEqual([]);
  });

  it('an action heard twice, in any letter case, waits once', () => {
    const e = opened('2026-11-20T10:00:00.000Z');
    let s = outboxReducer(start(), recorded(e));
    s = outboxReducer(s, recorded({ ...e, id: e.id.toUpperCase() }));
    s = outboxReducer(s, recorded(e));
    expect(s.pending.map((p) => p.id)).toEqual([e.id]);
  });

  it('events merged in from the device that are already waiting are not added again', () => {
    const a = opened('2026-11-20T10:00:00.000Z');
    const b = opened('2026-11-20T11:00:00.000Z');
    const s = outboxReducer(
      start([a]),
      outboxMerged({ events: [{ ...a, id: a.id.toUpperCase() }, b, b], progress: emptyProgress() }),
    );
    expect(s.pending.map((p) => p.id)).toEqual([a.id, b.id]);
  });

  it('another tab settling events leaves this tab’s own send error in view; this tab’s own answer clears it', () => {
    let s = outboxReducer(start([opened('2026-11-20T10:00:00.000Z')]), syncFailed('Sem conexão.'));
    s = outboxReducer(s, eventsSettled({ ids: [], remote: true }));
    expect(s.lastError).toBe('Sem conexão.');
    s = outboxReducer(s, eventsSettled({ ids: [] }));
    expect(s.lastError).toBeNull();
  });

  it('a refusal notice stays until the learner dismisses it, even when later events go through', () => {
    const e = opened('2026-11-20T10:00:00.000Z');
    let s = outboxReducer(start([e]), eventsSettled({ ids: [e.id], notice: 'Uma ação não pôde ser salva' }));
    s = outboxReducer(s, eventsSettled({ ids: [] }));
    expect(s.notice).toBe('Uma ação não pôde ser salva');
    s = outboxReducer(s, noticeDismissed());
    expect(s.notice).toBeNull();
  });
});

describe('adopting the server’s numbers', () => {
  it('keeps what did not change as the objects the screens hold, so a sync with the same numbers redraws nothing', async () => {
    const store = await offlineLearner();
    const held = { ...emptyProgress(), points: 250, favorites: ['3'], completedChapters: { '1': 'x' } };
    adoptSnapshot(snapshot(held), store.dispatch, store.getState);
    const before = store.getState();
    // The same numbers again, as new objects (a fresh answer from the server, parsed from JSON).
    adoptSnapshot(JSON.parse(JSON.stringify(snapshot(held))), store.dispatch, store.getState);
    const after = store.getState();
    expect(after.progress.state).toBe(before.progress.state);
    expect(after.auth.user).toBe(before.auth.user);
    expect(after.progress.syncedAt).not.toBeNull();

    // One part changes: it is new, the others stay the objects they were.
    adoptSnapshot(
      JSON.parse(JSON.stringify(snapshot({ ...held, favorites: ['3', '5'] }))),
      store.dispatch,
      store.getState,
    );
    const changed = store.getState().progress.state;
    expect(changed).not.toBe(after.progress.state);
    expect(changed.favorites).toEqual(['3', '5']);
    expect(changed.completedChapters).toBe(after.progress.state.completedChapters);
    expect(changed.points).toBe(250);
  });
});
