/** The course certificate: whether the learner has earned one, and asking the server for it. */
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { requestSync } from '../sync/request-sync';

const messageOf = (err: unknown, fallback: string) => (err instanceof Error ? err.message : fallback);

/** The learner's certificate, or null when none was issued yet. */
export const loadCertificate = createAppAsyncThunk(
  'progress/loadCertificate',
  async (_: void, { rejectWithValue }) => {
    const { api, ApiError } = await loadApi();
    try {
      return await api.certificate();
    } catch (err) {
      // A server from before null meant "none yet" answered 404.
      if (err instanceof ApiError && err.status === 404) return null;
      return rejectWithValue(messageOf(err, 'Não foi possível consultar seu certificado.'));
    }
  },
);

/** Issues the certificate (or gets the one already issued: asking twice is harmless). */
export const issueCertificate = createAppAsyncThunk(
  'progress/issueCertificate',
  async (_: void, { getState, dispatch, rejectWithValue }) => {
    // The server issues from the chapters it knows: send the ones completed on this device first.
    if (getState().outbox.pending.length > 0) await dispatch(requestSync());
    const { api } = await loadApi();
    try {
      return await api.issueCertificate();
    } catch (err) {
      return rejectWithValue(messageOf(err, 'Não foi possível emitir o certificado.'));
    }
  },
);
