/** How the editor's controls change the plan: each returns the parts to save. */
import type { CapstonePlan, PlanPatch } from '../../../shared/capstone-plan';

/** Choosing one of the course's cases starts an empty business description from the case's own. */
export function chooseCase(
  plan: CapstonePlan,
  course: { id: string; name: string; summary: string },
): PlanPatch {
  return {
    caseId: course.id,
    ...(plan.business.trim() ? {} : { business: `${course.name}. ${course.summary}` }),
  };
}

/** A list of the plan (objectives, channels) keeps at least one row: the server refuses an empty one. */
export const canRemoveRow = (rows: readonly unknown[]) => rows.length > 1;

export const canAddRow = (rows: readonly unknown[], max: number) => rows.length < max;

export const replaceAt = <T>(rows: readonly T[], index: number, row: T): T[] =>
  rows.map((x, j) => (j === index ? row : x));

export const removeAt = <T>(rows: readonly T[], index: number): T[] => rows.filter((_, j) => j !== index);
