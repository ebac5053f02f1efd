/** The learner's actions on the projeto final, each recorded as one event (see features/sync). */
import type { PlanPatch } from '../../../shared/capstone-plan';
import { createAppAsyncThunk } from '../../app/thunk';
import { recordAction } from '../sync/sync-thunks';

/** Saves some parts of the plan: each part given replaces the one stored. */
export const updatePlan = (patch: PlanPatch) => recordAction({ type: 'plan.updated', patch });

/**
 * Completes the plan, paying the content's points the first time. Refused with the first thing still missing,
 * in pt-BR, while the plan is not ready.
 */
export const completePlan = createAppAsyncThunk(
  'capstone/completePlan',
  async (_: void, { dispatch, rejectWithValue }) => {
    const result = await dispatch(recordAction({ type: 'plan.completed' }));
    if (recordAction.fulfilled.match(result)) return result.payload;
    if (result.payload !== undefined) return rejectWithValue(result.payload);
    throw new Error(result.error.message);
  },
);
