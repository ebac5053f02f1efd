/** redux-persist storage engine on IndexedDB (idb-keyval with its own database). */
import { createStore, del, get, set } from 'idb-keyval';
import type { Storage } from 'redux-persist';

export function createIdbStorage(dbName = 'hub-marketing', storeName = 'persist'): Storage {
  let store: ReturnType<typeof createStore> | undefined;
  const s = () => (store ??= createStore(dbName, storeName));
  return {
    getItem: (key: string) => get<string>(key, s()).then((v) => v ?? null),
    setItem: (key: string, value: string) => set(key, value, s()),
    removeItem: (key: string) => del(key, s()),
  };
}
