/**
 * Argon2id password hashing (OWASP parameters: 19 MiB, 2 iterations).
 *
 * Passwords are hashed in Unicode NFC, so "ç" typed as one code point or as "c" + combining cedilla (as some
 * keyboards and systems send it) is the same password. Hashes made before that from the text as typed keep
 * working and are replaced by the NFC hash on the next sign-in.
 */
import { hash, verify } from '@node-rs/argon2';
import type { DB } from '../db/index.js';

// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

async function verifyExactly(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Which form of the password the hash was made from: `normalised` (NFC, every hash made now), `legacy` (the text
 * as typed, or its NFD form, for hashes made before normalisation), or null when it does not match.
 * Unknown e-mails are checked against a dummy hash through this same path, so both take the same time.
 */
async function matchPassword(
  passwordHash: string,
  password: string,
): Promise<'normalised' | 'legacy' | null> {
  const nfc = password.normalize('NFC');
  if (await verifyExactly(passwordHash, nfc)) return 'normalised';
  // The old form is either what this device typed or, when the account was made on a device that sends
  // decomposed text, the NFD form of it.
  for (const candidate of new Set([password, password.normalize('NFD')])) {
    if (candidate !== nfc && (await verifyExactly(passwordHash, candidate))) return 'legacy';
  }
  return null;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await matchPassword(passwordHash, password)) !== null;
}

/** Verifies a learner's password; a match on an old, unnormalised hash replaces it with the NFC hash. */
export async function verifyUserPassword(
  db: DB,
  user: { id: string; password_hash: string },
  password: string,
): Promise<boolean> {
  const match = await matchPassword(user.password_hash, password);
  if (match === 'legacy') {
    // Only if the hash is still the one checked, so a password changed meanwhile is never overwritten.
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  return match !== null;
}

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('senha-que-nao-existe');
  return dummy;
}
