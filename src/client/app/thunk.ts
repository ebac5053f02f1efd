import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';
import type { OutboxStorage } from '../features/sync/outbox-storage';
import type { TabChannel } from '../features/sync/tab-channel';

/** What thunks reach beyond the store: persisted storage, the device's outbox and the other tabs. */
export interface ThunkExtra {
  /**
   * Removes the learner's stored copy, then runs `signOut` (which dispatches loggedOut): the screens change only
   * once nothing of the learner is left in storage.
   */
  forgetStoredLearner(signOut: () => void): Promise<void>;
  flushPersisted(): Promise<void>;
  outbox: OutboxStorage;
  channel: TabChannel;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  extra: ThunkExtra;
}>();

type ApiModule = typeof import('../lib/api');
let api: Promise<ApiModule> | undefined;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The API module (and zod with it) loads after the first screen, in four tasks: zod's own set-up, the final
 * project's schema, the schema of the learner's progress (which holds the project), then the API and its other
 * schemas. Making zod schemas is work (about 50 ms at once on a desktop, some four times that on a cheap phone);
 * in parts, a tap in between is answered. A load that fails (offline on a first visit) is tried again by the
 * next call.
 */
export const loadApi = (): Promise<ApiModule> =>
  (api ??= (async () => {
    await import('../lib/zod-set-up');
    await nextTask();
    await import('../../shared/capstone-schema');
    await nextTask();
    await import('../../shared/progress-schema');
    await nextTask();
    return import('../lib/api');
  })().catch((err: unknown) => {
    api = undefined;
    throw err;
  }));

/** A plain thunk of this app (no pending/fulfilled actions of its own). */
export type AppThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;
