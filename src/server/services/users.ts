/** Learner accounts: creation, the profile others see, the password, and deletion of everything. */
import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { DB } from '../db/index.js';
import type { UsersTable } from '../db/schema.js';
import { emptyCore, forgetProgress } from './progress-store.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/days.js';
import { changeTimeZone } from '../../shared/time-zone-at.js';
import { displayNameOf } from '../../shared/display-name.js';
import type { ChangePasswordBody, ProfileBody, User } from '../../shared/api-schemas.js';
import { HttpError } from '../errors.js';
import { claimSignInAttempt, clearSignInFailures, throttleKey, throttleMessage } from './login-throttle.js';
import { passwordProblem } from './password-policy.js';
import { hashPassword, verifyUserPassword } from './passwords.js';
import { leaveLeagueGroups } from './league.js';

export class EmailTakenError extends Error {}

interface UserRow {
  id: string;
  name: string;
  email: string;
  time_zone: string;
  time_zone_next: string | null;
  time_zone_next_at: string | null;
  created_at: string;
  display_name: string | null;
  community_hidden: number;
  email_confirmed_at: string | null;
}

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'time_zone',
  'time_zone_next',
  'time_zone_next_at',
  'created_at',
  'display_name',
  'community_hidden',
  'email_confirmed_at',
] as const;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timeZone: row.time_zone,
    nextTimeZone: row.time_zone_next,
    nextTimeZoneAt: row.time_zone_next_at,
    createdAt: row.created_at,
    displayName: displayNameOf(row.name, row.display_name),
    communityHidden: Number(row.community_hidden) === 1,
    emailConfirmed: row.email_confirmed_at !== null,
  };
}

export async function createUser(
  db: DB,
  input: { name: string; email: string; password: string; timeZone?: string },
  now = new Date(),
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const user = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    password_hash: passwordHash,
    // The first zone takes effect at once: there is no study day yet to keep.
    time_zone: input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE,
    time_zone_next: null,
    time_zone_next_at: null,
    created_at: now.toISOString(),
    display_name: null,
    community_hidden: 0,
    email_confirmed_at: null,
  };
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('progress')
      .values({
        user_id: user.id,
        points: 0,
        state: emptyCore(),
        updated_at: user.created_at,
      })
      .execute();
    return true;
  });
  if (!inserted) throw new EmailTakenError();
  return toUser(user);
}

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

const accountGone = () => new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');

export async function findUser(db: DB, id: string): Promise<User> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw accountGone();
  return toUser(row);
}

/** The zone's canonical name ("utc" → "UTC"), so every device of the learner reads the same one. */
function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/**
 * Changes what the request names; the learner's other devices get it with their next snapshot. A new time zone
 * waits for the start of the next day in the zone in force (timeZoneAt), so the day under way keeps its zone;
 * choosing the zone in force drops a change waiting.
 */
export async function updateProfile(
  db: DB,
  userId: string,
  changes: ProfileBody,
  now = new Date(),
): Promise<User> {
  const set: Updateable<UsersTable> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.displayName !== undefined) set.display_name = changes.displayName;
  if (changes.timeZone !== undefined) {
    const { timeZone, nextTimeZone, nextTimeZoneAt } = changeTimeZone(
      await findUser(db, userId),
      canonicalTimeZone(changes.timeZone),
      now,
    );
    set.time_zone = timeZone;
    set.time_zone_next = nextTimeZone;
    set.time_zone_next_at = nextTimeZoneAt;
  }
  if (changes.communityHidden !== undefined) set.community_hidden = changes.communityHidden ? 1 : 0;
  if (Object.keys(set).length > 0) {
    await db.updateTable('users').set(set).where('id', '=', userId).execute();
  }
  return findUser(db, userId);
}

/**
 * Checks the learner's own password before a sensitive change. Failures count towards the same per-account
 * throttle as sign-in: a stolen session must not become a way to guess the password at full speed.
 */
export async function checkOwnPassword(db: DB, user: User, password: string): Promise<boolean> {
  const attempt = await claimSignInAttempt(db, user.email);
  if (!attempt.allowed) {
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', throttleMessage(attempt.retryAfterMs));
  }
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw accountGone();
  const ok = await verifyUserPassword(db, row, password);
  if (ok) await clearSignInFailures(db, user.email);
  return ok;
}

/**
 * A new password, confirmed with the current one. Every other session of the learner ends at once (whoever
 * knew the old password is signed out), and reset links still open stop working.
 */
export async function changePassword(
  db: DB,
  user: User,
  currentTokenHash: string,
  { currentPassword, newPassword }: ChangePasswordBody,
  now = new Date(),
): Promise<void> {
  if (!(await checkOwnPassword(db, user, currentPassword))) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'A senha atual está incorreta.');
  }
  const problem = await passwordProblem(newPassword, { email: user.email, name: user.name });
  if (problem) throw new HttpError(400, 'WEAK_PASSWORD', problem);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', currentTokenHash)
      .execute();
    // Marked used rather than deleted, so they still count towards the hourly limit of links.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
  });
}

/** Deletes the account and every row about the learner, confirmed with the password. */
export async function deleteAccount(db: DB, user: User, password: string): Promise<void> {
  if (!(await checkOwnPassword(db, user, password))) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'Senha incorreta.');
  }
  await db.transaction().execute(async (trx) => {
    // The progress row first: applying events locks it before taking a league seat, so a batch under way
    // finishes (seat included) before the seats are given up, and both take their locks in the same order.
    await trx.deleteFrom('progress').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('progress_entries').where('user_id', '=', user.id).execute();
    await leaveLeagueGroups(trx, user.id);
    // Answers hang off attempts: before the attempts go.
    await trx
      .deleteFrom('exam_answers')
      .where('attempt_id', 'in', (eb) =>
        eb.selectFrom('exam_attempts').select('id').where('user_id', '=', user.id),
      )
      .execute();
    // Keyed by the certificate's code, so before the certificate goes.
    await trx
      .deleteFrom('certificate_images')
      .where('code', 'in', (eb) =>
        eb.selectFrom('certificates').select('code').where('user_id', '=', user.id),
      )
      .execute();
    // Explicitly, table by table: the foreign keys cascade too, but SQLite only honours them per connection.
    for (const table of [
      'events',
      // Before the sessions they belong to.
      'push_subscriptions',
      'reminder_settings',
      'sessions',
      'password_resets',
      'email_confirmations',
      'email_changes',
      'certificates',
      'exam_attempts',
      'league_members',
      'league_results',
      'league_status',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    }
    await trx.deleteFrom('login_throttle').where('key', '=', throttleKey(user.email)).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  forgetProgress(user.id);
}
