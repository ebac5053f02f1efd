/** The learner's actions in the daily quiz, each recorded as one event (see features/sync). */
import { createAppAsyncThunk } from '../../app/thunk';
import { recordAction } from '../sync/sync-thunks';

/**
 * Answers one of today's questions: graded here with the shared rule (offline too) and again by the server.
 * Refused, with the reason in pt-BR, when the rule cannot apply it.
 */
export const answerDailyQuestion = createAppAsyncThunk(
  'daily/answerQuestion',
  async (
    answer: { chapterId: string; questionId: string; answer: number },
    { dispatch, rejectWithValue },
  ) => {
    const result = await dispatch(recordAction({ type: 'daily.answered', ...answer }));
    if (recordAction.fulfilled.match(result)) return result.payload;
    if (result.payload !== undefined) return rejectWithValue(result.payload);
    throw new Error(result.error.message);
  },
);
