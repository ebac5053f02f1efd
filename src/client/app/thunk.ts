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

/** The API module (and zod with it) loads after the first screen. */
export const loadApi = () => import('../lib/api');

/** A plain thunk of this app (no pending/fulfilled actions of its own). */
export type AppThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;
