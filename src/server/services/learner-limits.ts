/**
 * What one learner may store (docs/decisions/021-learner-quotas.md): a daily cap on new events and their bytes,
 * by UTC day, and a quota on the bytes stored in all. The counters live on the learner's progress row and are
 * charged in the transaction that stores the events, so a batch that would pass a limit stores nothing.
 */
import type { LearnerLimits } from '../config.js';
import { HttpError } from '../errors.js';
import { formatBytes, formatNumber, formatTime } from '../../shared/format.js';
import { nextUtcDay, utcDay } from '../../shared/days.js';
import { timeZoneAt, type LearnerTimeZones } from '../../shared/time-zone-at.js';

/** A refusal that can say when to try again (`Retry-After`, in seconds). */
export class LimitError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, code, message);
  }
}

/** What a learner has stored, as the progress row keeps it. */
export interface Usage {
  storedBytes: number;
  /** The UTC day the day counters are about (null: none yet). */
  day: string | null;
  dayEvents: number;
  dayBytes: number;
}

export const secondsUntil = (when: Date, now: Date) =>
  Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));

/**
 * The usage after storing `events` new events of `bytes` bytes in all, or a LimitError when that would pass
 * the quota (413) or the day's cap (429, until the next UTC day, said on the learner's own clock: the zone in
 * force at that instant).
 */
export function charge(
  usage: Usage,
  batch: { events: number; bytes: number },
  limits: LearnerLimits,
  now: Date,
  zones: LearnerTimeZones,
): Usage {
  const today = utcDay(now);
  const sameDay = usage.day === today;
  const next: Usage = {
    storedBytes: usage.storedBytes + batch.bytes,
    day: today,
    dayEvents: (sameDay ? usage.dayEvents : 0) + batch.events,
    dayBytes: (sameDay ? usage.dayBytes : 0) + batch.bytes,
  };
  if (next.storedBytes > limits.quotaBytes) {
    throw new LimitError(
      413,
      'STORAGE_QUOTA',
      `Sua conta chegou ao limite de ${formatBytes(limits.quotaBytes)} de ações guardadas no servidor, e novas ações não podem ser salvas.`,
    );
  }
  if (next.dayEvents > limits.eventsPerDay || next.dayBytes > limits.bytesPerDay) {
    const reset = nextUtcDay(now);
    throw new LimitError(
      429,
      'DAILY_LIMIT',
      `Limite diário atingido: o servidor guarda até ${formatNumber(limits.eventsPerDay)} ações ou ` +
        `${formatBytes(limits.bytesPerDay)} por dia de cada conta. Novos envios a partir das ${formatTime(reset, timeZoneAt(zones, reset))}.`,
      secondsUntil(reset, now),
    );
  }
  return next;
}
