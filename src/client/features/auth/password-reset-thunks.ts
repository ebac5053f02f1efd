/**
 * Links that come by e-mail. "Esqueci minha senha": ask for a link, then choose a new password with it, which
 * signs in; the link that confirms the address; and the one that confirms a new address. Kept out of auth-thunks so the sign-in screen does not load
 * them.
 */
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { RESET_LINK_INVALID_MESSAGE, passwordResetProblem } from '../../../shared/password-reset';
import { CONFIRMATION_LINK_INVALID_MESSAGE } from '../../../shared/email-confirmation';
import { EMAIL_CHANGE_LINK_INVALID_MESSAGE } from '../../../shared/email-change';
import { emailProblem } from '../../../shared/credentials';
import { adoptSnapshot } from '../sync/rebase';
import { authFailed, authStarted, authSucceeded } from './authSlice';

const OFFLINE = 'Você está offline. Conecte-se à internet e tente de novo.';

/** Resolves with what to tell the learner (the same whether or not the e-mail has an account). */
export const requestPasswordReset = createAppAsyncThunk(
  'auth/requestPasswordReset',
  async (rawEmail: string, { rejectWithValue }) => {
    const email = rawEmail.trim();
    const problem = emailProblem(email);
    if (problem) return rejectWithValue(problem);
    if (!navigator.onLine) return rejectWithValue(OFFLINE);
    const { api } = await loadApi();
    try {
      return (await api.requestPasswordReset({ email })).message;
    } catch (err) {
      return rejectWithValue(err instanceof Error ? err.message : 'Não foi possível enviar o link.');
    }
  },
);

/** Sets the new password with the link's token; on success the learner is signed in on this device. */
export const confirmPasswordReset = createAppAsyncThunk(
  'auth/confirmPasswordReset',
  async (
    { token, password, confirmation }: { token: string | null; password: string; confirmation: string },
    { dispatch, getState, rejectWithValue, extra },
  ) => {
    if (!token) return rejectWithValue(RESET_LINK_INVALID_MESSAGE);
    const problem = passwordResetProblem({ password, confirmation });
    if (problem) return rejectWithValue(problem);
    if (!navigator.onLine) return rejectWithValue(OFFLINE);
    const { api } = await loadApi();
    let snapshot;
    try {
      snapshot = await api.confirmPasswordReset({ token, password });
    } catch (err) {
      return rejectWithValue(err instanceof Error ? err.message : 'Não foi possível salvar a nova senha.');
    }
    // As after signing in: the learner is stored on the device before the screen changes.
    dispatch(authStarted());
    try {
      adoptSnapshot(snapshot, dispatch, getState);
      await extra.flushPersisted();
      dispatch(authSucceeded());
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Não foi possível entrar.';
      dispatch(authFailed(message));
      return rejectWithValue(message);
    }
  },
);

/** What confirming a link came to; a failure says whether trying again can help (no connection) or not. */
export type ConfirmationOutcome =
  { ok: true; message: string } | { ok: false; message: string; retry: boolean };

/** Confirms the e-mail with the link's token (no sign-in needed: the link may be opened on any device). */
export const confirmEmail = createAppAsyncThunk('auth/confirmEmail', (token: string | null) =>
  openEmailLink(token, CONFIRMATION_LINK_INVALID_MESSAGE, (api) => api.confirmEmail),
);

/** Makes the new address the account's with the link sent to it (any device, signed in or not). */
export const confirmEmailChange = createAppAsyncThunk('auth/confirmEmailChange', (token: string | null) =>
  openEmailLink(token, EMAIL_CHANGE_LINK_INVALID_MESSAGE, (api) => api.confirmEmailChange),
);

type Api = Awaited<ReturnType<typeof loadApi>>['api'];

/** Opens a link that came by e-mail; a failure says whether trying again can help. */
async function openEmailLink(
  token: string | null,
  invalidMessage: string,
  send: (api: Api) => (token: string) => Promise<{ message: string }>,
): Promise<ConfirmationOutcome> {
  if (!token) return { ok: false, message: invalidMessage, retry: false };
  if (!navigator.onLine) return { ok: false, message: OFFLINE, retry: true };
  const { api, ApiError } = await loadApi();
  try {
    return { ok: true, message: (await send(api)(token)).message };
  } catch (err) {
    // No connection, a server in trouble or too many tries: the link itself may still be good.
    if (!(err instanceof ApiError) || err.status === 0 || err.status === 429) {
      return {
        ok: false,
        // The API client reports a server in trouble (5xx) with status 0 too, in its own words.
        message: err instanceof ApiError && err.code !== 'NETWORK' ? err.message : OFFLINE,
        retry: true,
      };
    }
    return { ok: false, message: err.message, retry: false };
  }
}
