/**
 * Liga semanal as last fetched, kept on the device: offline, Comunidade shows the last group it saw, dated.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { League } from '../../../shared/api-schemas';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { loggedOut, snapshotAdopted } from '../sync/sync-actions';
import type { RootState } from '../../app/store';

export const loadLeague = createAppAsyncThunk(
  'community/loadLeague',
  async (_: void, { rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return { league: await api.league(), fetchedAt: new Date().toISOString() };
    } catch (err) {
      return rejectWithValue(err instanceof Error ? err.message : 'Não foi possível carregar a liga.');
    }
  },
);

export interface CommunityState {
  league: League | null;
  /** When `league` came from the server (ISO). */
  fetchedAt: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
}

const initialState: CommunityState = { league: null, fetchedAt: null, status: 'idle', error: null };

const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadLeague.pending, (s) => {
      s.status = 'loading';
      s.error = null;
    });
    b.addCase(loadLeague.fulfilled, (s, a) => {
      s.status = 'ready';
      s.league = a.payload.league;
      s.fetchedAt = a.payload.fetchedAt;
    });
    b.addCase(loadLeague.rejected, (s, a) => {
      s.status = 'failed';
      s.error = a.payload ?? 'Não foi possível carregar a liga.';
    });
    // The learner left or rejoined the league (here or on another device): the group kept is stale.
    b.addCase(snapshotAdopted, (s, a) => {
      if (s.league && s.league.hidden !== a.payload.user.communityHidden) {
        s.league = null;
        s.fetchedAt = null;
      }
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export default communitySlice.reducer;

export const selectCommunity = (s: RootState) => s.community;
/** The learner's league results, newest first (absent until the league was fetched). */
export const selectLeagueHistory = (s: RootState) => s.community.league?.history;
