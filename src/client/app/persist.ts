/**
 * What survives a reload, and how each persisted shape is migrated. Bump `version` and add a migration for
 * every change to a persisted slice's shape; redux-persist cannot downgrade.
 */
import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { createIdbStorage } from '../lib/idb-storage';
import { emptyProgress } from '../../shared/progress-state';
import { defaultDisplayName } from '../../shared/display-name';
import { initialUiState } from '../features/shell/uiSlice';
import type { RootReducerState } from './store';

const PERSIST_KEY = 'hub';
export const PERSIST_VERSION = 8;

type Persisted = PersistedState & Record<string, unknown>;

/** Progress fields added with defaults: a stored state keeps its values and takes the defaults for the rest. */
function fillProgressDefaults(persisted: PersistedState | undefined): PersistedState {
  const s = persisted as Persisted;
  const progress = (s.progress ?? {}) as { state?: object | null; base?: object | null };
  const fill = (state: object | null | undefined) => (state ? { ...emptyProgress(), ...state } : state);
  return {
    ...s,
    progress: { ...progress, state: fill(progress.state), base: fill(progress.base) },
  } as PersistedState;
}

/**
 * 1 → 2: progress moved from flat fields on the slice into `state` (the shared ProgressState), gaining
 * `quizAttempts` and `activityDays`; the outbox gained `userId`.
 */
export const migrations: MigrationManifest = {
  2: (persisted) => {
    const s = persisted as Persisted;
    const old = (s.progress ?? {}) as Record<string, unknown>;
    const state = 'state' in old ? old.state : { ...emptyProgress(), ...old };
    const outbox = (s.outbox ?? {}) as Record<string, unknown>;
    const auth = (s.auth ?? {}) as { user?: { id?: string } };
    return {
      ...s,
      progress: { state, syncedAt: null },
      outbox: {
        pending: [],
        notice: null,
        lastError: null,
        ...outbox,
        syncing: false,
        userId: outbox.userId ?? auth.user?.id ?? null,
      },
    } as PersistedState;
  },
  /**
   * 2 → 3: unsent events moved to their own IndexedDB store (one entry per event, shared by every tab); the
   * ones still here are moved there at start (loadOutbox). Progress keeps the server's numbers as `base`.
   */
  3: (persisted) => {
    const s = persisted as Persisted;
    const progress = (s.progress ?? {}) as Record<string, unknown>;
    return { ...s, progress: { base: null, ...progress } } as PersistedState;
  },
  /**
   * 3 → 4: the learner gained `displayName` and `communityHidden`; until the next snapshot brings the real ones,
   * the default name and "in the ranking" (what the server stored for every account before the change).
   */
  4: (persisted) => {
    const s = persisted as Persisted;
    const auth = (s.auth ?? {}) as { user?: { name?: string } | null };
    if (!auth.user) return s;
    const filled = {
      displayName: defaultDisplayName(auth.user.name ?? ''),
      communityHidden: false,
      ...auth.user,
    };
    return { ...s, auth: { ...auth, user: filled } } as PersistedState;
  },
  /**
   * 4 → 5: progress gained fields with defaults (opened chapters, points per day, daily goal and what came
   * after them); a stored state keeps every value it has and takes the defaults for the rest, in both the
   * shown state and the server's `base`.
   */
  5: (persisted) => fillProgressDefaults(persisted),
  /** 5 → 6: progress gained the sections read, the place in each chapter and the quiz's last draws. */
  6: (persisted) => fillProgressDefaults(persisted),
  /** 6 → 7: progress gained when the final exam was passed. */
  7: (persisted) => fillProgressDefaults(persisted),
  /**
   * 7 → 8: the interface preferences gained the text size (Normal) and "Economizar dados" (not chosen: the
   * browser's hint decides). The stored theme and search stay.
   */
  8: (persisted) => {
    const s = persisted as Persisted;
    return { ...s, ui: { ...initialUiState, ...(s.ui as object | undefined) } } as PersistedState;
  },
};

/**
 * In-flight flags never survive a restart: a reload mid-request must not leave the app waiting forever, nor
 * for a wait the server asked of a send (one send after the restart finds out again). Unsent events are not
 * written here (this value is shared by all tabs and the last writer wins): they live in the outbox store,
 * one entry each.
 */
const resetInFlight = createTransform<Record<string, unknown>, Record<string, unknown>>(
  (inbound, key) => (key === 'outbox' ? { ...inbound, pending: [], settledIds: [] } : inbound),
  (outbound, key) =>
    key === 'outbox'
      ? { ...outbound, syncing: false, settledIds: [], retryAt: null, deferrals: 0 }
      : key === 'auth'
        ? { ...outbound, status: 'idle', error: null }
        : key === 'exam'
          ? { ...outbound, request: 'idle', saving: false, error: null }
          : outbound,
  { whitelist: ['outbox', 'auth', 'exam'] },
);

export function persistConfig(storage = createIdbStorage()): PersistConfig<RootReducerState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: ['auth', 'progress', 'outbox', 'ui', 'community', 'exam'],
    migrate: createMigrate(migrations, { debug: false }),
    transforms: [resetInFlight],
    // IndexedDB on a cheap phone can take longer than redux-persist's default 5 s to answer.
    timeout: 20_000,
    // No throttle: redux-persist writes one key per interval, and an outbox event must reach IndexedDB before
    // the learner can close the app.
    throttle: 0,
  };
}
