/** The community ranking as last fetched: it needs the network, so it is not kept across restarts. */
import { createSlice } from '@reduxjs/toolkit';
import type { Leaderboard } from '../../../shared/api-schemas';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { loggedOut, snapshotAdopted } from '../../app/actions';
import type { RootState } from '../../app/store';

export const loadLeaderboard = createAppAsyncThunk(
  'community/loadLeaderboard',
  async (_: void, { rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.leaderboard();
    } catch (err) {
      return rejectWithValue(err instanceof Error ? err.message : 'Não foi possível carregar o ranking.');
    }
  },
);

export interface CommunityState {
  board: Leaderboard | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
}

const initialState: CommunityState = { board: null, status: 'idle', error: null };

const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadLeaderboard.pending, (s) => {
      s.status = 'loading';
      s.error = null;
    });
    b.addCase(loadLeaderboard.fulfilled, (s, a) => {
      s.status = 'ready';
      s.board = a.payload;
    });
    b.addCase(loadLeaderboard.rejected, (s, a) => {
      s.status = 'failed';
      s.error = a.payload ?? 'Não foi possível carregar o ranking.';
    });
    // The learner left or rejoined the ranking (here or on another device): the last one fetched is stale.
    b.addCase(snapshotAdopted, (s, a) => {
      if (s.board && s.board.hidden !== a.payload.user.communityHidden) s.board = null;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export default communitySlice.reducer;

export const selectCommunity = (s: RootState) => s.community;
