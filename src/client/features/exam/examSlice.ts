/**
 * Prova final as the server last told it, and the answers given on this device that the server has not saved
 * yet (a dropped connection mid-exam): they are kept, shown as chosen, and sent again as soon as possible. The
 * questions and keys stay on the server; only an attempt's questions, once asked, reach the device.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExamStatus } from '../../../shared/exam';
import type { Certificate } from '../../../shared/certificate';
import { loggedOut } from '../sync/sync-actions';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { requestSync } from '../sync/request-sync';
import { issueCertificate, loadCertificate } from '../progress/certificate-thunks';

export interface ExamState {
  status: ExamStatus | null;
  /** When `status` came from the server (ISO). */
  fetchedAt: string | null;
  request: 'idle' | 'loading' | 'failed';
  error: string | null;
  /** The last request never got an answer (no connection, server unreachable). */
  unreachable: boolean;
  /** attempt id → question id → option chosen here and not yet saved by the server. */
  unsaved: Record<string, Record<string, number>>;
  /** A save under way. */
  saving: boolean;
  /** The learner's certificate, once issued (from the server). */
  certificate: Certificate | null;
}

const initialState: ExamState = {
  status: null,
  fetchedAt: null,
  request: 'idle',
  error: null,
  unreachable: false,
  unsaved: {},
  saving: false,
  certificate: null,
};

type Failure = { message: string; network: boolean; code?: string };

async function failure(err: unknown, fallback: string): Promise<Failure> {
  const { ApiError } = await loadApi();
  if (err instanceof ApiError) return { message: err.message, network: err.isNetwork, code: err.code };
  return { message: err instanceof Error ? err.message : fallback, network: false };
}

export const loadExam = createAppAsyncThunk<ExamStatus, void, { rejectValue: Failure }>(
  'exam/load',
  async (_: void, { rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.exam();
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível carregar a prova final.'));
    }
  },
);

export const startExam = createAppAsyncThunk<ExamStatus, void, { rejectValue: Failure }>(
  'exam/start',
  async (_: void, { rejectWithValue }) => {
    const { api } = await loadApi();
    try {
      return await api.startExam();
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível começar a prova.'));
    }
  },
);

/** Sends the answers kept on this device, one at a time; stops at the first that cannot be sent. */
export const saveExamAnswers = createAppAsyncThunk<void, void, { rejectValue: Failure }>(
  'exam/saveAnswers',
  async (_: void, { getState, dispatch, rejectWithValue }) => {
    const { api } = await loadApi();
    for (;;) {
      const { unsaved, status } = getState().exam;
      const attemptId = status?.attempt?.id;
      const waiting = attemptId ? Object.entries(unsaved[attemptId] ?? {}) : [];
      if (!attemptId || waiting.length === 0) return;
      const [questionId, answer] = waiting[0]!;
      try {
        const saved = await api.saveExamAnswer(attemptId, questionId, answer);
        dispatch(answerSaved({ attemptId, questionId, answer: saved.answer, sent: answer }));
      } catch (err) {
        const why = await failure(err, 'Não foi possível salvar a resposta.');
        // The attempt ended (time over, handed in elsewhere): what the server has is what counts.
        if (!why.network) void dispatch(loadExam());
        return rejectWithValue(why);
      }
    }
  },
  { condition: (_: void, { getState }) => !getState().exam.saving },
);

/** Chooses an option: shown at once, kept on the device, saved on the server as soon as it can be. */
export const chooseExamAnswer = createAppAsyncThunk(
  'exam/choose',
  async (choice: { questionId: string; answer: number }, { getState, dispatch }) => {
    const attemptId = getState().exam.status?.attempt?.id;
    if (!attemptId) return;
    dispatch(answerChosen({ attemptId, ...choice }));
    await dispatch(saveExamAnswers());
  },
);

/** Hands the attempt in, after saving what is still on the device; the points of a pass come with the sync. */
export const finishExam = createAppAsyncThunk<ExamStatus, void, { rejectValue: Failure }>(
  'exam/finish',
  async (_: void, { getState, dispatch, rejectWithValue }) => {
    const attemptId = getState().exam.status?.attempt?.id;
    if (!attemptId) return rejectWithValue({ message: 'Nenhuma prova em andamento.', network: false });
    const saved = await dispatch(saveExamAnswers());
    if (saveExamAnswers.rejected.match(saved) && saved.payload?.network)
      return rejectWithValue({
        message:
          'Sem conexão: suas respostas estão guardadas neste aparelho. Entregue quando a conexão voltar.',
        network: true,
      });
    const { api } = await loadApi();
    try {
      const status = await api.finishExam(attemptId);
      if (status.state === 'passed') void dispatch(requestSync());
      return status;
    } catch (err) {
      return rejectWithValue(await failure(err, 'Não foi possível entregar a prova.'));
    }
  },
);

const adopt = (s: ExamState, status: ExamStatus) => {
  s.status = status;
  s.fetchedAt = new Date().toISOString();
  s.request = 'idle';
  s.error = null;
  s.unreachable = false;
  // Answers kept for an attempt that is no longer under way can never be saved.
  for (const id of Object.keys(s.unsaved)) if (id !== status.attempt?.id) delete s.unsaved[id];
};

const examSlice = createSlice({
  name: 'exam',
  initialState,
  reducers: {
    answerChosen(s, a: PayloadAction<{ attemptId: string; questionId: string; answer: number }>) {
      const { attemptId, questionId, answer } = a.payload;
      s.unsaved[attemptId] = { ...s.unsaved[attemptId], [questionId]: answer };
    },
    answerSaved(
      s,
      a: PayloadAction<{ attemptId: string; questionId: string; answer: number; sent: number }>,
    ) {
      const { attemptId, questionId, answer, sent } = a.payload;
      const attempt = s.status?.attempt;
      if (attempt?.id === attemptId) attempt.answers[questionId] = answer;
      // Another choice made while this one was on its way stays to be sent.
      if (s.unsaved[attemptId]?.[questionId] === sent) delete s.unsaved[attemptId]![questionId];
    },
  },
  extraReducers: (b) => {
    for (const thunk of [loadExam, startExam, finishExam]) {
      b.addCase(thunk.pending, (s) => {
        s.request = 'loading';
        s.error = null;
      });
      b.addCase(thunk.fulfilled, (s, a) => adopt(s, a.payload));
      b.addCase(thunk.rejected, (s, a) => {
        s.request = 'failed';
        s.error = a.payload?.message ?? 'Não foi possível falar com o servidor.';
        s.unreachable = Boolean(a.payload?.network);
      });
    }
    b.addCase(saveExamAnswers.pending, (s) => {
      s.saving = true;
    });
    b.addCase(saveExamAnswers.fulfilled, (s) => {
      s.saving = false;
      s.unreachable = false;
    });
    b.addCase(saveExamAnswers.rejected, (s, a) => {
      s.saving = false;
      if (a.payload) s.unreachable = a.payload.network;
    });
    b.addCase(loadCertificate.fulfilled, (s, a) => {
      s.certificate = a.payload;
    });
    b.addCase(issueCertificate.fulfilled, (s, a) => {
      s.certificate = a.payload;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export const { answerChosen, answerSaved } = examSlice.actions;
export default examSlice.reducer;
