/** Interface preferences: theme choice and the search text. The current screen lives in the URL. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';

export type ThemePreference = 'system' | 'light' | 'dark';

export interface UiState {
  theme: ThemePreference;
  search: string;
  /** The installation's data-protection contact, as the server last said (null: none; absent: not asked yet). */
  privacyContact?: string | null;
}

const initialState: UiState = { theme: 'system', search: '' };

/** Asks the server for the privacy contact; offline, the last answer (persisted with the rest of `ui`) stays. */
export const loadAbout = createAppAsyncThunk('ui/loadAbout', async () => {
  const { api } = await loadApi();
  return api.about();
});

export const THEME_STORAGE_KEY = 'hub-theme';

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemePreference>) {
      state.theme = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload.slice(0, 100);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loadAbout.fulfilled, (state, action) => {
      state.privacyContact = action.payload.privacyContact;
    });
  },
});

export const { themeChosen, searchChanged } = uiSlice.actions;
export default uiSlice.reducer;
