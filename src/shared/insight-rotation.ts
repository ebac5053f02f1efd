/** The weekly rotation of insights: each one is featured on one day of the week, in file order. */
import { addDays } from './days.js';

/** The day this insight is featured in the current week's rotation. */
export function featuredDay(order: number, count: number, today: string): string {
  const todayIndex = Math.floor(Date.parse(`${today}T12:00:00Z`) / 86_400_000) % count;
  return addDays(today, order - todayIndex);
}
