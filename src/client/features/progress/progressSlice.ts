/** The learner's progress as last applied: locally for instant feedback, replaced by the server's snapshot. */
import { createSlice } from '@reduxjs/toolkit';
import { emptyProgress, type ProgressState } from '../../../shared/progress-state';
import { eventRecorded, loggedOut, outboxMerged, snapshotAdopted } from '../sync/sync-actions';

export interface ProgressSliceState {
  /** What the learner sees: the server's numbers with the unsent events applied on top. */
  state: ProgressState;
  /** The server's numbers alone, as last confirmed; unsent events are re-applied on it after a restart. */
  base: ProgressState | null;
  /** The server's revision of `base`: sent with the next batch, so the answer carries only what changed. */
  baseRev?: number | null;
  /** The entity tag /api/me gave `base` with: sent when asking again, the server answers 304 if unchanged. */
  baseTag?: string | null;
  /** When the server last confirmed the numbers. */
  syncedAt: string | null;
}

const initialState: ProgressSliceState = {
  state: emptyProgress(),
  base: null,
  baseRev: null,
  baseTag: null,
  syncedAt: null,
};

const progressSlice = createSlice({
  name: 'progress',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(eventRecorded, (s, a) => void (s.state = a.payload.progress));
    b.addCase(outboxMerged, (s, a) => void (s.state = a.payload.progress));
    b.addCase(snapshotAdopted, (s, a) => {
      s.state = a.payload.progress;
      s.base = a.payload.base;
      s.baseRev = a.payload.rev ?? null;
      s.baseTag = a.payload.tag ?? null;
      s.syncedAt = a.payload.syncedAt;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export default progressSlice.reducer;
