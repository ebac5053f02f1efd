/**
 * Course certificates: issued once per learner who completed every chapter, found by an unguessable code on a
 * public page anyone can use to verify it.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/index.js';
import type { Curriculum } from '../../content/load.js';
import { HttpError } from '../errors.js';
import { loadProgress } from './progress.js';
import { certificateRequirements, missingRequirements, type Exam } from './exam.js';
import { EXAM_MINUTES } from '../../shared/exam-rules.js';
import { COURSE_TITLE, ORGANIZATION_NAME, type Certificate } from '../../shared/certificate.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/days.js';
import { timeZoneAt } from '../../shared/time-zone-at.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 20 random bytes: 160 bits, 32 base32 characters (lower case, so the address reads well when spoken). */
const CODE_BYTES = 20;
const CODE_PATTERN = /^[a-z2-7]{32}$/;

export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

function isCertificateCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export interface CertificateRecord {
  code: string;
  name: string;
  issuedAt: string;
  chapters: { id: string; title: string }[];
  /** The course's estimated workload when it was issued (chapters, final project, exam), in minutes. */
  courseMinutes: number;
  /** The final exam it verified; null on a certificate issued before the exam existed. */
  exam: { percent: number; questions: number; passedAt: string } | null;
  /** When the final project was completed; null on a certificate issued before it was required. */
  planCompletedAt: string | null;
  /** The learner's time zone when it was issued (timeZoneAt), for the day shown on the certificate. */
  timeZone: string;
}

function parseChapters(json: string): { id: string; title: string }[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.flatMap((c: unknown) =>
      c && typeof c === 'object' && 'id' in c && 'title' in c
        ? [{ id: String(c.id), title: String(c.title) }]
        : [],
    );
  } catch {
    return [];
  }
}

function certificates(db: DB) {
  return db
    .selectFrom('certificates')
    .innerJoin('users', 'users.id', 'certificates.user_id')
    .select([
      'certificates.code',
      'certificates.name',
      'certificates.issued_at',
      'certificates.chapters',
      'certificates.study_minutes',
      'certificates.exam_percent',
      'certificates.exam_questions',
      'certificates.exam_passed_at',
      'certificates.plan_completed_at',
      'users.time_zone',
      'users.time_zone_next',
      'users.time_zone_next_at',
    ]);
}

type Row = {
  code: string;
  name: string;
  issued_at: string;
  chapters: string;
  study_minutes: number;
  exam_percent: number | null;
  exam_questions: number | null;
  exam_passed_at: string | null;
  plan_completed_at: string | null;
  time_zone: string;
  time_zone_next: string | null;
  time_zone_next_at: string | null;
};

function toRecord(row: Row): CertificateRecord {
  return {
    code: row.code,
    name: row.name,
    issuedAt: row.issued_at,
    chapters: parseChapters(row.chapters),
    courseMinutes: Number(row.study_minutes),
    exam:
      row.exam_percent === null || row.exam_passed_at === null
        ? null
        : {
            percent: Number(row.exam_percent),
            questions: Number(row.exam_questions ?? 0),
            passedAt: row.exam_passed_at,
          },
    planCompletedAt: row.plan_completed_at,
    timeZone:
      timeZoneAt(
        { timeZone: row.time_zone, nextTimeZone: row.time_zone_next, nextTimeZoneAt: row.time_zone_next_at },
        row.issued_at,
      ) || DEFAULT_TIME_ZONE,
  };
}

/** The certificate behind a public code, or undefined (unknown, malformed, or its learner deleted the account). */
export async function findCertificate(db: DB, code: string): Promise<CertificateRecord | undefined> {
  if (!isCertificateCode(code)) return undefined;
  const row = await certificates(db).where('certificates.code', '=', code).executeTakeFirst();
  return row && toRecord(row);
}

