/** Numbers and dates for the learner, always through Intl with pt-BR. */
import { countOf } from './counts.js';

const LOCALE = 'pt-BR';

/**
 * A formatter made on first use, then kept: each kind of Intl formatter loads its locale data when it is first
 * made, and this module loads with the first screen, which uses few of them.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const integer = once(() => new Intl.NumberFormat(LOCALE));
const percent = once(() => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }));
const relativeAuto = once(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const relative = once(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' }));

export function formatNumber(n: number): string {
  return integer().format(n);
}

/** "1 ponto", "0 pontos": a number and the noun it counts (see counts.ts for whole phrases). */
export function formatCount(n: number, one: string, other: string): string {
  return countOf(n, one, other);
}

/** "1.250 pontos", "1 ponto", "0 pontos". */
export function formatPoints(n: number): string {
  return formatCount(n, 'ponto', 'pontos');
}

/** "512 bytes", "12 KB", "13,3 KB", "5 MB" (1 KB = 1.024 bytes). */
export function formatBytes(n: number): string {
  if (n < 1024) return formatCount(n, 'byte', 'bytes');
  // Made here, not with the others: the first screen never formats a size.
  const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
  return n < 1024 * 1024 ? `${oneDecimal.format(n / 1024)} KB` : `${oneDecimal.format(n / (1024 * 1024))} MB`;
}

/** "21:00": the time of an instant on the clock of the given time zone. */
export function formatTime(instant: Date | number, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone }).format(instant);
}

const reais = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }),
);

/** "R$ 3.000", with a no-break space (U+00A0) so "R$" never ends a line apart from its amount. */
export function formatReais(n: number): string {
  return reais()
    .format(n)
    .replace(/^R\$\s/, 'R$\u00a0');
}

const monthYear = once(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "Novembro de 2026" for "2026-11": the month capitalised as a title, by the text (not CSS). */
export function formatMonthYear(month: string): string {
  const text = monthYear().format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

export function formatPercent(ratio: number): string {
  return percent().format(ratio);
}

/** "hoje", "ontem", "há 2 dias" between two calendar days. */
export function formatDaysAgo(days: number): string {
  // "hoje" and "ontem" read better than "há 0 dias"; past that, "há 2 dias" (not "anteontem").
  return days <= 1 ? relativeAuto().format(-days, 'day') : relative().format(-days, 'day');
}

export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' },
): string {
  return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * "23 a 29 de novembro", "30 de novembro a 6 de dezembro": a span of days with what both share said once (the
 * year only when they differ), joined by "a" as in speech rather than by a dash.
 */
export function formatDayRange(start: string, end: string): string {
  const fmt = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return fmt
    .formatRangeToParts(new Date(`${start}T12:00:00Z`), new Date(`${end}T12:00:00Z`))
    .map((p) => (p.type === 'literal' && p.source === 'shared' && p.value.trim() === '–' ? ' a ' : p.value))
    .join('');
}

/** "26 de novembro, às 14:05": an instant as a date and a time on the clock of the given time zone. */
export function formatMoment(instant: Date | number | string, timeZone?: string): string {
  const when = new Date(instant);
  const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone }).format(when);
  return `${day}, às ${formatTime(when, timeZone)}`;
}
