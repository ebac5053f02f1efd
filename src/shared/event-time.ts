/** Which instant an event counts at: the learner's clock, unless it is implausible. */
const MAX_EVENT_AGE_MS = 14 * 86_400_000;
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** Events older than two weeks, or from the future, count at the moment they reach the rules. */
export function effectiveEventTime(occurredAt: string, now: Date): Date {
  const t = Date.parse(occurredAt);
  if (Number.isNaN(t) || t > now.getTime() + MAX_CLOCK_SKEW_MS || t < now.getTime() - MAX_EVENT_AGE_MS)
    return now;
  return new Date(t);
}
