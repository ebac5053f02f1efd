/**
 * What a download costs a learner on a prepaid plan: sizes in MB (or KB when tiny) and their price in reais,
 * written the Brazilian way ("1,2 MB ≈ R$ 0,01").
 */
import type { ChapterDownload } from './content-schema.js';
import { once } from './format.js';

/**
 * Price of one gigabyte of mobile data in Brazil, in reais: R$ 5,61, the figure the project adopted in
 * November 2026 (issue 21, "a gigabyte costs about R$ 5,61"), in line with the yearly Cable.co.uk
 * "Worldwide mobile data pricing" survey of SIM-only plans. Re-check it yearly and change it only here.
 */
export const DATA_PRICE_PER_GB_BRL = 5.61;

/** Carriers bill in decimal units: 1 GB = 1.000 MB = 1.000.000.000 bytes. */
const BYTES_PER_MB = 1_000_000;
const BYTES_PER_GB = 1_000_000_000;

const LOCALE = 'pt-BR';
// Made on first use, not as Início's code loads: the chapters' sizes are drawn after the learner's numbers.
const oneDecimal = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
const whole = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const reais = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' }));

/** Between a number and its unit, so a line never breaks there. */
const NBSP = '\u00a0';

/** "0,3 MB", "12 MB"; under 0,1 MB in whole KB ("14 KB"), since "0,0 MB" says nothing. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  if (mb >= 10) return `${whole().format(mb)}${NBSP}MB`;
  if (mb >= 0.1) return `${oneDecimal().format(mb)}${NBSP}MB`;
  return `${whole().format(Math.max(1, Math.round(bytes / 1000)))}${NBSP}KB`;
}

/** The price of `bytes` of mobile data in reais. */
export function dataPrice(bytes: number): number {
  return (bytes / BYTES_PER_GB) * DATA_PRICE_PER_GB_BRL;
}

/** "R$ 0,02"; "menos de R$ 0,01" below one cent (Intl writes R$ with a no-break space). */
export function formatDataPrice(bytes: number): string {
  const price = dataPrice(bytes);
  return price < 0.005 ? `menos de ${reais().format(0.01)}` : reais().format(price);
}

/** "1,2 MB ≈ R$ 0,01"; "14 KB, menos de R$ 0,01". */
export function formatDataCost(bytes: number): string {
  const price = dataPrice(bytes);
  return price < 0.005
    ? `${formatMegabytes(bytes)}, ${formatDataPrice(bytes)}`
    : `${formatMegabytes(bytes)} ≈ ${formatDataPrice(bytes)}`;
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

/** What reading a chapter costs (its text and figures), and with its videos and audios. */
export function downloadTotals(d: ChapterDownload): {
  text: number;
  withMedia: number;
  hasMedia: boolean;
  /** Some video or audio has no stated size, so `withMedia` leaves it out. */
  unsized: boolean;
} {
  const text = d.text + sum(d.figures);
  return {
    text,
    withMedia: text + sum(d.media),
    hasMedia: Object.keys(d.media).length > 0,
    unsized: Object.values(d.media).some((bytes) => bytes === 0),
  };
}
