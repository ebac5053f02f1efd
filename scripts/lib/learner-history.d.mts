import type { Curriculum } from '../../src/content/load';

/** The events of one day of use, `d` days after the learner started (0 = first day). */
export function dayOfUse(
  curriculum: Curriculum,
  d: number,
  dayStart: Date,
  options: { courseDays: number },
): ({ id: string; type: string; occurredAt: string } & Record<string, unknown>)[];
