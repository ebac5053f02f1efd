/** Reads of the interface preferences, beside their slice. */
import type { RootState } from '../../app/store';

export const selectSearch = (s: RootState) => s.ui.search;
/** The learner's choice: light, dark, or whatever the system uses. */
export const selectThemePreference = (s: RootState) => s.ui.theme;
/** The data-protection contact of this installation (undefined while unknown). */
export const selectPrivacyContact = (s: RootState) => s.ui.privacyContact;
