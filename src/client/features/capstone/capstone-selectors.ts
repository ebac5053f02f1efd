/** The projeto final as its screens read it: the guidance (content) and the learner's plan (progress). */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { emptyPlan, planProblems, readySteps } from '../../../shared/capstone';
import { PLAN_STEPS } from '../../../shared/capstone-plan';

/** The guidance (steps, cases, compliance sentences), once loaded. */
export const selectCapstone = (s: RootState) => s.chapters.capstoneDetail;

/** The course could not be loaded, so neither can the projeto final. */
export const selectCapstoneUnavailable = (s: RootState) => s.chapters.status === 'failed';

export const selectPlanCompletedAt = (s: RootState) => s.progress.state.planCompletedAt;

/** The plan as the learner last saved it, or an empty one before the first change. */
export const selectPlan = createSelector(
  [(s: RootState) => s.progress.state.plan],
  (plan) => plan ?? emptyPlan(),
);

/** What is still missing before the plan can be completed. */
export const selectPlanProblems = createSelector([selectPlan], planProblems);

/** How many of the plan's steps have nothing missing. */
export const selectReadySteps = createSelector([selectPlanProblems], readySteps);

/** The steps with nothing missing, in the plan's order. */
export const selectReadyStepIds = createSelector([selectPlanProblems], (problems) =>
  PLAN_STEPS.filter((step) => !problems.some((p) => p.step === step)),
);
