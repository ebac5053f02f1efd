/** Sign in, sign up, sign out, and restoring the learner of a session the device still has. */
import type { LoginBody, RegisterBody } from '../../../shared/api-schemas';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { loggedOut } from '../sync/sync-actions';
import { requestSync } from '../sync/request-sync';
import {
  authFailed,
  authStarted,
  authSucceeded,
  restoreEnded,
  restoreStarted,
  type AuthFailure,
} from './authSlice';
import { sayFarewell } from './signed-out-handoff';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint';

/**
 * Set by the server beside the HttpOnly session cookie (which scripts cannot read): it only says that a session
 * may exist, so a first-time visitor sees the sign-in screen without waiting for the network.
 */
const SESSION_HINT = SESSION_HINT_COOKIE;
export const hasSessionHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT}=`));
const clearSessionHint = () => {
  document.cookie = `${SESSION_HINT}=; Max-Age=0; path=/`;
};

/** Adopting the server's numbers (and the rules it applies them with) loads with the API, on the first need. */
const loadRebase = () => import('../sync/rebase');

/** What the form shows of a failure: the server's words, and the field and code it named. */
function failureOf(err: unknown, fallback: string): AuthFailure {
  if (!(err instanceof Error)) return { message: fallback };
  const { code, field } = err as Error & { code?: string; field?: string };
  return { message: err.message, code, field };
}

export const login = createAppAsyncThunk(
  'auth/login',
  async (body: LoginBody, { dispatch, getState, rejectWithValue, extra }) => {
    dispatch(authStarted());
    const [{ api }, { adoptSnapshot }] = await Promise.all([loadApi(), loadRebase()]);
    try {
      adoptSnapshot(await api.login(body), dispatch, getState);
      // The learner is on the device before the screen changes: a reload now opens the app, not sign-in.
      await extra.flushPersisted();
      dispatch(authSucceeded());
    } catch (err) {
      const failure = failureOf(err, 'Não foi possível entrar.');
      dispatch(authFailed(failure));
      return rejectWithValue(failure.message);
    }
  },
);

export const register = createAppAsyncThunk(
  'auth/register',
  async (body: RegisterBody, { dispatch, getState, rejectWithValue, extra }) => {
    dispatch(authStarted());
    const [{ api }, { adoptSnapshot }] = await Promise.all([loadApi(), loadRebase()]);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      adoptSnapshot(await api.register({ ...body, timeZone }), dispatch, getState);
      await extra.flushPersisted();
      dispatch(authSucceeded());
    } catch (err) {
      const failure = failureOf(err, 'Não foi possível criar a conta.');
      dispatch(authFailed(failure));
      return rejectWithValue(failure.message);
    }
  },
);

/**
 * The device has a session but no stored learner (storage cleared, or a reload before it was written): ask the
 * server before showing the sign-in screen.
 */
export const restoreSession = createAppAsyncThunk(
  'auth/restoreSession',
  async (_: void, { dispatch, getState }) => {
    dispatch(restoreStarted());
    try {
      const [{ api, ApiError }, { adoptSnapshot }] = await Promise.all([loadApi(), loadRebase()]);
      try {
        const answer = await api.meIfChanged();
        if (answer) adoptSnapshot(answer.snapshot, dispatch, getState, { tag: answer.tag });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) clearSessionHint();
      }
    } finally {
      dispatch(restoreEnded());
    }
  },
  {
    condition: (_, { getState }) => !getState().auth.user && hasSessionHint() && navigator.onLine !== false,
  },
);

/** How long signing out waits for a send already under way (the API client gives up on a request at 15 s). */
const SEND_UNDER_WAY_MS = 16_000;

/** Sends what is still waiting when it can, ends the session and leaves no learner data on the device. */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, getState, extra }) => {
  // A send under way (the timer, another trigger) would make the last try below a no-op: wait for it first.
  const deadline = Date.now() + SEND_UNDER_WAY_MS;
  while (getState().outbox.syncing && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (getState().outbox.pending.length > 0) await dispatch(requestSync({ evenIfDeferred: true }));
  const { api } = await loadApi();
  await api.logout().catch(() => undefined);
  clearSessionHint();
  await extra.forgetStoredLearner(() => dispatch(loggedOut()));
});

/**
 * The server no longer accepts this device's session: sign in again without losing anything. The unsent events
 * stay in the device's outbox, tagged with their learner, and are sent once that learner has signed in.
 */
export const signInAgain = createAppAsyncThunk('auth/signInAgain', async (_: void, { dispatch, extra }) => {
  clearSessionHint();
  await extra.forgetStoredLearner(() => dispatch(loggedOut({ keepOutbox: true })));
});

/** Deletes the account on the server (the password confirms it), then leaves nothing of it on the device. */
export const deleteAccount = createAppAsyncThunk(
  'auth/deleteAccount',
  async (password: string, { dispatch, rejectWithValue, extra }) => {
    const { api } = await loadApi();
    try {
      await api.deleteAccount(password);
    } catch (err) {
      return rejectWithValue(err instanceof Error ? err.message : 'Não foi possível excluir a conta.');
    }
    clearSessionHint();
    // Before the learner leaves the store: the sign-in screen that replaces Ajustes says goodbye.
    sayFarewell();
    await extra.forgetStoredLearner(() => dispatch(loggedOut()));
  },
);
