/**
 * The daily quiz's rule and its scheduler (ts-fsrs, about 7 KB) stay out of the first screen: the daily quiz
 * loads them, and so does sync when an unsent daily answer must be applied again. Until then, rules without
 * them leave daily answers to the server (as quiz answers wait for their chapter).
 */
import type { DailyRules } from '../../../shared/progress-state';

let daily: DailyRules | undefined;

export const loadedScheduler = (): DailyRules | undefined => daily;

export async function loadScheduler(): Promise<DailyRules> {
  if (!daily) daily = (await import('../../../shared/daily-rule')).dailyRules;
  return daily;
}
