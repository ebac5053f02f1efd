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
  /** The form's field the error is about ("email", "password"…), when the server named one. */
  errorField: string | null;
  /** Why the last sign-in failed, when it was the e-mail and password (a cue to offer Cadastrar). */
  errorCode: string | null;
  /** The server no longer accepts the session: progress stays on the device until the learner signs in. */
  sessionExpired: boolean;
}

const initialState: AuthState = {
  user: null,
  status: 'idle',
  error: null,
  errorField: null,
  errorCode: null,
  sessionExpired: false,
};

/** A failure as the screens show it: the message, and the field and code the server gave, if any. */
export interface AuthFailure {
  message: string;
  field?: string;
  code?: string;
}

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStarted(s) {
      s.status = 'loading';
      s.error = null;
      s.errorField = null;
      s.errorCode = null;
    },
    authFailed(s, a: PayloadAction<string | AuthFailure>) {
      const failure = typeof a.payload === 'string' ? { message: a.payload } : a.payload;
      s.status = 'idle';
      s.error = failure.message;
      s.errorField = failure.field ?? null;
      s.errorCode = failure.code ?? null;
    },
    authSucceeded: (s) => void (s.status = 'idle'),
    restoreStarted: (s) => void (s.status = 'restoring'),
    restoreEnded(s) {
      if (s.status === 'restoring') s.status = 'idle';
    },
    authErrorCleared(s) {
      s.error = null;
      s.errorField = null;
      s.errorCode = null;
    },
    sessionExpired: (s) => void (s.sessionExpired = true),
  },
  extraReducers: (b) => {
    b.addCase(snapshotAdopted, (s, a) => {
      s.user = a.payload.user;
      s.error = null;
      s.errorField = null;
      s.errorCode = null;
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
/** The field of the form the last failure is about, if the server named one. */
export const selectAuthErrorField = (s: RootState) => s.auth.errorField ?? null;
/** The last failure was an unknown e-mail or a wrong password. */
export const selectWrongCredentials = (s: RootState) => s.auth.errorCode === 'INVALID_CREDENTIALS';
export const selectEmailTaken = (s: RootState) => s.auth.errorCode === 'EMAIL_TAKEN';
