/**
 * Calendar days, as "YYYY-MM-DD" strings that sort and compare as dates: the learner's days in their time
 * zone, the UTC days the server counts quotas by, and the arithmetic between them. Every day helper is here.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of an instant in a time zone ("en-CA" formats as YYYY-MM-DD). */
export function dayKey(instant: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, fmt);
  }
  return fmt.format(new Date(instant));
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes the time zone's clock is ahead of UTC at an instant (−180 in São Paulo). */
function offsetMinutes(instant: number, timeZone: string): number {
  let fmt = clocks.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(timeZone, fmt);
  }
  const part = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return Math.round((wall - (instant - (instant % 60_000))) / 60_000);
}

/**
 * The first instant of the local day after the one an instant falls on: the next midnight, or, where the clocks
 * jump forward at midnight, the instant the day starts after the jump.
 */
export function startOfNextDay(instant: Date | number, timeZone: string): Date {
  const t = new Date(instant).getTime();
  const next = addDays(dayKey(t, timeZone), 1);
  const midnight = Date.parse(`${next}T00:00:00Z`);
  // Midnight with the offset of now, then with the offset of that guess: one of them is the day's start when
  // the offset changes in between (daylight saving time), the earlier one that falls on the next day.
  const first = midnight - offsetMinutes(t, timeZone) * 60_000;
  const second = midnight - offsetMinutes(first, timeZone) * 60_000;
  const start = [first, second]
    .sort((a, b) => a - b)
    .find((candidate) => dayKey(candidate, timeZone) >= next);
  return new Date(start ?? second);
}

/** The local hour (0–23) of an instant in a time zone. */
export function localHour(instant: Date | number, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(instant),
  );
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes since the local midnight (0–1439) of an instant in a time zone: 19:30 is 1170. */
export function localMinutes(instant: Date | number, timeZone: string): number {
  let fmt = wallClocks.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    wallClocks.set(timeZone, fmt);
  }
  const [hour = 0, minute = 0] = fmt.format(instant).split(':').map(Number);
  return hour * 60 + minute;
}

/** Noon UTC of a day: day arithmetic on it is free of time zones and daylight saving. */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** Shift a day key by whole days (calendar arithmetic on the date itself, free of time zones). */
export function addDays(day: string, delta: number): string {
  const d = new Date(noon(day));
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((noon(to) - noon(from)) / DAY_MS);
}

/** Whole days since 1970-01-01: a day's place in a cycle (the insights' weekly rotation). */
export const dayNumber = (day: string) => Math.floor(noon(day) / DAY_MS);

/** The day of the week, 0 for Sunday. */
export const weekday = (day: string) => new Date(noon(day)).getUTCDay();

/** The UTC day of an instant (the server's quotas count by it). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The start of the next UTC day. */
export function nextUtcDay(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
