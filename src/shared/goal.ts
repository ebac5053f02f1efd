/** The daily goal: points a learner means to earn each day, and how far today has come. */
export const DAILY_GOALS = [10, 20, 30, 50] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const DEFAULT_DAILY_GOAL: DailyGoal = 20;

export interface GoalProgress {
  goal: number;
  earned: number;
  /** 0–100, capped. */
  percent: number;
  met: boolean;
}

/** What the goal reads of the progress (its own shape, so this module imports nothing). */
interface GoalState {
  pointsByDay: Readonly<Record<string, number>>;
  dailyGoal: number;
}

export function goalProgress(state: GoalState, day: string): GoalProgress {
  const goal = state.dailyGoal;
  const earned = state.pointsByDay[day] ?? 0;
  return { goal, earned, percent: Math.min(100, Math.round((earned / goal) * 100)), met: earned >= goal };
}
