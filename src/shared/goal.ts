/** The daily goal: points a learner means to earn each day, and how far today has come. */
export const DAILY_GOALS = [10, 20, 30, 50] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const DEFAULT_DAILY_GOAL: DailyGoal = 20;

export function isDailyGoal(n: number): n is DailyGoal {
  return (DAILY_GOALS as readonly number[]).includes(n);
}

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

/** Days on which the goal was met, oldest first (judged against the goal as it is now). */
export function goalDays(state: GoalState): string[] {
  return Object.entries(state.pointsByDay)
    .filter(([, points]) => points >= state.dailyGoal)
    .map(([day]) => day)
    .sort();
}
