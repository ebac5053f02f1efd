/**
 * What Ajustes does on the server: the profile, the password and the connected devices. Each needs the network;
 * a failure comes back as a pt-BR message for the screen to show.
 */
import type { ChangePasswordBody, EmailChangeBody, ProfileBody } from '../../../shared/api-schemas';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import type { AppDispatch, RootState } from '../../app/store';
import { adoptSnapshot } from '../sync/rebase';
import { sessionExpired } from '../auth/authSlice';
import { updateUserProgress } from '../sync/sync-thunks';
import { EMAIL_ALREADY_CONFIRMED_MESSAGE } from '../../../shared/email-confirmation';
import { profileChanges, type ProfileDraft } from './profile-form';
import { selectTimeZone } from '../auth/auth-selectors';

/** The message to show, and the session banner when the server no longer knows this device. */
async function failure(err: unknown, fallback: string, dispatch: AppDispatch): Promise<string> {
  const { ApiError } = await loadApi();
  if (err instanceof ApiError && err.status === 401 && err.code === 'UNAUTHENTICATED')
    dispatch(sessionExpired());
  return err instanceof Error ? err.message : fallback;
}

/** Sends a profile change; the snapshot that comes back updates this device, the others at their next sync. */
async function sendProfile(
  changes: ProfileBody,
  { dispatch, getState }: { dispatch: AppDispatch; getState: () => RootState },
): Promise<string | null> {
  const { api } = await loadApi();
  try {
    adoptSnapshot(await api.updateProfile(changes), dispatch, getState);
    return null;
  } catch (err) {
    return failure(err, 'Não foi possível salvar o perfil.', dispatch);
  }
}

/** Saves the Perfil form: only what differs from the learner's profile. */
export const saveProfile = createAppAsyncThunk(
  'account/saveProfile',
  async (
    draft: ProfileDraft,
    thunk,
  ): Promise<'saved' | 'unchanged' | ReturnType<typeof thunk.rejectWithValue>> => {
    const user = thunk.getState().auth.user;
    if (!user) return thunk.rejectWithValue('Entre na sua conta para mudar o perfil.');
    const changes = profileChanges(user, draft);
    if (Object.keys(changes).length === 0) return 'unchanged';
    const problem = await sendProfile(changes, thunk);
    return problem === null ? 'saved' : thunk.rejectWithValue(problem);
  },
);

/** "Cancelar a mudança de fuso": choosing the zone in force again drops the change waiting for midnight. */
export const keepTimeZone = createAppAsyncThunk('account/keepTimeZone', async (_: void, thunk) => {
  const problem = await sendProfile({ timeZone: selectTimeZone(thunk.getState()) }, thunk);
  if (problem !== null) return thunk.rejectWithValue(problem);
});

/** "Aparecer no ranking da comunidade". */
export const setCommunityVisible = createAppAsyncThunk(
  'account/setCommunityVisible',
  async (visible: boolean, thunk) => {
    const problem = await sendProfile({ communityHidden: !visible }, thunk);
    if (problem !== null) return thunk.rejectWithValue(problem);
  },
);

export const changePassword = createAppAsyncThunk(
  'account/changePassword',
  async (body: ChangePasswordBody, { dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      await api.changePassword(body);
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível trocar a senha.', dispatch));
    }
    // The other devices were signed out: the list shows it.
    void dispatch(loadDevices());
  },
);

export const loadDevices = createAppAsyncThunk(
  'account/loadDevices',
  async (_: void, { dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.devices();
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível carregar os aparelhos.', dispatch));
    }
  },
);

export const endDevice = createAppAsyncThunk(
  'account/endDevice',
  async (id: string, { dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.endDevice(id);
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível desconectar o aparelho.', dispatch));
    }
  },
);

export const signOutOtherDevices = createAppAsyncThunk(
  'account/signOutOtherDevices',
  async (_: void, { dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.signOutOtherDevices();
    } catch (err) {
      return rejectWithValue(
        await failure(err, 'Não foi possível desconectar os outros aparelhos.', dispatch),
      );
    }
  },
);

/** "Reenviar link": a new link to confirm the learner's e-mail; resolves with what to tell them. */
export const resendEmailConfirmation = createAppAsyncThunk(
  'account/resendEmailConfirmation',
  async (_: void, { dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      const { message } = await api.resendEmailConfirmation();
      // Confirmed on another device meanwhile: the next snapshot says so, and the card goes away.
      if (message === EMAIL_ALREADY_CONFIRMED_MESSAGE) void dispatch(updateUserProgress());
      return message;
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível enviar o link.', dispatch));
    }
  },
);

/** What a refused e-mail change says, and the field it is about ("newEmail", "password") when the server named one. */
export interface EmailChangeFailure {
  message: string;
  field?: string;
}

/** "Trocar e-mail": sends the link to the new address; resolves with what to tell the learner. */
export const requestEmailChange = createAppAsyncThunk<
  string,
  EmailChangeBody,
  { rejectValue: EmailChangeFailure }
>('account/requestEmailChange', async (body, { dispatch, rejectWithValue }) => {
  const { api, ApiError } = await loadApi();
  try {
    return (await api.requestEmailChange(body)).message;
  } catch (err) {
    const message = await failure(err, 'Não foi possível enviar o link.', dispatch);
    return rejectWithValue({ message, field: err instanceof ApiError ? err.field : undefined });
  }
});
