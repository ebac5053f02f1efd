/**
 * index.html starts reading the learner's saved state from IndexedDB while the app's code arrives; the app's
 * first read takes that one. Runs the page's own script against an in-memory IndexedDB.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdbStorage, SAVED_STATE } from '../../src/client/lib/idb-storage';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .find((s) => s.includes('__hubSavedState'))!;

type Early = { __hubSavedState?: Promise<unknown> };
const page = globalThis as unknown as Early & { window?: unknown };

/** A page load: the script in index.html runs before the app's code. */
const loadPage = () => new Function(script)();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  page.window = globalThis;
});
afterEach(() => {
  delete page.window;
  delete page.__hubSavedState;
});

describe("the saved state read as the page loads (index.html's script)", () => {
  it('is what the first read gets; later reads ask IndexedDB again', async () => {
    await createIdbStorage().setItem(SAVED_STATE.key, 'as saved');
    loadPage();
    expect(page.__hubSavedState).toBeInstanceOf(Promise);
    // Written after the page began reading: the first read is the page's, from before.
    await createIdbStorage().setItem(SAVED_STATE.key, 'written since');
    const storage = createIdbStorage();
    expect(await storage.getItem(SAVED_STATE.key)).toBe('as saved');
    expect(page.__hubSavedState).toBeUndefined();
    expect(await storage.getItem(SAVED_STATE.key)).toBe('written since');
  });

  it('on a first visit creates the store the app then uses, and reads nothing', async () => {
    loadPage();
    const storage = createIdbStorage();
    expect(await storage.getItem(SAVED_STATE.key)).toBeNull();
    await storage.setItem(SAVED_STATE.key, 'first state');
    expect(await createIdbStorage().getItem(SAVED_STATE.key)).toBe('first state');
  });

  it('falls back to the usual read when the early one failed', async () => {
    await createIdbStorage().setItem(SAVED_STATE.key, 'as saved');
    page.__hubSavedState = Promise.reject(new Error('IndexedDB unavailable'));
    page.__hubSavedState.catch(() => undefined);
    expect(await createIdbStorage().getItem(SAVED_STATE.key)).toBe('as saved');
  });

  it('fails, rather than never answering, where the database lacks the store', async () => {
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(SAVED_STATE.dbName);
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
    });
    loadPage();
    await expect(page.__hubSavedState).rejects.toBeDefined();
  });

  it('is not given to a read of another key', async () => {
    await createIdbStorage().setItem(SAVED_STATE.key, 'as saved');
    await createIdbStorage().setItem('other', 'other value');
    loadPage();
    expect(await createIdbStorage().getItem('other')).toBe('other value');
  });
});
