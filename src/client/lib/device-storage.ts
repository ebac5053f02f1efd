/**
 * The course's space on the device: asking the browser to keep it (a browser short of space may otherwise
 * clear a site's storage, and with it the offline course), measuring it, and freeing what is not needed.
 *
 * What is kept, and where: the service worker's precache (workbox-precache-*) holds the app and the whole
 * course, needed to start and study offline; IndexedDB holds the learner's progress and unsent actions. Any
 * other cache (copies of media or pages kept at run time) can be rebuilt from the network, so it is what
 * "Liberar espaço" deletes. Nothing here runs before the first render: the app's start never waits on it.
 */

const PRECACHE = /precache/;

/** Asks once the browser keeps the storage; true when it is (or already was) kept. */
export async function keepStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist || !storage.persisted) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** Whether the browser has agreed to keep the storage (null where it cannot say). */
export async function storageKept(): Promise<boolean | null> {
  try {
    return (await navigator.storage?.persisted?.()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Asks for it when the learner shows they use the course (a chapter opened), once the page is idle: Chrome
 * decides without a prompt, by how engaged the site is; Firefox asks the learner.
 */
let asked = false;
export function keepStorageWhenIdle(): void {
  if (asked) return;
  asked = true;
  const run = () => void keepStorage();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
}

export interface DeviceUsage {
  /** The app and the course kept for offline use (the precache). */
  course: number;
  /** Other caches, which "Liberar espaço" deletes. */
  freeable: number;
  /** Everything this site stores, progress included, as the browser counts it (null where it cannot say). */
  total: number | null;
}

async function cacheBytes(name: string): Promise<number> {
  const cache = await caches.open(name);
  let bytes = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    // An opaque response (media from another site) reads as 0 bytes: the browser keeps its size to itself.
    if (response) bytes += (await response.blob()).size;
  }
  return bytes;
}

export async function measureDeviceUsage(): Promise<DeviceUsage> {
  let course = 0;
  let freeable = 0;
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) {
      const bytes = await cacheBytes(name);
      if (PRECACHE.test(name)) course += bytes;
      else freeable += bytes;
    }
  }
  let total: number | null = null;
  try {
    total = (await navigator.storage?.estimate?.())?.usage ?? null;
  } catch {
    // unknown
  }
  return { course, freeable, total };
}

/** Deletes every cache but the precache; the learner's progress (IndexedDB) is never touched. */
export async function freeDeviceSpace(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let freed = 0;
  for (const name of await caches.keys()) {
    if (PRECACHE.test(name)) continue;
    freed += await cacheBytes(name);
    await caches.delete(name);
  }
  return freed;
}
