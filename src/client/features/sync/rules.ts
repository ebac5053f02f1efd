/**
 * The rules this tab can apply events with: the course at hand (catalogue, the quizzes loaded so far, the
 * projeto final) and the two parts kept off the first screen until needed. The daily quiz's rule with its
 * scheduler (ts-fsrs, about 7 KB) and the check a plan must pass to be completed load with their screens, or
 * when sync must apply an unsent daily answer or completion again; until then, rules without them leave those
 * events to the server (as quiz answers wait for their chapter).
 */
import { createSelector } from '@reduxjs/toolkit';
import { contentRules } from '../../../shared/content-rules';
import type { DailyRules } from '../../../shared/progress-state';
import type { CapstonePlan, PlanProblem } from '../../../shared/capstone';
import type { RootState } from '../../app/store';
import { selectCatalogue, selectInsights } from '../chapters/chapters-selectors';

let daily: DailyRules | undefined;
let planCheck: ((plan: CapstonePlan | null) => PlanProblem[]) | undefined;

const loadedScheduler = (): DailyRules | undefined => daily;

export async function loadScheduler(): Promise<DailyRules> {
  if (!daily) daily = (await import('../../../shared/daily-rule')).dailyRules;
  return daily;
}

const loadedPlanCheck = () => planCheck;

export async function loadPlanCheck() {
  if (!planCheck) planCheck = (await import('../../../shared/capstone')).planProblems;
  return planCheck;
}

export const selectRules = createSelector(
  [
    selectCatalogue,
    (s: RootState) => s.chapters.details,
    selectInsights,
    (s: RootState) => s.chapters.capstone,
  ],
  (catalogue, details, insights, capstone) =>
    contentRules(
      catalogue.map((c) => ({
        id: c.id,
        points: c.points,
        checklistIds: c.checklistIds,
        // A catalogue cached by an older version has no labs until it is fetched again.
        labs: c.labs ?? [],
        answers: details[c.id]?.quiz.map((q) => q.answer),
        // The loaded chapter's bank goes with its answers (a cached catalogue may list an older bank).
        questionIds: details[c.id]?.quiz.map((q) => q.id) ?? c.questionIds,
        // A catalogue cached by an older version has no section ids until it is fetched again.
        sectionIds: c.sectionIds ?? details[c.id]?.sections.map((s) => s.id),
      })),
      insights.map((i) => i.id),
      capstone && {
        points: capstone.points,
        // Read when applied: the check may load after these rules were built.
        get problems() {
          return loadedPlanCheck();
        },
      },
      loadedScheduler,
    ),
);
