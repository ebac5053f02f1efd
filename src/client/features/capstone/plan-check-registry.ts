/**
 * The check a plan must pass to be completed (shared/capstone.ts) stays off the first screen: the projeto
 * final loads it, and so does sync when an unsent completion must be applied again.
 */
import type { CapstonePlan, PlanProblem } from '../../../shared/capstone';

let check: ((plan: CapstonePlan | null) => PlanProblem[]) | undefined;

export const loadedPlanCheck = () => check;

export async function loadPlanCheck() {
  if (!check) check = (await import('../../../shared/capstone')).planProblems;
  return check;
}
