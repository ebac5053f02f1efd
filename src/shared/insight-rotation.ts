/** The weekly rotation of insights: each one is featured on one day of the week, in file order. */
import { addDays } from './days.js';

/** Which position of the rotation a day falls on: consecutive days, consecutive positions, wrapping around. */
function rotationSlot(day: string, count: number): number {
  return Math.floor(Date.parse(`${day}T12:00:00Z`) / 86_400_000) % count;
}

/** The insight featured on a day, from the insights in file order (each one's `order` is its position). */
export function insightOfTheDay<T>(insights: readonly T[], day: string): T | undefined {
  if (insights.length === 0) return undefined;
  return insights[rotationSlot(day, insights.length)];
}

/** The last day this insight was featured, today included: within the past week, never a day still to come. */
export function featuredDay(order: number, count: number, today: string): string {
  const daysAgo = (((rotationSlot(today, count) - order) % count) + count) % count;
  return addDays(today, -daysAgo);
}
