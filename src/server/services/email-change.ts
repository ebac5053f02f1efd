/**
 * Changing the account's e-mail: asked for in Ajustes with the current password (checked, and throttled, as at
 * sign-in), confirmed by a single-use link sent to the NEW address, valid for EMAIL_CHANGE_LINK_TTL_HOURS. Once
 * opened, the new address is the one to sign in with (and is confirmed: the link reached it); the sessions stay;
 * links still open for the old address stop working; and the old address is told, so a change nobody asked for
 * does not go unnoticed.
 *
 * As with every link (email-links.ts), only the token's SHA-256 is stored. Messages never carry the learner's
 * name: it is whatever was typed at sign-up.
 */
import type { DatabaseHandle } from '../db/index.js';
import { HttpError } from '../errors.js';
import {
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGE_LINK_TTL_HOURS,
  EMAIL_CHANGE_SAME_MESSAGE,
  EMAIL_CHANGE_TAKEN_MESSAGE,
} from '../../shared/email-change.js';
import { counted } from '../../shared/counts.js';
import type { User } from '../../shared/api-schemas.js';
import { emailLink, issueEmailLink } from './email-links.js';
import { hashToken } from './sessions.js';
import { htmlMail } from './mail-layout.js';
import type { Mail, Mailer } from './mailer.js';
import { checkOwnPassword, findUserByEmail } from './users.js';

const CHANGE_PATH = '/confirmar-novo-email';
export const MAX_EMAIL_CHANGES_PER_HOUR = 3;
const TTL_MS = EMAIL_CHANGE_LINK_TTL_HOURS * 60 * 60 * 1000;

function changeLinkMail(to: string, link: string): Mail {
  return htmlMail({
    to,
    subject: 'Confirme seu novo e-mail no Hub de Marketing Digital',
    paragraphs: [
      'Olá!',
      'Pediram para que este endereço passe a ser o e-mail de uma conta do Hub de Marketing Digital. Se foi você, confirme a troca: depois disso, é com este e-mail que você entra, e é para ele que vai o link de nova senha se um dia você esquecer a sua.',
    ],
    action: { label: 'Confirmar novo e-mail', href: link },
    after: [
      `O link vale por ${counted('hours', EMAIL_CHANGE_LINK_TTL_HOURS)} e só pode ser usado uma vez.`,
      'Se não foi você, ignore esta mensagem: nada muda.',
    ],
  });
}

/** To the old address, after the change: it no longer opens the account. */
function changedNoticeMail(to: string, appUrl: string): Mail {
  return htmlMail({
    to,
    subject: 'O e-mail da sua conta no Hub de Marketing Digital foi trocado',
    paragraphs: [
      'Olá!',
      'O e-mail da conta do Hub de Marketing Digital que usava este endereço acaba de ser trocado por outro. A partir de agora, este endereço não serve mais para entrar nem para criar uma nova senha.',
      'Se foi você, não precisa fazer nada.',
      'Se não foi você, alguém pode estar usando a sua conta: entre no app, se ainda conseguir, troque a senha e o e-mail em Ajustes e desconecte os outros aparelhos.',
    ],
    action: { label: 'Abrir o Hub', href: new URL('/entrar', appUrl).toString() },
    after: [],
  });
}

/** A unique-constraint violation (the address was taken between the check and the change). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const taken = () => new HttpError(409, 'EMAIL_TAKEN', EMAIL_CHANGE_TAKEN_MESSAGE, 'newEmail');

/**
 * Checks the password and the new address, then sends the link to it. Throws an HttpError the learner can read:
 * a wrong password (401), the same address (400), an address another account has (409), too many links (429).
 */
export async function requestEmailChange(
  handle: DatabaseHandle,
  mailer: Mailer,
  { user, newEmail, password, appUrl }: { user: User; newEmail: string; password: string; appUrl: string },
  now = new Date(),
): Promise<void> {
  if (!(await checkOwnPassword(handle.db, user, password))) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'Senha incorreta.', 'password');
  }
  if (newEmail === user.email) throw new HttpError(400, 'SAME_EMAIL', EMAIL_CHANGE_SAME_MESSAGE, 'newEmail');
  if (await findUserByEmail(handle.db, newEmail)) throw taken();
  const link = await issueEmailLink(handle, 'email_changes', user.id, {
    ttlMs: TTL_MS,
    maxPerHour: MAX_EMAIL_CHANGES_PER_HOUR,
    now,
    newEmail,
  });
  if (!link) {
    throw new HttpError(
      429,
      'TOO_MANY_LINKS',
      `Já enviamos ${MAX_EMAIL_CHANGES_PER_HOUR} links de troca na última hora. Tente de novo mais tarde.`,
    );
  }
  try {
    await mailer.send(changeLinkMail(newEmail, emailLink(appUrl, CHANGE_PATH, link.token)));
  } catch (err) {
    // Nobody received this link: it must not count against the next request.
    await link.withdraw();
    throw err;
  }
}

const invalidLink = () => new HttpError(400, 'INVALID_EMAIL_CHANGE_LINK', EMAIL_CHANGE_LINK_INVALID_MESSAGE);

/**
 * Opens the link: the new address becomes the account's (confirmed), other links still open (a new password, a
 * confirmation, another change) stop working, and the old address is told once the change is saved.
 */
export async function confirmEmailChange(
  handle: DatabaseHandle,
  mailer: Mailer,
  { token, appUrl }: { token: string; appUrl: string },
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const nowIso = now.toISOString();
  let changed: { userId: string; email: string; oldEmail: string } | undefined;
  try {
    changed = await handle.db.transaction().execute(async (trx) => {
      // One conditional update: of two requests with the same link, only one finds it unused.
      const claimed = await trx
        .updateTable('email_changes')
        .set({ used_at: nowIso })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .returning(['user_id', 'new_email'])
        .executeTakeFirst();
      if (!claimed) throw invalidLink();
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', claimed.user_id)
        .executeTakeFirst();
      if (!user) throw invalidLink();
      const other = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', claimed.new_email)
        .executeTakeFirst();
      if (other) throw taken();
      await trx
        .updateTable('users')
        .set({ email: claimed.new_email, email_confirmed_at: nowIso })
        .where('id', '=', user.id)
        .execute();
      for (const table of ['email_changes', 'password_resets', 'email_confirmations'] as const) {
        await trx
          .updateTable(table)
          .set({ used_at: nowIso })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
      }
      return { userId: user.id, email: claimed.new_email, oldEmail: user.email };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  const { oldEmail } = changed;
  mailer.later(async () => {
    await mailer.send(changedNoticeMail(oldEmail, appUrl));
  });
  return { userId: changed.userId, email: changed.email };
}
