/** Service-worker state from vite-plugin-pwa's callbacks; the update function itself stays outside the store. */
import type { RootState } from '../../app/store';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface SwState {
  needRefresh: boolean;
  offlineReady: boolean;
}

const initialState: SwState = { needRefresh: false, offlineReady: false };

const swSlice = createSlice({
  name: 'sw',
  initialState,
  reducers: {
    needRefreshChanged: (s, a: PayloadAction<boolean>) => void (s.needRefresh = a.payload),
    offlineReadyChanged: (s, a: PayloadAction<boolean>) => void (s.offlineReady = a.payload),
    toastClosed: () => initialState,
  },
});

export const { needRefreshChanged, offlineReadyChanged, toastClosed } = swSlice.actions;
export default swSlice.reducer;

/** Whether a new version waits for a reload, and whether the app is ready offline. */
export const selectServiceWorker = (s: RootState) => s.sw;
