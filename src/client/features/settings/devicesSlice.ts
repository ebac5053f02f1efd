/** The learner's connected devices as last heard from the server (not kept across restarts). */
import { createSlice } from '@reduxjs/toolkit';
import type { DeviceSession } from '../../../shared/api-schemas';
import { loggedOut } from '../../app/actions';
import type { RootState } from '../../app/store';
import { endDevice, loadDevices, signOutOtherDevices } from './account-thunks';

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
    for (const thunk of [loadDevices, endDevice, signOutOtherDevices]) {
      b.addCase(thunk.pending, (s) => {
        s.busy = true;
        s.error = null;
        s.notice = null;
      });
      b.addCase(thunk.rejected, (s, a) => {
        s.busy = false;
        s.error = a.payload ?? 'Não foi possível falar com o servidor.';
      });
    }
    b.addCase(loadDevices.fulfilled, (s, a) => {
      s.busy = false;
      s.list = a.payload;
    });
    b.addCase(endDevice.fulfilled, (s, a) => {
      s.busy = false;
      s.list = a.payload;
      s.notice = 'Aparelho desconectado. Para voltar, ele vai precisar entrar de novo.';
    });
    b.addCase(signOutOtherDevices.fulfilled, (s, a) => {
      s.busy = false;
      s.list = a.payload;
      s.notice = 'Os outros aparelhos foram desconectados.';
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export default devicesSlice.reducer;

export const selectDevices = (s: RootState) => s.devices;
/** Whether any device other than this one is signed in. */
export const selectHasOtherDevices = (s: RootState) => Boolean(s.devices.list?.some((d) => !d.current));
