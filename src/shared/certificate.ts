/**
 * The course certificate: its shape (server answer, client parsing) and the words every place that shows one
 * uses, so the app, the public page and its preview image never disagree.
 */
import { z } from 'zod';
import { formatCount } from './format.js';

/** What the certificate certifies (LinkedIn's "Nome da certificação" too). */
export const COURSE_TITLE = 'Curso Completo de Marketing Digital';
export const ORGANIZATION_NAME = 'Hub de Marketing Digital';

export const CertificateSchema = z.object({
  /** Unguessable public code, part of the verification address. */
  code: z.string(),
  /** The verification page, absolute. */
  url: z.string(),
  /** The learner's full name when it was issued. */
  name: z.string(),
  issuedAt: z.string(),
  chapters: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The course's estimated workload in minutes (chapters, final project, exam): not time the learner logged. */
  courseMinutes: z.number().int().min(0),
  /** The final exam it verified; null on a certificate issued before the exam existed. */
  exam: z.object({ percent: z.number().int(), questions: z.number().int(), passedAt: z.string() }).nullable(),
  planCompletedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** "carga horária estimada do curso: 11 horas", the workload in whole hours (at least one). */
export function formatCourseHours(minutes: number): string {
  return formatCount(Math.max(1, Math.round(minutes / 60)), 'hora', 'horas');
}

/** "8 horas e 32 minutos", "1 hora", "45 minutos". */
export function formatStudyTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return formatCount(rest, 'minuto', 'minutos');
  if (rest === 0) return formatCount(hours, 'hora', 'horas');
  return `${formatCount(hours, 'hora', 'horas')} e ${formatCount(rest, 'minuto', 'minutos')}`;
}

/** "5 de março de 2026", the day as it was where the learner lives. */
export function formatIssueDate(iso: string, timeZone = 'America/Sao_Paulo'): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }).format(date);
  } catch {
    // A time zone this runtime does not know: Brazil's, rather than no date at all.
    return new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(date);
  }
}
