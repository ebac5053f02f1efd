/**
 * Liga semanal: weeks run Monday 00:00 to Sunday 23:59 in São Paulo; learners who earn points in a week are
 * placed in groups of at most 30 in their tier; at the end the top 7 move up and the bottom 5 move down.
 */
import { addDays, dayKey, weekday } from './days.js';

const LEAGUE_TIME_ZONE = 'America/Sao_Paulo';
export const GROUP_SIZE = 30;
export const PROMOTED = 7;
export const RELEGATED = 5;
const TIERS = [
  { id: 1, name: 'Bronze' },
  { id: 2, name: 'Prata' },
  { id: 3, name: 'Ouro' },
  { id: 4, name: 'Safira' },
  { id: 5, name: 'Diamante' },
] as const;
export const TOP_TIER = TIERS.length;

export const tierName = (id: number) => TIERS.find((t) => t.id === id)?.name ?? 'Bronze';

/** The week an instant falls in: its Monday in São Paulo, "YYYY-MM-DD". */
export function weekOf(instant: Date | string | number): string {
  const day = dayKey(instant, LEAGUE_TIME_ZONE);
  return addDays(day, -((weekday(day) + 6) % 7));
}

export const weekEnd = (week: string) => addDays(week, 6);
