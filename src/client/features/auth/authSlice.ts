/** The signed-in learner. Kept across restarts so the app opens offline straight into the course. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/api-schemas';
import { loggedOut, snapshotAdopted } from '../sync/sync-actions';
import type { RootState } from '../../app/store';

export interface AuthState {
  user: User | null;
  /**
   * `loading` while signing in or up (the learner is shown only once stored on the device); `restoring` while
   * asking the server for the learner of a session this device has but whose stored copy is missing.
   */
  status: 'idle' | 'loading' | 'restoring';
  error: string | null;
  /** The server no longer accepts the session: progress stays on the device until the learner signs in. */
  sessionExpired: boolean;
}

const initialState: AuthState = { user: null, status: 'idle', error: null, sessionExpired: false };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStarted(s) {
      s.status = 'loading';
      s.error = null;
    },
    authFailed(s, a: PayloadAction<string>) {
      s.status = 'idle';
      s.error = a.payload;
    },
    authSucceeded: (s) => void (s.status = 'idle'),
    restoreStarted: (s) => void (s.status = 'restoring'),
    restoreEnded(s) {
      if (s.status === 'restoring') s.status = 'idle';
    },
    authErrorCleared: (s) => void (s.error = null),
    sessionExpired: (s) => void (s.sessionExpired = true),
  },
  extraReducers: (b) => {
    b.addCase(snapshotAdopted, (s, a) => {
      s.user = a.payload.user;
      s.error = null;
      s.sessionExpired = false;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export const {
  authStarted,
  authFailed,
  authSucceeded,
  restoreStarted,
  restoreEnded,
  authErrorCleared,
  sessionExpired,
} = authSlice.actions;
export default authSlice.reducer;

export const selectAuthStatus = (s: RootState) => s.auth.status;
/** Why the last sign-in or sign-up failed, as the server said it. */
export const selectAuthError = (s: RootState) => s.auth.error;
