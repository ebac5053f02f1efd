/**
 * Accounts created per address and UTC day, on top of the per-minute limit on attempts: only accounts that
 * were created count, so a class signing up from one school network is not refused for its typos. Counted in
 * the database (shared by every instance) under a hash of the address; past days are removed by the clean-up.
 */
import { createHash } from 'node:crypto';
import type { DB } from '../db/index.js';
import { secondsUntil } from './learner-limits.js';
import { nextUtcDay, utcDay } from '../../shared/days.js';

type SignupClaim =
  | {
      allowed: true;
      /** Gives the place back when no account was created after all. */
      release(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

const hashAddress = (address: string) => createHash('sha256').update(address).digest('hex');

/**
 * Takes one of the day's places for the address, in one upsert, so simultaneous sign-ups cannot all slip past
 * the last place; a claim over the limit is given back at once.
 */
export async function claimSignup(
  db: DB,
  address: string,
  limit: number,
  now = new Date(),
): Promise<SignupClaim> {
  const key = { address_hash: hashAddress(address), day: utcDay(now) };
  const release = async () => {
    await db
      .updateTable('signup_counts')
      .set((eb) => ({ accounts: eb('accounts', '-', 1) }))
      .where('address_hash', '=', key.address_hash)
      .where('day', '=', key.day)
      .execute();
  };
  const { accounts } = await db
    .insertInto('signup_counts')
    .values({ ...key, accounts: 1 })
    .onConflict((oc) =>
      oc
        .columns(['address_hash', 'day'])
        .doUpdateSet((eb) => ({ accounts: eb('signup_counts.accounts', '+', 1) })),
    )
    .returning('accounts')
    .executeTakeFirstOrThrow();
  if (accounts > limit) {
    await release();
    return { allowed: false, retryAfterSeconds: secondsUntil(nextUtcDay(now), now) };
  }
  return { allowed: true, release };
}

/** Removes the counts of days that have ended. */
export async function removePastSignupCounts(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('signup_counts').where('day', '<', utcDay(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
