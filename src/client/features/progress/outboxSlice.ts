/** Learner events not yet accepted by the server. Persisted, so nothing is lost offline or on reload. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LearnerEvent } from '../../../shared/events';
import { eventRecorded, loggedOut, snapshotAdopted } from '../../app/actions';

export interface OutboxState {
  /** Whose events these are: never sent under another learner's session. */
  userId: string | null;
  pending: LearnerEvent[];
  syncing: boolean;
  /** A message for the learner about events the server refused. */
  notice: string | null;
  lastError: string | null;
}

const initialState: OutboxState = {
  userId: null,
  pending: [],
  syncing: false,
  notice: null,
  lastError: null,
};

const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    syncStarted: (s) => void (s.syncing = true),
    syncFailed(s, a: PayloadAction<string>) {
      s.syncing = false;
      s.lastError = a.payload;
    },
    eventsSettled(s, a: PayloadAction<{ ids: string[]; notice?: string }>) {
      const done = new Set(a.payload.ids);
      s.pending = s.pending.filter((e) => !done.has(e.id));
      s.syncing = false;
      s.lastError = null;
      if (a.payload.notice) s.notice = a.payload.notice;
    },
    noticeDismissed: (s) => void (s.notice = null),
    outboxCleared: () => initialState,
  },
  extraReducers: (b) => {
    b.addCase(eventRecorded, (s, a) => void s.pending.push(a.payload.event));
    b.addCase(snapshotAdopted, (s, a) => {
      if (s.userId !== a.payload.user.id) s.pending = [];
      s.userId = a.payload.user.id;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export const { syncStarted, syncFailed, eventsSettled, noticeDismissed, outboxCleared } = outboxSlice.actions;
export default outboxSlice.reducer;
