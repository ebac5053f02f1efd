/**
 * Single-use links sent by e-mail (a new password, a confirmed address): a random token whose SHA-256 alone is
 * stored, so a copy of the database opens nothing, valid for a while, at most a few a learner an hour so nobody
 * can flood an inbox.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { hashToken } from './sessions.js';

type EmailLinkTable = 'password_resets' | 'email_confirmations' | 'email_changes';

const HOUR_MS = 60 * 60 * 1000;

/** The app's page that opens a link, with its token. */
export function emailLink(appUrl: string, path: string, token: string): string {
  const url = new URL(path, appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Stores a new link for the learner unless they had `maxPerHour` in the last hour; returns its token, or
 * undefined when the limit is reached. `withdraw` removes it again when the e-mail could not go out, so a
 * message nobody received does not count against the next request.
 */
export async function issueEmailLink(
  handle: DatabaseHandle,
  table: EmailLinkTable,
  userId: string,
  {
    ttlMs,
    maxPerHour,
    now = new Date(),
    newEmail,
  }: {
    ttlMs: number;
    maxPerHour: number;
    now?: Date;
    /** For `email_changes`: the address the link confirms. */
    newEmail?: string;
  },
): Promise<{ token: string; withdraw: () => Promise<void> } | undefined> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const created = await handle.db.transaction().execute(async (trx) => {
    // One request at a time per learner counts and adds links (SQLite runs one transaction at a time anyway).
    let lock = trx.selectFrom('users').select('id').where('id', '=', userId);
    if (handle.dialect === 'postgres') lock = lock.forUpdate();
    if (!(await lock.executeTakeFirst())) return false;
    const recent = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= maxPerHour) return false;
    const link = {
      token_hash: tokenHash,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    };
    if (table === 'email_changes') {
      if (newEmail === undefined) throw new Error('an e-mail change link needs the new address');
      await trx
        .insertInto(table)
        .values({ ...link, new_email: newEmail })
        .execute();
    } else {
      await trx.insertInto(table).values(link).execute();
    }
    return true;
  });
  if (!created) return undefined;
  return {
    token,
    withdraw: async () => {
      await handle.db.deleteFrom(table).where('token_hash', '=', tokenHash).execute();
    },
  };
}

/**
 * Uses the link: one conditional update, so of two requests with the same link, however close, only one finds
 * it still unused (PostgreSQL makes the second wait for the first and then re-checks the row). Returns the
 * learner's id, or undefined when the link is unknown, used or expired.
 */
export async function claimEmailLink(
  trx: Transaction<Database>,
  table: EmailLinkTable,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const nowIso = now.toISOString();
  const claimed = await trx
    .updateTable(table)
    .set({ used_at: nowIso })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id;
}

/** Marks the address as the learner's own: they opened a link sent to it. */
export async function markEmailConfirmed(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ email_confirmed_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}
