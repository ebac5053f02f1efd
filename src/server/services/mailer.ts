/**
 * Outgoing e-mail: through SMTP when SMTP_URL is set; otherwise each message is written, whole, as an .eml file
 * in the mail folder (MAIL_DIR, by default beside the embedded database), where a developer can open it. Never
 * to the log: a message carries an address and a link that is as good as a password.
 *
 * Work that ends in an e-mail runs after the answer has gone (`later`): the answer then takes the same time
 * whether or not an e-mail follows, and a slow mail server never holds a request. `settled()` waits for that
 * work, so closing the server does not cut a message halfway.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Runs the work once the current answer has gone; a failure is logged, never thrown. */
  later(work: () => Promise<void>): void;
  /** Resolves when no work started by `later` is still running. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer({
  smtpUrl,
  from,
  log,
  mailDir,
}: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Where messages are written when there is no SMTP_URL. */
  mailDir: string;
}): Mailer {
  // A mail server that never answers must not keep work (and the server's shutdown) waiting for minutes.
  const transport = smtpUrl
    ? createTransport(
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from },
      )
    : undefined;
  // Builds the same RFC 5322 message SMTP would carry, to be written to a file.
  const files = transport
    ? undefined
    : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  const running = new Set<Promise<void>>();

  const send = async (mail: Mail) => {
    if (transport) {
      await transport.sendMail(mail);
      return;
    }
    const { message } = await files!.sendMail(mail);
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    // Written under another name and then renamed: whoever watches the folder never reads half a message.
    await writeFile(join(mailDir, `${file}.part`), message as Buffer, { mode: 0o600 });
    await rename(join(mailDir, `${file}.part`), join(mailDir, file));
    log.info({ file }, 'SMTP_URL is not set: e-mail written to the mail folder');
  };

  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return {
    send,
    later(work) {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, 'e-mail work failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    settled,
    async close() {
      await settled();
      transport?.close();
    },
  };
}
