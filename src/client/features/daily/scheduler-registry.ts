/**
 * The review scheduler (ts-fsrs, about 7 KB) stays out of the first screen: the daily quiz loads it, and so
 * does sync when an unsent daily answer must be applied again. Until then, rules without it leave daily
 * answers to the server (as quiz answers wait for their chapter).
 */
import type { ReviewScheduler } from '../../../shared/daily-quiz';

let scheduler: ReviewScheduler | undefined;

export const loadedScheduler = (): ReviewScheduler | undefined => scheduler;

export async function loadScheduler(): Promise<ReviewScheduler> {
  if (!scheduler) scheduler = (await import('../../../shared/review-scheduler')).fsrsScheduler;
  return scheduler;
}
