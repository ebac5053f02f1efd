/** The learner's connected devices as last heard from the server (not kept across restarts). */
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { DeviceSession } from '../../../shared/api-schemas';
import { loggedOut } from '../sync/sync-actions';
import type { RootState } from '../../app/store';

/**
 * The thunks live with Ajustes (account-thunks.ts, loaded with that screen); the slice, always in the store,
 * follows them by their action types so it does not pull them into the first screen.
 */
const THUNKS = ['account/loadDevices', 'account/endDevice', 'account/signOutOtherDevices'] as const;
const NOTICES: Record<string, string> = {
  'account/endDevice': 'Aparelho desconectado. Para voltar, ele vai precisar entrar de novo.',
  'account/signOutOtherDevices': 'Os outros aparelhos foram desconectados.',
};
type ThunkAction = UnknownAction & { payload?: unknown };
const phase =
  (suffix: string) =>
  (a: UnknownAction): a is ThunkAction =>
    THUNKS.some((t) => a.type === `${t}/${suffix}`);

export interface DevicesState {
  list: DeviceSession[] | null;
  busy: boolean;
  /** What the last change did, for the screen's status line. */
  notice: string | null;
  error: string | null;
}

const initialState: DevicesState = { list: null, busy: false, notice: null, error: null };

const devicesSlice = createSlice({
  name: 'devices',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loggedOut, () => initialState);
    b.addMatcher(phase('pending'), (s) => {
      s.busy = true;
      s.error = null;
      s.notice = null;
    });
    b.addMatcher(phase('rejected'), (s, a) => {
      s.busy = false;
      s.error = typeof a.payload === 'string' ? a.payload : 'Não foi possível falar com o servidor.';
    });
    b.addMatcher(phase('fulfilled'), (s, a) => {
      s.busy = false;
      s.list = a.payload as DeviceSession[];
      s.notice = NOTICES[a.type.replace(/\/fulfilled$/, '')] ?? null;
    });
  },
});

export default devicesSlice.reducer;

export const selectDevices = (s: RootState) => s.devices;
/** Whether any device other than this one is signed in. */
export const selectHasOtherDevices = (s: RootState) => Boolean(s.devices.list?.some((d) => !d.current));
