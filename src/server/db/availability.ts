/** Telling "the database cannot be reached right now" from other failures, and a bounded check of it. */
import type { DB } from './index.js';

/** Socket errors of a connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for it: class 08 (connection exception), 57P01–57P03 (shutting down, restarting,
 * not accepting connections yet), 53300 (too many connections).
 */
const POSTGRES_CODE = /^(08...|57P0[123]|53300)$/;

/** What pg says when a connection ends or cannot be had in time, without a code. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
];

/** True when `err` means the database could not be reached, rather than that the request or the code failed. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code))) return true;
  return PG_MESSAGES.some((pattern) => pattern.test(err.message));
}

class DatabaseCheckTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
  }
}

/**
 * Reads one row, failing after `timeoutMs` even when the database neither answers nor closes the
 * connection (the query itself then finishes, or fails, in the background).
 */
export async function checkDatabase(db: DB, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const query = db.selectFrom('users').select('id').limit(1).execute();
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseCheckTimeout(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
    // Once the race is lost the query's own outcome no longer matters to anyone.
    query.catch(() => undefined);
  }
}
