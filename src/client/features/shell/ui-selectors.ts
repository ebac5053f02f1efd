/** Reads of the interface preferences, beside their slice. */
import type { RootState } from '../../app/store';

export const selectSearch = (s: RootState) => s.ui.search;
/** The learner's choice: light, dark, or whatever the system uses. */
export const selectThemePreference = (s: RootState) => s.ui.theme;
/** The data-protection contact of this installation (undefined while unknown). */
export const selectPrivacyContact = (s: RootState) => s.ui.privacyContact;
/** The text size factor (1 = the browser's own size). */
export const selectTextScale = (s: RootState) => s.ui.textScale;
/** "Economizar dados" as the learner set it (null: not set, the browser's hint decides). */
export const selectDataSaverChoice = (s: RootState) => s.ui.dataSaver;
