/** Interface preferences: theme choice and the search text. The current screen lives in the URL. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';

export type ThemePreference = 'system' | 'light' | 'dark';

/** "Tamanho do texto": factors of the root font size, from Pequeno to Muito grande. */
export const TEXT_SCALES = [0.9, 1, 1.2, 1.4] as const;
export type TextScale = (typeof TEXT_SCALES)[number];

export interface UiState {
  theme: ThemePreference;
  search: string;
  /** Factor of the root font size, so every rem on every screen follows it. */
  textScale: TextScale;
  /** "Economizar dados": the learner's choice; null follows the browser (Save-Data or a cellular connection). */
  dataSaver: boolean | null;
  /** The installation's data-protection contact, as the server last said (null: none; absent: not asked yet). */
  privacyContact?: string | null;
}

export const initialUiState: UiState = { theme: 'system', search: '', textScale: 1, dataSaver: null };

/** Asks the server for the privacy contact; offline, the last answer (persisted with the rest of `ui`) stays. */
export const loadAbout = createAppAsyncThunk('ui/loadAbout', async () => {
  const { api } = await loadApi();
  return api.about();
});

export const THEME_STORAGE_KEY = 'hub-theme';
/** The text size mirrored to localStorage, which index.html reads before the first paint. */
export const TEXT_SCALE_STORAGE_KEY = 'hub-text-scale';

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemePreference>) {
      state.theme = action.payload;
    },
    textScaleChosen(state, action: PayloadAction<TextScale>) {
      if (TEXT_SCALES.includes(action.payload)) state.textScale = action.payload;
    },
    dataSaverChosen(state, action: PayloadAction<boolean>) {
      state.dataSaver = action.payload;
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

export const { themeChosen, searchChanged, textScaleChosen, dataSaverChosen } = uiSlice.actions;
export default uiSlice.reducer;
