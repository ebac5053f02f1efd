/**
 * Daily streak: consecutive local days with at least one learning activity. A streak still stands on a day
 * the learner has not studied yet (it counts back from yesterday) and resets once a whole day is missed.
 */
import { addDays } from './days.js';

export function currentStreak(activityDays: readonly string[], today: string): number {
  const days = new Set(activityDays);
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

export function longestStreak(activityDays: readonly string[]): number {
  const sorted = [...new Set(activityDays)].sort();
  let best = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && addDays(prev, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    prev = day;
  }
  return best;
}
