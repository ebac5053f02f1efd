/** Sign in, sign up and sign out. */
import type { LoginBody, RegisterBody } from '../../../shared/api-schemas';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { adoptSnapshot } from '../../app/sync';
import { loggedOut } from '../../app/actions';
import { updateUserProgress } from '../progress/progress-thunks';
import { authFailed, authStarted } from './authSlice';

export const login = createAppAsyncThunk(
  'auth/login',
  async (body: LoginBody, { dispatch, getState, rejectWithValue }) => {
    dispatch(authStarted());
    const { api } = await loadApi();
    try {
      adoptSnapshot(await api.login(body), dispatch, getState);
      void dispatch(updateUserProgress());
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Não foi possível entrar.';
      dispatch(authFailed(message));
      return rejectWithValue(message);
    }
  },
);

export const register = createAppAsyncThunk(
  'auth/register',
  async (body: RegisterBody, { dispatch, getState, rejectWithValue }) => {
    dispatch(authStarted());
    const { api } = await loadApi();
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      adoptSnapshot(await api.register({ ...body, timeZone }), dispatch, getState);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Não foi possível criar a conta.';
      dispatch(authFailed(message));
      return rejectWithValue(message);
    }
  },
);

/** Sends what is still waiting when it can, ends the session and leaves no learner data on the device. */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, getState, extra }) => {
  if (getState().outbox.pending.length > 0) await dispatch(updateUserProgress());
  const { api } = await loadApi();
  await api.logout().catch(() => undefined);
  dispatch(loggedOut());
  await (extra as { purgePersisted: () => Promise<void> }).purgePersisted();
});
