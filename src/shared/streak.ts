/**
 * Daily streak: consecutive local days with at least one learning activity. A streak still stands on a day
 * the learner has not studied yet (it counts back from yesterday).
 *
 * "Proteção de sequência": every 7 studied days in a row earn one protection (at most 2 held). A whole day
 * missed spends one automatically and the streak goes on (the protected day itself adds nothing); with none
 * held, the streak starts over. Protections held are kept when a streak breaks. Everything is derived from
 * the studied days, so the phone and the server always agree.
 */
import { addDays } from './days.js';

export const DAYS_PER_PROTECTION = 7;
export const MAX_PROTECTIONS = 2;

export type DayMark = 'studied' | 'protected' | 'missed';

export interface StreakStatus {
  /** Studied days in the current streak (protected days keep it alive but do not add to it). */
  current: number;
  /** Protections held now (0–2). */
  protections: number;
  /** Every day from the first studied day to today: studied, protected or missed (today only if studied). */
  days: Record<string, DayMark>;
  /** Days a protection was spent on, oldest first. */
  protectedDays: string[];
}

export function streakStatus(activityDays: readonly string[], today: string): StreakStatus {
  const studied = new Set(activityDays);
  const sorted = [...studied].filter((d) => d <= today).sort();
  const days: Record<string, DayMark> = {};
  const protectedDays: string[] = [];
  let current = 0;
  let protections = 0;
  if (sorted.length === 0) return { current, protections, days, protectedDays };

  for (let day = sorted[0]!; day <= today; day = addDays(day, 1)) {
    if (studied.has(day)) {
      days[day] = 'studied';
      current += 1;
      if (current % DAYS_PER_PROTECTION === 0) protections = Math.min(MAX_PROTECTIONS, protections + 1);
    } else if (day === today) {
      // Today is not over: it neither breaks nor spends anything yet.
    } else if (current > 0 && protections > 0) {
      days[day] = 'protected';
      protectedDays.push(day);
      protections -= 1;
    } else {
      days[day] = 'missed';
      current = 0;
    }
  }
  return { current, protections, days, protectedDays };
}

/**
 * Figures already derived from a list of studied days, by the list itself: the rules never change a list in
 * place (a new day makes a new list), so the same list gives the same figures. Applying an event and answering
 * the server's summary then cost the same after a year of study as after a day (decision 027).
 */
const currentOf = new WeakMap<readonly string[], { today: string; current: number }>();
const longestOf = new WeakMap<readonly string[], number>();

export function currentStreak(activityDays: readonly string[], today: string): number {
  const known = currentOf.get(activityDays);
  if (known?.today === today) return known.current;
  const { current } = streakStatus(activityDays, today);
  currentOf.set(activityDays, { today, current });
  return current;
}

/** The longest run of studied days, protections included (as the learner saw it at the time). */
export function longestStreak(activityDays: readonly string[]): number {
  const known = longestOf.get(activityDays);
  if (known !== undefined) return known;
  const best = replayLongest(activityDays);
  longestOf.set(activityDays, best);
  return best;
}

function replayLongest(activityDays: readonly string[]): number {
  const sorted = [...new Set(activityDays)].sort();
  if (sorted.length === 0) return 0;
  const last = sorted[sorted.length - 1]!;
  // Replay day by day, remembering the best current streak reached.
  const studied = new Set(sorted);
  let best = 0;
  let current = 0;
  let protections = 0;
  for (let day = sorted[0]!; day <= last; day = addDays(day, 1)) {
    if (studied.has(day)) {
      current += 1;
      if (current % DAYS_PER_PROTECTION === 0) protections = Math.min(MAX_PROTECTIONS, protections + 1);
      best = Math.max(best, current);
    } else if (current > 0 && protections > 0) {
      protections -= 1;
    } else {
      current = 0;
    }
  }
  return best;
}
