/** Interface preferences: theme choice and the search text. The current screen lives in the URL. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemePreference = 'system' | 'light' | 'dark';

export interface UiState {
  theme: ThemePreference;
  search: string;
}

const initialState: UiState = { theme: 'system', search: '' };

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
});

export const { themeChosen, searchChanged } = uiSlice.actions;
export default uiSlice.reducer;
