/**
 * Per-account throttling of failed sign-ins (OWASP ASVS 4.0.3, 2.2.1): slows down guessing on one account
 * whatever addresses it comes from, and never allows more than MAX_FAILURES failures in a window.
 *
 * Policy: a window starts at the first failure and lasts WINDOW_MS. The first FREE_FAILURES failures cost
 * nothing; from then on, after the n-th failure the next attempt must wait 2^(n - FREE_FAILURES) seconds
 * (1 s, 2 s, 4 s…), capped at MAX_DELAY_MS. After MAX_FAILURES failures the account is locked until the window ends. Attempts made
 * too early are refused without checking the password, and do not count. E-mails without an account are
 * throttled the same way, so the answer never tells whether an account exists. A successful sign-in clears it.
 *
 * An attempt is counted as a failure before the password is checked (and forgotten if it succeeds), in one
 * upsert that also checks it is allowed: simultaneous attempts, on one server or several sharing the database,
 * cannot all slip through before the first failure is recorded.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/index.js';
import { counted } from '../../shared/counts.js';

export const WINDOW_MS = 60 * 60 * 1000;
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 60 * 1000;
export const MAX_FAILURES = 100;

interface ThrottleState {
  failures: number;
  windowStart: Date;
  nextAllowedAt: Date | null;
}

type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number; locked: boolean };

/** The row key: SHA-256 of the normalised e-mail, so the table holds no addresses. */
export function throttleKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** How long the next attempt must wait after the given number of failures in the window. */
function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

function windowEnd(state: ThrottleState): Date {
  return new Date(state.windowStart.getTime() + WINDOW_MS);
}

/** Whether an attempt may check the password now. */
function judgeAttempt(state: ThrottleState | undefined, now: Date): AttemptVerdict {
  if (!state || now >= windowEnd(state)) return { allowed: true };
  if (state.failures >= MAX_FAILURES) {
    return { allowed: false, retryAfterMs: windowEnd(state).getTime() - now.getTime(), locked: true };
  }
  if (state.nextAllowedAt && now < state.nextAllowedAt) {
    return { allowed: false, retryAfterMs: state.nextAllowedAt.getTime() - now.getTime(), locked: false };
  }
  return { allowed: true };
}

/** The state after one more failure at `now`. */
function afterFailure(state: ThrottleState | undefined, now: Date): ThrottleState {
  const fresh = !state || now >= windowEnd(state);
  const failures = fresh ? 1 : state.failures + 1;
  const windowStart = fresh ? now : state.windowStart;
  const delay = delayAfterFailures(failures);
  const nextAllowedAt =
    failures >= MAX_FAILURES
      ? new Date(windowStart.getTime() + WINDOW_MS)
      : delay > 0
        ? new Date(now.getTime() + delay)
        : null;
  return { failures, windowStart, nextAllowedAt };
}

/** The learner-facing answer; the same whether or not the account exists. */
export function throttleMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds <= 60 ? counted('seconds', seconds) : counted('minutes', Math.ceil(seconds / 60));
  return `Muitas tentativas de entrar nesta conta. Aguarde ${wait} e tente de novo.`;
}

function toState(row: { failures: number; window_start: string; next_allowed_at: string | null }) {
  return {
    failures: Number(row.failures),
    windowStart: new Date(row.window_start),
    nextAllowedAt: row.next_allowed_at ? new Date(row.next_allowed_at) : null,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `next_allowed_at` for the failure count the row reaches, as SQL: afterFailure's delays for the counts below
 * the cap, precomputed from `now` (timestamps are ISO text, which both databases compare but neither adds to
 * alike). Reaching MAX_FAILURES is settled afterwards in TypeScript, as its end depends on the window start.
 */
function nextAllowedSql(count: RawBuilder<number>, now: Date): RawBuilder<string | null> {
  const branches = [sql`when ${count} < ${FREE_FAILURES} then null`];
  for (let n = FREE_FAILURES; delayAfterFailures(n) < MAX_DELAY_MS; n++) {
    branches.push(sql`when ${count} = ${n} then ${iso(now.getTime() + delayAfterFailures(n))}`);
  }
  return sql<string | null>`case ${sql.join(branches, sql` `)} else ${iso(now.getTime() + MAX_DELAY_MS)} end`;
}

/** Expired rows are deleted at most this often per database handle. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const lastPruned = new WeakMap<DB, number>();

async function pruneExpired(db: DB, now: Date): Promise<void> {
  const last = lastPruned.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now.getTime());
  await db
    .deleteFrom('login_throttle')
    .where('window_start', '<=', iso(now.getTime() - WINDOW_MS))
    .execute();
}

/**
 * Claims one sign-in attempt for the e-mail: when allowed, it is already counted as a failure (call
 * `clearSignInFailures` once the password is right); when not, nothing changes and the verdict says how long to
 * wait.
 */
export async function claimSignInAttempt(db: DB, email: string, now = new Date()): Promise<AttemptVerdict> {
  await pruneExpired(db, now);
  const key = throttleKey(email);
  const nowIso = now.toISOString();
  const expired = sql<boolean>`login_throttle.window_start <= ${iso(now.getTime() - WINDOW_MS)}`;
  const count = sql<number>`login_throttle.failures + 1`;
  // A new window (no row, or an expired one) starts with this failure.
  const first = afterFailure(undefined, now);
  const firstNext = first.nextAllowedAt?.toISOString() ?? null;
  const claimed = await db
    .insertInto('login_throttle')
    .values({
      key,
      failures: first.failures,
      window_start: nowIso,
      next_allowed_at: firstNext,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<number>`case when ${expired} then 1 else ${count} end`,
          window_start: sql<string>`case when ${expired} then ${nowIso} else login_throttle.window_start end`,
          next_allowed_at: sql<
            string | null
          >`case when ${expired} then ${firstNext} else ${nextAllowedSql(count, now)} end`,
        })
        .where(
          sql<boolean>`${expired} or (login_throttle.failures < ${MAX_FAILURES} and (login_throttle.next_allowed_at is null or login_throttle.next_allowed_at <= ${nowIso}))`,
        ),
    )
    .returning(['failures', 'window_start'])
    .executeTakeFirst();

  if (claimed) {
    if (Number(claimed.failures) >= MAX_FAILURES) {
      // Locked: nothing more until the window ends.
      await db
        .updateTable('login_throttle')
        .set({ next_allowed_at: iso(new Date(claimed.window_start).getTime() + WINDOW_MS) })
        .where('key', '=', key)
        .where('window_start', '=', claimed.window_start)
        .execute();
    }
    return { allowed: true };
  }

  const verdict = judgeAttempt(await readSignInThrottle(db, email), now);
  // The row changed between the two statements (a window just ended, a sign-in just succeeded): a short wait.
  return verdict.allowed ? { allowed: false, retryAfterMs: 1000, locked: false } : verdict;
}

/** A successful sign-in forgets the account's failures. */
export async function clearSignInFailures(db: DB, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', throttleKey(email)).execute();
}

/** The stored state for an e-mail (for inspection and tests). */
export async function readSignInThrottle(db: DB, email: string): Promise<ThrottleState | undefined> {
  const row = await db
    .selectFrom('login_throttle')
    .select(['failures', 'window_start', 'next_allowed_at'])
    .where('key', '=', throttleKey(email))
    .executeTakeFirst();
  return row && toState(row);
}
