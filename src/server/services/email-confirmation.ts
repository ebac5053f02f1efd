/**
 * Confirming the learner's e-mail address: a link sent at sign-up (and again on request, from Ajustes) proves the
 * address is theirs. Until it is confirmed the account receives no e-mail but such links, so nobody can sign up
 * with someone else's address and make the Hub write to them.
 *
 * Messages never carry the learner's name: it is whatever was typed at sign-up, and could be a lure aimed at
 * whoever owns the address.
 */
import type { DatabaseHandle } from '../db/index.js';
import { HttpError } from '../errors.js';
import {
  CONFIRMATION_LINK_INVALID_MESSAGE,
  CONFIRMATION_LINK_TTL_HOURS,
} from '../../shared/email-confirmation.js';
import { claimEmailLink, emailLink, issueEmailLink, markEmailConfirmed } from './email-links.js';
import { hashToken } from './sessions.js';
import { htmlMail } from './mail-layout.js';
import type { Mail, Mailer } from './mailer.js';
import { counted } from '../../shared/counts.js';

const CONFIRMATION_PATH = '/confirmar-email';
export const MAX_CONFIRMATIONS_PER_HOUR = 3;
const TTL_MS = CONFIRMATION_LINK_TTL_HOURS * 60 * 60 * 1000;

function confirmationMail(to: string, link: string): Mail {
  const hours = CONFIRMATION_LINK_TTL_HOURS;
  return htmlMail({
    to,
    subject: 'Confirme seu e-mail no Hub de Marketing Digital',
    paragraphs: [
      'Olá!',
      'Uma conta no Hub de Marketing Digital foi criada com este e-mail. Se foi você, confirme o endereço: assim, se um dia esquecer a senha, é aqui que o link para criar outra vai chegar.',
    ],
    action: { label: 'Confirmar e-mail', href: link },
    after: [
      `O link vale por ${counted('hours', hours)} e só pode ser usado uma vez.`,
      'Se não foi você, ignore esta mensagem.',
    ],
  });
}

/**
 * Sends a confirmation link to the learner's address, unless it is confirmed already or MAX_CONFIRMATIONS_PER_HOUR
 * links went out in the last hour.
 */
export async function sendEmailConfirmation(
  handle: DatabaseHandle,
  mailer: Mailer,
  { userId, appUrl }: { userId: string; appUrl: string },
  now = new Date(),
): Promise<'sent' | 'confirmed' | 'limited' | 'unknown'> {
  const user = await handle.db
    .selectFrom('users')
    .select(['email', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return 'unknown';
  if (user.email_confirmed_at !== null) return 'confirmed';
  const link = await issueEmailLink(handle, 'email_confirmations', userId, {
    ttlMs: TTL_MS,
    maxPerHour: MAX_CONFIRMATIONS_PER_HOUR,
    now,
  });
  if (!link) return 'limited';
  try {
    await mailer.send(confirmationMail(user.email, emailLink(appUrl, CONFIRMATION_PATH, link.token)));
  } catch (err) {
    await link.withdraw();
    throw err;
  }
  return 'sent';
}

/**
 * Confirms the address with the link's token. A link used already, or expired, for an address that is confirmed
 * anyway (tapped twice, an older link after a newer one) is not an error: the address is confirmed.
 */
export async function confirmEmail(
  handle: DatabaseHandle,
  token: string,
  now = new Date(),
): Promise<{ userId: string; email: string; already: boolean }> {
  const claimed = await handle.db.transaction().execute(async (trx) => {
    const id = await claimEmailLink(trx, 'email_confirmations', token, now);
    if (id) await markEmailConfirmed(trx, id, now);
    return id;
  });
  const userId =
    claimed ??
    (
      await handle.db
        .selectFrom('email_confirmations')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst()
    )?.user_id;
  const user = userId
    ? await handle.db
        .selectFrom('users')
        .select(['email', 'email_confirmed_at'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!userId || !user || user.email_confirmed_at === null) {
    throw new HttpError(400, 'INVALID_CONFIRMATION_LINK', CONFIRMATION_LINK_INVALID_MESSAGE);
  }
  return { userId, email: user.email, already: !claimed };
}

/** When the learner may ask for another link: an hour after the oldest of the last hour's links. */
export async function nextConfirmationAt(
  handle: DatabaseHandle,
  userId: string,
  now = new Date(),
): Promise<Date> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const oldest = await handle.db
    .selectFrom('email_confirmations')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('created_at', '>', hourAgo)
    .executeTakeFirst();
  const at = oldest?.at ? new Date(String(oldest.at)).getTime() : now.getTime();
  return new Date(at + 60 * 60 * 1000);
}
