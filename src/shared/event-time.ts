/**
 * Which instant an event counts at. The learner's clock is trusted only between what the server already knows
 * of that device (its session's start, or the last event it applied from it) and now: offline study counts on
 * its day, but nobody can backdate a streak or date an event in the future.
 */
export function effectiveEventTime(
  occurredAt: string,
  bounds: { now: Date; notBefore?: string | null },
): Date {
  const t = Date.parse(occurredAt);
  const now = bounds.now.getTime();
  if (Number.isNaN(t) || t > now) return bounds.now;
  const floor = bounds.notBefore ? Date.parse(bounds.notBefore) : Number.NaN;
  if (!Number.isNaN(floor) && t < floor) return new Date(Math.min(floor, now));
  return new Date(t);
}