export async function findLearnerCertificate(db: DB, userId: string): Promise<CertificateRecord | undefined> {
  const row = await certificates(db).where('certificates.user_id', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

/** The course's estimated workload: every chapter's minutes, the final project's and the exam's. */
export function courseMinutes(curriculum: Curriculum): number {
  return (
    curriculum.chapters.reduce((sum, c) => sum + c.minutes, 0) +
    (curriculum.capstone?.minutes ?? 0) +
    EXAM_MINUTES
  );
}

/**
 * Issues the learner's certificate once every requirement is met: every chapter's quiz passed, the final
 * project completed (and still meeting its checks) and the final exam passed. Asking again returns the same
 * one. A certificate issued before these requirements existed is brought up to date, same code, once they are
 * met. Chapters, workload and the exam's result are written down as they are today.
 */
export async function issueCertificate(
  db: DB,
  curriculum: Curriculum,
  exam: Exam,
  userId: string,
  now = new Date(),
): Promise<{ certificate: CertificateRecord; created: boolean }> {
  const existing = await findLearnerCertificate(db, userId);
  if (existing?.exam) return { certificate: existing, created: false };

  const progress = await loadProgress(db, userId);
  const passed = await exam.passedAttempt(userId);
  const missing = missingRequirements(certificateRequirements(progress, curriculum, passed), curriculum);
  if (missing.length > 0 || !passed) {
    const list = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(missing);
    throw new HttpError(403, 'CERTIFICATE_REQUIREMENTS', `Para emitir o certificado, falta ${list}.`);
  }
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');

  const values = {
    name: user.name,
    issued_at: now.toISOString(),
    chapters: JSON.stringify(curriculum.chapters.map((c) => ({ id: c.id, title: c.title }))),
    study_minutes: courseMinutes(curriculum),
    exam_percent: passed.percent,
    exam_questions: passed.questions,
    exam_passed_at: passed.passedAt,
    plan_completed_at: progress.planCompletedAt,
  };
  if (existing) {
    // Same code, so links already shared now lead to what was verified; its old preview image goes.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('certificate_images').where('code', '=', existing.code).execute();
      await trx
        .updateTable('certificates')
        .set(values)
        .where('user_id', '=', userId)
        .where('exam_percent', 'is', null)
        .execute();
    });
  } else {
    // Two requests at once (two tabs, a retried tap) race to insert; the unique learner column lets one win.
    await db
      .insertInto('certificates')
      .values({ code: newCertificateCode(), user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  const issued = await findLearnerCertificate(db, userId);
  if (!issued) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
  return { certificate: issued, created: true };
}

/** The certificate's public address. */
export function certificateUrl(origin: string, code: string): string {
  return `${origin}/certificado/${code}`;
}

export function toCertificate(record: CertificateRecord, origin: string): Certificate {
  return {
    code: record.code,
    url: certificateUrl(origin, record.code),
    name: record.name,
    issuedAt: record.issuedAt,
    chapters: record.chapters,
    courseMinutes: record.courseMinutes,
    exam: record.exam,
    planCompletedAt: record.planCompletedAt,
  };
}

/** LinkedIn's public "add a certification to your profile" form, filled in (no API, no app to register). */
export function linkedInAddUrl(record: CertificateRecord, origin: string): string {
  // The issue month as it was where the learner lives, like the date printed on the certificate.
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: isValidTimeZone(record.timeZone) ? record.timeZone : DEFAULT_TIME_ZONE,
  })
    .format(new Date(record.issuedAt))
    .split('-');
  const params: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', COURSE_TITLE],
    ['organizationName', ORGANIZATION_NAME],
    ['issueYear', String(Number(year))],
    ['issueMonth', String(Number(month))],
    ['certUrl', certificateUrl(origin, record.code)],
    ['certId', record.code],
  ];
  // encodeURIComponent writes spaces as %20, which LinkedIn's form reads; URLSearchParams would write "+".
  return `https://www.linkedin.com/profile/add?${params
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}
