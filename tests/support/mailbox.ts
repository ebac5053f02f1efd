/**
 * A real SMTP server in the test process: point the app's SMTP_URL at `url`, and what it sends lands here,
 * parsed (so quoted-printable and base64 bodies read as the learner would see them).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  /** The envelope's recipients, in lower case. */
  to: string[];
  mail: ParsedMail;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** The messages of one kind (by default the new-password ones) to this address so far. */
  to(address: string, kind?: MailKind): ParsedMail[];
  /** Waits until this address has received `count` messages of the kind, and returns them all. */
  waitFor(address: string, count?: number, timeout?: number, kind?: MailKind): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Every sign-up is followed by a message confirming the address; tests about new passwords read only theirs.
 */
export type MailKind = 'reset' | 'confirmation' | 'change' | 'changed' | 'any';
const SUBJECTS: Record<Exclude<MailKind, 'any'>, string> = {
  reset: 'Crie uma nova senha no Hub de Marketing Digital',
  confirmation: 'Confirme seu e-mail no Hub de Marketing Digital',
  /** To the new address: the link that confirms the change. */
  change: 'Confirme seu novo e-mail no Hub de Marketing Digital',
  /** To the old address, once the change is made. */
  changed: 'O e-mail da sua conta no Hub de Marketing Digital foi trocado',
};

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to make, and nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string, kind: MailKind = 'reset') =>
    received
      .filter((r) => r.to.includes(address.toLowerCase()))
      .map((r) => r.mail)
      .filter((mail) => kind === 'any' || mail.subject === SUBJECTS[kind]);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    async waitFor(address, count = 1, timeout = 10_000, kind = 'reset') {
      const deadline = Date.now() + timeout;
      while (to(address, kind).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${address} recebeu ${to(address, kind).length} de ${count} e-mails esperados`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return to(address, kind);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The "confirmar e-mail" link in a message's plain text. */
export function confirmationLinkIn(mail: ParsedMail): URL {
  const match = mail.text?.match(/https?:\/\/\S+\/confirmar-email\?token=[\w-]+/);
  if (!match) throw new Error(`sem link de confirmação no e-mail:\n${mail.text}`);
  return new URL(match[0]);
}

/** The "redefinir senha" link in a message's plain text. */
export function resetLinkIn(mail: ParsedMail): URL {
  const match = mail.text?.match(/https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/);
  if (!match) throw new Error(`sem link de nova senha no e-mail:\n${mail.text}`);
  return new URL(match[0]);
}

/** The "confirmar novo e-mail" link in a message's plain text. */
export function emailChangeLinkIn(mail: ParsedMail): URL {
  const match = mail.text?.match(/https?:\/\/\S+\/confirmar-novo-email\?token=[\w-]+/);
  if (!match) throw new Error(`sem link de troca de e-mail no e-mail:\n${mail.text}`);
  return new URL(match[0]);
}
