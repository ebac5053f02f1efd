/** redux-persist storage engine on IndexedDB (idb-keyval with its own database). */
import { createStore, del, get, set } from 'idb-keyval';
import type { Storage } from 'redux-persist';

/** Where the app keeps its state; index.html starts reading this key before the app's code has arrived. */
export const SAVED_STATE = { dbName: 'hub-marketing', storeName: 'persist', key: 'persist:hub' } as const;

declare global {
  interface Window {
    /** The read index.html started (its value, or undefined when nothing is stored). */
    __hubSavedState?: Promise<unknown>;
  }
}

/** The read index.html started, once: later reads ask IndexedDB, since the state may have changed since. */
function takeEarlyRead(dbName: string, storeName: string, key: string): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const same =
    dbName === SAVED_STATE.dbName && storeName === SAVED_STATE.storeName && key === SAVED_STATE.key;
  const early = same ? window.__hubSavedState : undefined;
  if (early) window.__hubSavedState = undefined;
  return early;
}

export function createIdbStorage(
  dbName: string = SAVED_STATE.dbName,
  storeName: string = SAVED_STATE.storeName,
): Storage {
  let store: ReturnType<typeof createStore> | undefined;
  const s = () => (store ??= createStore(dbName, storeName));
  const read = (key: string) => get<string>(key, s());
  return {
    getItem: (key: string) => {
      const early = takeEarlyRead(dbName, storeName, key) as Promise<string | undefined> | undefined;
      // Where the early read failed (a private window, say), the usual read decides.
      return (early ? early.catch(() => read(key)) : read(key)).then((v) => v ?? null);
    },
    setItem: (key: string, value: string) => set(key, value, s()),
    removeItem: (key: string) => del(key, s()),
  };
}
