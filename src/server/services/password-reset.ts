/**
 * "Esqueci minha senha": a single-use link, valid for 30 minutes, sent by e-mail; opening it lets the learner
 * choose a new password, which signs out every device.
 *
 * Only the SHA-256 of the link's token is stored, so a copy of the database cannot be used to take over
 * accounts. At most MAX_LINKS_PER_HOUR links per account an hour, so nobody can flood a learner's inbox (the
 * per-address limit of the route slows down trying many e-mails).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/index.js';
import { HttpError } from '../errors.js';
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_TTL_MINUTES } from '../../shared/password-reset.js';
import { clearSignInFailures } from './login-throttle.js';
import type { Mail, Mailer } from './mailer.js';
import { passwordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { hashToken } from './sessions.js';
import { findUserByEmail } from './users.js';

export const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * 60 * 1000;
export const MAX_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The answer to every request for a link: the same whether or not the e-mail has an account. */
export const RESET_REQUESTED_MESSAGE = `Se houver uma conta com este e-mail, você vai receber em instantes um link para criar uma nova senha. O link vale por ${RESET_LINK_TTL_MINUTES} minutos; confira também a pasta de spam.`;

/** The app's page that opens the link. */
export function resetLink(appUrl: string, token: string): string {
  const url = new URL('/redefinir-senha', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function resetMail(to: string, name: string, link: string): Mail {
  const firstName = name.split(/\s+/)[0] || name;
  const minutes = RESET_LINK_TTL_MINUTES;
  const text = [
    `Olá, ${firstName}!`,
    '',
    'Recebemos um pedido para criar uma nova senha para a sua conta no Hub de Marketing Digital.',
    '',
    `Para criar a nova senha, abra o link abaixo. Ele vale por ${minutes} minutos e só pode ser usado uma vez:`,
    '',
    link,
    '',
    'Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.',
    '',
    'Equipe Hub de Marketing Digital',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; line-height: 1.5">
<p>Olá, ${escapeHtml(firstName)}!</p>
<p>Recebemos um pedido para criar uma nova senha para a sua conta no Hub de Marketing Digital.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #4338ca; color: #ffffff; padding: 12px 20px; border-radius: 8px; text-decoration: none; font-weight: 600">Criar nova senha</a></p>
<p>O link vale por ${minutes} minutos e só pode ser usado uma vez. Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.</p>
<p>Equipe Hub de Marketing Digital</p>
</body>
</html>`;
  return { to, subject: 'Crie uma nova senha no Hub de Marketing Digital', text, html };
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
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const created = await handle.db.transaction().execute(async (trx) => {
    // One request at a time per learner counts and adds links (SQLite runs one transaction at a time anyway).
    let lock = trx.selectFrom('users').select('id').where('id', '=', user.id);
    if (handle.dialect === 'postgres') lock = lock.forUpdate();
    await lock.executeTakeFirst();
    const recent = await trx
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MAX_LINKS_PER_HOUR) return false;
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: tokenHash,
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return true;
  });
  if (!created) return 'limited';
  try {
    await mailer.send(resetMail(user.email, user.name, resetLink(appUrl, token)));
  } catch (err) {
    // Nobody received this link: it must not count against the learner's next request.
    await handle.db.deleteFrom('password_resets').where('token_hash', '=', tokenHash).execute();
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
    // Claiming the link is one conditional update: of two requests with the same link, however close, only one
    // finds it still unused (PostgreSQL makes the second wait for the first and then re-checks the row).
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) throw invalidLink();
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
  return user;
}
