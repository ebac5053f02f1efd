/**
 * Which time zone decides a learner's day at a given instant. A study day follows the zone in force when it
 * began: a new zone takes effect at the start of the next day in the zone in force, never at once, so hopping
 * between zones cannot make two study days (or two daily quizzes) in one hour. The server and the app read
 * every learner's day through timeZoneAt, with the same stored zones.
 */
import { startOfNextDay } from './days.js';

/** The zone in force, and a change waiting for its instant (none: null, or absent in older copies). */
export interface LearnerTimeZones {
  timeZone: string;
  nextTimeZone?: string | null;
  /** ISO-8601 instant from which `nextTimeZone` decides the day. */
  nextTimeZoneAt?: string | null;
}

/** The zone that decides the learner's day at an instant: the new one from the change's instant on. */
export function timeZoneAt(zones: LearnerTimeZones, instant: Date | number | string): string {
  const { nextTimeZone, nextTimeZoneAt } = zones;
  if (nextTimeZone && nextTimeZoneAt && new Date(instant).getTime() >= Date.parse(nextTimeZoneAt)) {
    return nextTimeZone;
  }
  return zones.timeZone;
}

/** The zone the learner chose that still waits at an instant, or null when none waits. */
export function waitingTimeZone(zones: LearnerTimeZones, instant: Date | number): string | null {
  const { nextTimeZone, nextTimeZoneAt } = zones;
  if (!nextTimeZone || !nextTimeZoneAt) return null;
  return new Date(instant).getTime() < Date.parse(nextTimeZoneAt) ? nextTimeZone : null;
}

/** The zone of each event's day where events are applied: one zone, or the one in force at the event's instant. */
export type EventTimeZone = string | ((instant: Date) => string);

/** The zone of the day of an event that counts at `instant`. */
export const eventTimeZone = (timeZone: EventTimeZone, instant: Date) =>
  typeof timeZone === 'string' ? timeZone : timeZone(instant);

/**
 * The zones after the learner chooses `requested` at `now`: the zone in force stays until the start of its
 * next day, and the chosen one waits until then; choosing the zone in force drops any change waiting.
 */
export function changeTimeZone(
  zones: LearnerTimeZones,
  requested: string,
  now: Date,
): { timeZone: string; nextTimeZone: string | null; nextTimeZoneAt: string | null } {
  const inForce = timeZoneAt(zones, now);
  if (requested === inForce) return { timeZone: inForce, nextTimeZone: null, nextTimeZoneAt: null };
  return {
    timeZone: inForce,
    nextTimeZone: requested,
    nextTimeZoneAt: startOfNextDay(now, inForce).toISOString(),
  };
}
