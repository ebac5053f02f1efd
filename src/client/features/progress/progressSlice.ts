/** The learner's progress as last applied: locally for instant feedback, replaced by the server's snapshot. */
import { createSlice } from '@reduxjs/toolkit';
import { emptyProgress, type ProgressState } from '../../../shared/progress';
import { eventRecorded, loggedOut, snapshotAdopted } from '../../app/actions';

export interface ProgressSliceState {
  state: ProgressState;
  /** When the server last confirmed the numbers. */
  syncedAt: string | null;
}

const initialState: ProgressSliceState = { state: emptyProgress(), syncedAt: null };

const progressSlice = createSlice({
  name: 'progress',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(eventRecorded, (s, a) => void (s.state = a.payload.progress));
    b.addCase(snapshotAdopted, (s, a) => {
      s.state = a.payload.progress;
      s.syncedAt = a.payload.syncedAt;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export default progressSlice.reducer;
