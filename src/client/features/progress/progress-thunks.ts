/** The learner's actions, each recorded as one event (see features/sync for how it reaches the server). */
import { createAppAsyncThunk } from '../../app/thunk';
import { selectToday } from '../auth/auth-selectors';
import { recordAction } from '../sync/sync-thunks';
import type { DailyGoal } from '../../../shared/goal';

/** One attempt: the questions drawn, in order, and the option chosen for each (as the content lists them). */
export const completeQuiz = (chapterId: string, questionIds: string[], answers: number[]) =>
  recordAction({ type: 'quiz.submitted', chapterId, questionIds, answers });

/** The learner opened a section (or the summary step): where they are in the chapter, on every device. */
export const readSection = createAppAsyncThunk(
  'progress/readSection',
  async ({ chapterId, sectionId }: { chapterId: string; sectionId: string }, { getState, dispatch }) => {
    const { lastChapterId, sectionAt, activityDays } = getState().progress.state;
    // Already there today: nothing new to record (a reload, a tab switch).
    if (
      lastChapterId === chapterId &&
      sectionAt[chapterId] === sectionId &&
      activityDays.includes(selectToday(getState()))
    )
      return;
    await dispatch(recordAction({ type: 'section.read', chapterId, sectionId }));
  },
);

export const completeChapter = (chapterId: string) => recordAction({ type: 'chapter.completed', chapterId });

/** Meta diária: the points a day the learner means to earn. */
export const setDailyGoal = (dailyGoal: DailyGoal) => recordAction({ type: 'goal.set', dailyGoal });

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

export const toggleLabStep = createAppAsyncThunk(
  'progress/toggleLabStep',
  async (
    { chapterId, labId, stepId }: { chapterId: string; labId: string; stepId: string },
    { getState, dispatch },
  ) => {
    const done = !(getState().progress.state.labs[chapterId]?.[labId] ?? []).includes(stepId);
    await dispatch(recordAction({ type: 'lab.step.set', chapterId, labId, stepId, done }));
    return done;
  },
);
