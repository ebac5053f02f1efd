/**
 * "Esqueci minha senha": a single-use link, valid for 30 minutes, sent by e-mail; opening it lets the learner
 * choose a new password, which signs out every device.
 *
 * Only the SHA-256 of the link's token is stored, so a copy of the database cannot be used to take over
 * accounts. At most MAX_LINKS_PER_HOUR links per account an hour, so nobody can flood a learner's inbox (the
 * per-address limit of the route slows down trying many e-mails).
 */
import type { DatabaseHandle } from '../db/index.js';
import { HttpError } from '../errors.js';
import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_TTL_MINUTES,
  resetRequestedMessage,
} from '../../shared/password-reset.js';
import { claimEmailLink, emailLink, issueEmailLink, markEmailConfirmed } from './email-links.js';
import { clearSignInFailures } from './login-throttle.js';
import { htmlMail } from './mail-layout.js';
import type { Mail, Mailer } from './mailer.js';
import { passwordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { hashToken } from './sessions.js';
import { findUserByEmail } from './users.js';
import { counted } from '../../shared/counts.js';

export const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * 60 * 1000;
export const MAX_LINKS_PER_HOUR = 3;
const RESET_PATH = '/redefinir-senha';

/** The answer to every request for a link: the same whether or not the e-mail has an account. */
export const RESET_REQUESTED_MESSAGE = resetRequestedMessage();

/** The app's page that opens the link. */
function resetLink(appUrl: string, token: string): string {
  return emailLink(appUrl, RESET_PATH, token);
}

/**
 * The message with the link. It never names the learner: the name is whatever was typed at sign-up, by whoever
 * typed this address, and must not reach the address's owner. Using the link also confirms the address (only its
 * owner can open it), which is why an unconfirmed account may receive it.
 */
function resetMail(to: string, link: string): Mail {
  const minutes = RESET_LINK_TTL_MINUTES;
  return htmlMail({
    to,
    subject: 'Crie uma nova senha no Hub de Marketing Digital',
    paragraphs: [
      'Olá!',
      'Recebemos um pedido para criar uma nova senha para a conta do Hub de Marketing Digital ligada a este e-mail.',
      `Para criar a nova senha, use o botão abaixo. O link vale por ${counted('minutes', minutes)} e só pode ser usado uma vez.`,
    ],
    action: { label: 'Criar nova senha', href: link },
    after: ['Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.'],
  });
}

/**
 * Sends a link to the learner with this e-mail, if there is one and they have not had MAX_LINKS_PER_HOUR links
 * in the last hour. Runs after the answer has gone, so what it finds never shows in the answer.
 */
export async function sendPasswordResetLink(
  handle: DatabaseHandle,
  mailer: Mailer,
  { email, appUrl }: { email: string; appUrl: string },
  now = new Date(),
): Promise<'sent' | 'unknown' | 'limited'> {
  const user = await findUserByEmail(handle.db, email);
  if (!user) return 'unknown';
  const link = await issueEmailLink(handle, 'password_resets', user.id, {
    ttlMs: RESET_LINK_TTL_MS,
    maxPerHour: MAX_LINKS_PER_HOUR,
    now,
  });
  if (!link) return 'limited';
  try {
    await mailer.send(resetMail(user.email, resetLink(appUrl, link.token)));
  } catch (err) {
    // Nobody received this link: it must not count against the learner's next request.
    await link.withdraw();
    throw err;
  }
  return 'sent';
}

const invalidLink = () => new HttpError(400, 'INVALID_RESET_LINK', RESET_LINK_INVALID_MESSAGE);

/**
 * Sets the new password with the link's token: the link and any other open one of the learner stop working,
 * every session of the learner ends and their failed sign-ins are forgotten. Returns the learner.
 */
export async function resetPassword(
  handle: DatabaseHandle,
  { token, password }: { token: string; password: string },
  now = new Date(),
) {
  const tokenHash = hashToken(token);
  const nowIso = now.toISOString();
  const found = await handle.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .selectAll('users')
    .select(['password_resets.used_at', 'password_resets.expires_at'])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!found || found.used_at !== null || found.expires_at <= nowIso) throw invalidLink();
  const { used_at: _used, expires_at: _expires, ...user } = found;

  const problem = await passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw new HttpError(400, 'WEAK_PASSWORD', problem);
  // Hashed before the transaction, which then holds its locks only for a few quick statements.
  const passwordHash = await hashPassword(password);

  await handle.db.transaction().execute(async (trx) => {
    if (!(await claimEmailLink(trx, 'password_resets', token, now))) throw invalidLink();
    // The link reached the learner through this address: it is theirs.
    await markEmailConfirmed(trx, user.id, now);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    // Whoever knew the old password is signed out everywhere, at once.
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await clearSignInFailures(trx, user.email);
  });
  return { ...user, email_confirmed_at: user.email_confirmed_at ?? nowIso };
}
