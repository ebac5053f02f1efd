/** A signed-in store holding the real course (catalogue, chapters, projeto final), for selectors and thunks. */
import { expect, vi } from 'vitest';
import type { AppStore } from '../../src/client/app/store';
import type { ProgressState } from '../../src/shared/progress';
import { curriculum, learnerStore } from './learner-store';

export { curriculum };

/** The server is out of reach (fetch is stubbed to fail): every action stays on the device. */
export function courseStore(progress: Partial<ProgressState> = {}): AppStore {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  return learnerStore({ progress, course: {} });
}

/** Each recorded action starts a send in the background: wait for it to give up. */
export const settled = (store: AppStore) =>
  vi.waitFor(() => expect(store.getState().outbox.syncing).toBe(false));
