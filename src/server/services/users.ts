/** Learner accounts. */
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/index.js';
import { emptyProgress } from '../../shared/progress.js';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/days.js';
import type { User } from '../../shared/api-schemas.js';
import { hashPassword } from './passwords.js';

export class EmailTakenError extends Error {}

export function toUser(row: {
  id: string;
  name: string;
  email: string;
  time_zone: string;
  created_at: string;
}): User {
  return { id: row.id, name: row.name, email: row.email, timeZone: row.time_zone, createdAt: row.created_at };
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
    time_zone: input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE,
    created_at: now.toISOString(),
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
        state: JSON.stringify(emptyProgress()),
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
