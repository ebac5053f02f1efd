/**
 * The learner's signed-in devices: one per session, listed by a public id (never the token or its hash), and
 * ended from another device with immediate effect (every request looks its session up).
 */
import type { DB } from '../db/index.js';
import type { DeviceSession } from '../../shared/api-schemas.js';
import { deviceLabel } from './device-label.js';

interface StoredDeviceSession extends DeviceSession {
  userAgent: string | null;
  expiresAt: string;
}

/** Open sessions, this one first, then the most recently used. */
export async function listDeviceSessions(
  db: DB,
  userId: string,
  currentTokenHash: string,
  now = new Date(),
): Promise<StoredDeviceSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('id', 'is not', null)
    .execute();
  return rows
    .map((r) => ({
      id: r.id!,
      device: deviceLabel(r.user_agent),
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at ?? r.created_at,
      current: r.token_hash === currentTokenHash,
      userAgent: r.user_agent,
      expiresAt: r.expires_at,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** What the learner sees of a session in Ajustes. */
export function publicDeviceSession({
  id,
  device,
  createdAt,
  lastSeenAt,
  current,
}: DeviceSession): DeviceSession {
  return { id, device, createdAt, lastSeenAt, current };
}

/** Ends one of the learner's sessions; false when the learner has no session with that id. */
export async function endDeviceSession(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the learner but this one; how many ended. */
export async function endOtherSessions(db: DB, userId: string, currentTokenHash: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', currentTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
