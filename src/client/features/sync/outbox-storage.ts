/**
 * The outbox on the device: one IndexedDB entry per event, keyed by its id. Every tab and the installed window
 * write their own entries, so none can overwrite another's unsent events (redux-persist keeps the rest of the
 * state as one value, where the last writer would win).
 */
import { createStore, delMany, entries, set } from 'idb-keyval';
import type { LearnerEvent } from '../../../shared/events';
import { normaliseEventId } from '../../../shared/event-id';

interface StoredEvent {
  userId: string;
  event: LearnerEvent;
}

export interface OutboxStorage {
  put(userId: string, event: LearnerEvent): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Every event waiting for this learner, oldest first. */
  eventsOf(userId: string): Promise<LearnerEvent[]>;
  /** Forgets one learner's events (logout); another learner's, left after an expired session, stay. */
  removeLearner(userId: string): Promise<void>;
}

export const byOccurredAt = (a: LearnerEvent, b: LearnerEvent) =>
  a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0;

export function createIdbOutboxStorage(dbName = 'hub-outbox', storeName = 'events'): OutboxStorage {
  let store: ReturnType<typeof createStore> | undefined;
  const s = () => (store ??= createStore(dbName, storeName));
  return {
    // Keys in lower case: the server answers with normalised ids, and those must find the entry.
    put: (userId, event) => set(normaliseEventId(event.id), { userId, event } satisfies StoredEvent, s()),
    remove: (ids) => (ids.length ? delMany(ids.map(normaliseEventId), s()) : Promise.resolve()),
    async eventsOf(userId) {
      const all = await entries<string, StoredEvent>(s());
      return all
        .map(([, v]) => v)
        .filter((v) => v.userId === userId)
        .map((v) => v.event)
        .sort(byOccurredAt);
    },
    async removeLearner(userId) {
      const all = await entries<string, StoredEvent>(s());
      await delMany(
        all.filter(([, v]) => v.userId === userId).map(([k]) => k),
        s(),
      );
    },
  };
}

/** The same contract in memory, for tests and browsers without IndexedDB. */
export function createMemoryOutboxStorage(): OutboxStorage & { data: Map<string, StoredEvent> } {
  const data = new Map<string, StoredEvent>();
  return {
    data,
    put: async (userId, event) => void data.set(normaliseEventId(event.id), { userId, event }),
    remove: async (ids) => ids.forEach((id) => data.delete(normaliseEventId(id))),
    eventsOf: async (userId) =>
      [...data.values()]
        .filter((v) => v.userId === userId)
        .map((v) => v.event)
        .sort(byOccurredAt),
    removeLearner: async (userId) => [...data].forEach(([id, v]) => v.userId === userId && data.delete(id)),
  };
}
