/**
 * Asks for a send (and the server's numbers back) without loading the sync code up front: the sender, the rules
 * and the API load on the first request, after the first screen has shown (docs/decisions/032-first-screens-split.md).
 */
import type { AppDispatch } from '../../app/store';

type SyncThunks = typeof import('./sync-thunks');
let loaded: SyncThunks | undefined;

/** The sync thunks' module; once here, later requests start in the same tick. */
export const loadSyncThunks = (): Promise<SyncThunks> => import('./sync-thunks').then((m) => (loaded = m));

/**
 * `dispatch(requestSync())` does what `dispatch(updateUserProgress())` does, and resolves to its result. Like a
 * send that fails, it never throws: when even its code cannot be had (offline on a first visit, before the
 * service worker holds the app), the events wait in the outbox for the next try.
 */
export const requestSync = (options?: { evenIfDeferred?: boolean }) => async (dispatch: AppDispatch) => {
  let thunks: SyncThunks;
  try {
    thunks = loaded ?? (await loadSyncThunks());
  } catch {
    return undefined;
  }
  return dispatch(thunks.updateUserProgress(options));
};
