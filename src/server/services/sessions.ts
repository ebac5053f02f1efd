/**
 * Opaque session tokens: random, sent in an HttpOnly cookie, stored only as a SHA-256 hash. A session ends
 * after SESSION_IDLE_DAYS without use and, however much it is used, SESSION_MAX_DAYS after sign-in
 * (docs/decisions/022-session-lifetime.md).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DB } from '../db/index.js';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../../shared/sessions.js';
import { DAY_MS } from '../../shared/days.js';

/** When a session created at `createdAt` and last used at `now` ends. */
function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_IDLE_DAYS * DAY_MS, createdAt.getTime() + SESSION_MAX_DAYS * DAY_MS),
  );
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The learner was deleted while signing in: there is no one to open a session for. */
export class AccountGoneError extends Error {}

/** A foreign-key violation, as PostgreSQL and SQLite report it. */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export async function createSession(
  db: DB,
  userId: string,
  { now = new Date(), userAgent }: { now?: Date; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = sessionExpiry(now, now);
  const insert = db.insertInto('sessions').values({
    token_hash: hashToken(token),
    id: randomUUID(),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    last_seen_at: now.toISOString(),
    user_agent: userAgent?.slice(0, 300) ?? null,
  });
  try {
    await insert.execute();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AccountGoneError();
    throw err;
  }
  return { token, expiresAt };
}

export async function findSessionUser(db: DB, token: string, now = new Date()) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.time_zone',
      'users.time_zone_next',
      'users.time_zone_next_at',
      'users.created_at',
      'users.display_name',
      'users.community_hidden',
      'users.email_confirmed_at',
      'sessions.expires_at',
      'sessions.token_hash',
      'sessions.created_at as session_created_at',
      'sessions.synced_at',
      'sessions.last_seen_at',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** `last_seen_at` is refreshed at most this often per session: a write per request would cost too much. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

/**
 * Records that the session was just used and moves its end to SESSION_IDLE_DAYS from now (within its
 * SESSION_MAX_DAYS), unless that was done less than LAST_SEEN_PRECISION_MS ago. Returns what it wrote, or
 * undefined when nothing changed.
 */
export async function touchSession(
  db: DB,
  session: { token_hash: string; last_seen_at: string | null; session_created_at: string },
  now = new Date(),
): Promise<{ last_seen_at: string; expires_at: string; updated: boolean } | undefined> {
  const threshold = new Date(now.getTime() - LAST_SEEN_PRECISION_MS).toISOString();
  if (session.last_seen_at !== null && session.last_seen_at > threshold) return undefined;
  const written = {
    last_seen_at: now.toISOString(),
    expires_at: sessionExpiry(new Date(session.session_created_at), now).toISOString(),
  };
  // Conditional, so simultaneous requests (or instances) write it once. `updated` is false when another request
  // wrote it first, or when the session ended meanwhile (a sign-out): then its cookie must not be sent again.
  const result = await db
    .updateTable('sessions')
    .set(written)
    .where('token_hash', '=', session.token_hash)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', threshold)]))
    .executeTakeFirst();
  return { ...written, updated: Number(result.numUpdatedRows) > 0 };
}

export async function deleteSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}
