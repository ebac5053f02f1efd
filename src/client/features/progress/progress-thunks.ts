/**
 * Learner actions. Each becomes an event: applied at once with the shared rules (works offline), kept in the
 * persisted outbox, and sent to the server, whose snapshot then replaces the local numbers.
 */
import type { LearnerEvent } from '../../../shared/events';
import { applyLearnerEvent, RuleError, type EventOutcome } from '../../../shared/progress';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { eventRecorded } from '../../app/actions';
import { adoptSnapshot } from '../../app/sync';
import { selectRules, selectTimeZone, selectToday } from '../../app/selectors';
import { eventsSettled, syncFailed, syncStarted } from './outboxSlice';
import { sessionExpired } from '../auth/authSlice';
import { loadChapter } from '../chapters/chaptersSlice';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type LearnerAction = DistributiveOmit<LearnerEvent, 'id' | 'occurredAt'>;

const BATCH_SIZE = 100;

/** Send what the outbox holds. A network failure keeps everything for the next try. */
export const updateUserProgress = createAppAsyncThunk(
  'progress/updateUserProgress',
  async (_: void, { getState, dispatch }) => {
    const { outbox } = getState();
    const batch = outbox.pending.slice(0, BATCH_SIZE);
    const { api, ApiError } = await loadApi();
    dispatch(syncStarted());
    try {
      if (batch.length === 0) {
        adoptSnapshot(await api.me(), dispatch, getState);
        dispatch(eventsSettled({ ids: [] }));
        return;
      }
      const response = await api.sendEvents(batch);
      const rejected = response.results.filter((r) => r.status === 'rejected');
      dispatch(
        eventsSettled({
          ids: response.results.map((r) => r.id),
          notice: rejected.length
            ? `${rejected.length === 1 ? 'Uma ação não pôde ser salva' : `${rejected.length} ações não puderam ser salvas`}: ${rejected[0]!.error?.message ?? ''}`
            : undefined,
        }),
      );
      adoptSnapshot(response.snapshot, dispatch, getState);
      if (getState().outbox.pending.length > 0) void dispatch(updateUserProgress());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        dispatch(sessionExpired());
        dispatch(syncFailed(err.message));
      } else if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) {
        // The server will never accept this batch as it is: drop it and say so, rather than retry forever.
        dispatch(
          eventsSettled({
            ids: batch.map((e) => e.id),
            notice: `Algumas ações não puderam ser salvas: ${err.message}`,
          }),
        );
      } else {
        dispatch(syncFailed(err instanceof Error ? err.message : 'Falha ao sincronizar.'));
      }
    }
  },
  {
    condition: (_, { getState }) => {
      const { outbox, auth } = getState();
      return Boolean(auth.user) && !auth.sessionExpired && !outbox.syncing && navigator.onLine !== false;
    },
  },
);

/** Apply one learner action locally, queue it, and try to send it. */
export const recordAction = createAppAsyncThunk(
  'progress/recordAction',
  async (
    action: LearnerAction,
    { getState, dispatch, rejectWithValue },
  ): Promise<EventOutcome | ReturnType<typeof rejectWithValue>> => {
    const state = getState();
    if ('chapterId' in action && action.type === 'quiz.submitted')
      await dispatch(loadChapter(action.chapterId));
    const event = {
      ...action,
      id: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
    } as LearnerEvent;
    try {
      const { state: progress, outcome } = applyLearnerEvent(
        getState().progress.state,
        event,
        selectRules(getState()),
        {
          timeZone: selectTimeZone(state),
          now: new Date(),
        },
      );
      dispatch(eventRecorded({ event, progress, outcome }));
      void dispatch(updateUserProgress());
      return outcome;
    } catch (err) {
      if (err instanceof RuleError) return rejectWithValue(err.message);
      throw err;
    }
  },
);

export const completeQuiz = (chapterId: string, answers: number[]) =>
  recordAction({ type: 'quiz.submitted', chapterId, answers });

export const completeChapter = (chapterId: string) => recordAction({ type: 'chapter.completed', chapterId });

export const toggleFavorite = createAppAsyncThunk(
  'progress/toggleFavorite',
  async (chapterId: string, { getState, dispatch }) => {
    const favorite = !getState().progress.state.favorites.includes(chapterId);
    await dispatch(recordAction({ type: 'favorite.set', chapterId, favorite }));
    return favorite;
  },
);

export const toggleChecklistItem = createAppAsyncThunk(
  'progress/toggleChecklistItem',
  async ({ chapterId, itemId }: { chapterId: string; itemId: string }, { getState, dispatch }) => {
    const done = !(getState().progress.state.checklist[chapterId] ?? []).includes(itemId);
    await dispatch(recordAction({ type: 'checklist.set', chapterId, itemId, done }));
    return done;
  },
);

export const openChapter = createAppAsyncThunk(
  'progress/openChapter',
  async (chapterId: string, { getState, dispatch }) => {
    const { lastChapterId, activityDays } = getState().progress.state;
    // Opening a chapter is study: record it once a day (for the streak) or when the learner moves to another one.
    if (lastChapterId === chapterId && activityDays.includes(selectToday(getState()))) return;
    await dispatch(recordAction({ type: 'chapter.opened', chapterId }));
  },
);

export const markInsightRead = createAppAsyncThunk(
  'progress/markInsightRead',
  async (insightId: string, { getState, dispatch }) => {
    if (getState().progress.state.insightsRead.includes(insightId)) return;
    await dispatch(recordAction({ type: 'insight.read', insightId }));
  },
);
