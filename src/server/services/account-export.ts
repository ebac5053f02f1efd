/**
 * "Baixar meus dados" (LGPD art. 18, II and V): everything stored about the learner, from every table, as one
 * JSON document. Secrets are left out (password and token hashes). docs/export-format.md describes each field.
 */
import { z } from 'zod';
import type { DB } from '../db/index.js';
import { ProgressStateSchema, SnapshotSchema, UserSchema, type User } from '../../shared/api-schemas.js';
import { buildSnapshot, loadProgress, type Rules } from './progress.js';
import { listDeviceSessions } from './devices.js';
import { readSignInThrottle } from './login-throttle.js';

const when = z.string();
/** The document's shape, for the OpenAPI description; docs/export-format.md explains each field. */
export const AccountExportSchema = z.object({
  format: z.literal('hub-marketing-digital/export'),
  version: z.literal(1),
  exportedAt: when,
  user: UserSchema.extend({ displayNameChosen: z.string().nullable() }),
  progress: ProgressStateSchema,
  summary: SnapshotSchema.shape.summary,
  events: z.array(
    z.object({
      event_id: z.string(),
      type: z.string(),
      points_awarded: z.number(),
      received_at: when,
      counted_at: when.nullable(),
      payload: z.unknown(),
    }),
  ),
  league: z.object({
    tier: z.number().int().nullable(),
    weeks: z.array(z.object({ week: z.string(), tier: z.number().int(), points: z.number().int() })),
    results: z.array(
      z.object({
        week: z.string(),
        tier: z.number().int(),
        rank: z.number().int(),
        points: z.number().int(),
        outcome: z.string(),
        newTier: z.number().int(),
      }),
    ),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      userAgent: z.string().nullable(),
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      current: z.boolean(),
    }),
  ),
  certificates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      issuedAt: when,
      chapters: z.unknown(),
      studyMinutes: z.number(),
    }),
  ),
  passwordResets: z.array(z.object({ createdAt: when, expiresAt: when, usedAt: when.nullable() })),
  signInFailures: z
    .object({ failures: z.number(), windowStart: when, nextAllowedAt: when.nullable() })
    .nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Exported as stored rather than dropped: it is still the learner's data.
    return text;
  }
}

export async function exportAccount(
  db: DB,
  user: User,
  rules: Rules,
  currentTokenHash: string,
  now = new Date(),
): Promise<AccountExport> {
  const [progress, events, sessions, certificates, passwordResets, throttle, chosen] = await Promise.all([
    loadProgress(db, user.id),
    db
      .selectFrom('events')
      .select(['event_id', 'type', 'points_awarded', 'received_at', 'counted_at', 'payload'])
      .where('user_id', '=', user.id)
      .orderBy('seq')
      .orderBy('received_at')
      .execute(),
    listDeviceSessions(db, user.id, currentTokenHash, now),
    db
      .selectFrom('certificates')
      .select(['code', 'name', 'issued_at', 'chapters', 'study_minutes'])
      .where('user_id', '=', user.id)
      .execute(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    readSignInThrottle(db, user.email),
    db.selectFrom('users').select('display_name').where('id', '=', user.id).executeTakeFirst(),
  ]);
  const [leagueStatus, leagueWeeks, leagueResults] = await Promise.all([
    db.selectFrom('league_status').select('tier').where('user_id', '=', user.id).executeTakeFirst(),
    db
      .selectFrom('league_members')
      .select(['week', 'tier', 'points'])
      .where('user_id', '=', user.id)
      .orderBy('week')
      .execute(),
    db.selectFrom('league_results').selectAll().where('user_id', '=', user.id).orderBy('week').execute(),
  ]);
  const snapshot = buildSnapshot(user, progress, rules, now);
  return {
    format: 'hub-marketing-digital/export',
    version: 1,
    exportedAt: now.toISOString(),
    user: { ...snapshot.user, displayNameChosen: chosen?.display_name ?? null },
    progress: snapshot.progress,
    summary: snapshot.summary,
    events: events.map(({ payload, ...e }) => ({ ...e, payload: parseJson(payload) })),
    league: {
      tier: leagueStatus?.tier ?? null,
      weeks: leagueWeeks,
      results: leagueResults.map((r) => ({
        week: r.week,
        tier: r.tier,
        rank: r.rank,
        points: r.points,
        outcome: r.outcome,
        newTier: r.new_tier,
      })),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
      current: s.current,
    })),
    certificates: certificates.map((c) => ({
      code: c.code,
      name: c.name,
      issuedAt: c.issued_at,
      chapters: parseJson(c.chapters),
      studyMinutes: c.study_minutes,
    })),
    passwordResets: passwordResets.map((r) => ({
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      usedAt: r.used_at,
    })),
    signInFailures: throttle
      ? {
          failures: throttle.failures,
          windowStart: throttle.windowStart.toISOString(),
          nextAllowedAt: throttle.nextAllowedAt?.toISOString() ?? null,
        }
      : null,
  };
}
