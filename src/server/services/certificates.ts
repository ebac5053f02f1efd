/**
 * Course certificates: issued once per learner who completed every chapter, found by an unguessable code on a
 * public page anyone can use to verify it.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/index.js';
import type { Curriculum } from '../../content/load.js';
import { HttpError } from '../errors.js';
import { loadProgress } from './progress.js';
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
  studyMinutes: number;
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
    studyMinutes: Number(row.study_minutes),
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

/**
 * Issues the learner's certificate once every chapter of the course is complete; asking again returns the same
 * one. Chapters and hours are written down as they are today, so later changes to the course do not alter it.
 */
export async function issueCertificate(
  db: DB,
  curriculum: Curriculum,
  userId: string,
  now = new Date(),
): Promise<{ certificate: CertificateRecord; created: boolean }> {
  const existing = await findLearnerCertificate(db, userId);
  if (existing) return { certificate: existing, created: false };

  const progress = await loadProgress(db, userId);
  const missing = curriculum.chapters.filter((c) => !progress.completedChapters[c.id]);
  if (missing.length > 0) {
    throw new HttpError(
      409,
      'COURSE_INCOMPLETE',
      missing.length === 1
        ? 'Falta 1 capítulo para o certificado: conclua todos os capítulos e tente de novo.'
        : `Faltam ${missing.length} capítulos para o certificado: conclua todos os capítulos e tente de novo.`,
    );
  }
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');

  // Two requests at once (two tabs, a retried tap) race to insert; the unique learner column lets one win.
  await db
    .insertInto('certificates')
    .values({
      code: newCertificateCode(),
      user_id: userId,
      name: user.name,
      issued_at: now.toISOString(),
      chapters: JSON.stringify(curriculum.chapters.map((c) => ({ id: c.id, title: c.title }))),
      study_minutes: curriculum.chapters.reduce((sum, c) => sum + c.minutes, 0),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
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
    studyMinutes: record.studyMinutes,
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
